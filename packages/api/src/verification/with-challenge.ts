/**
 * Fetches a proof-of-work challenge and solves it (ALTCHA, invisible to the person): every way in
 * (username and SMS login) and every SMS send carries the solution in `challenge`.
 */
import type { ApiFailure } from '../base-api/api-failure';
import type { Send } from '../base-api/calls-of';
import { callsOf } from '../base-api/calls-of';
import { TransportErrorCode as ErrorCode } from '../wire/transport-codes';
import type { verificationContracts } from '../wire/verification';
import { verificationCalls } from '../wire/verification-calls';
import { solveVerificationChallenge } from './solve-challenge';

const calls = callsOf<typeof verificationContracts>(verificationCalls);

export async function solvedChallenge(
  send: Send,
): Promise<{ challenge: string } | { error: ApiFailure }> {
  const fetched = await calls.send(send, 'challenge');
  if (fetched.error) return { error: fetched.error };
  try {
    return { challenge: await solveVerificationChallenge(fetched.data) };
  } catch {
    return { error: { status: 'CUSTOM_ERROR', errorCode: ErrorCode.challengeInvalid } };
  }
}
