/**
 * Solves the platform's ALTCHA challenge in the browser (WebCrypto SHA-256), invisibly, and returns
 * the base64 payload the sealed login carries in `challenge`.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { bytesToBase64 } from '../envelope/envelope';
import type { VerificationChallenge } from '../wire/verification';

export async function solveVerificationChallenge(
  challenge: VerificationChallenge,
): Promise<string> {
  const solution = await solveChallenge({ challenge: challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error('verification challenge not solved in time');
  const json = JSON.stringify({ challenge, solution });
  return bytesToBase64(new TextEncoder().encode(json));
}
