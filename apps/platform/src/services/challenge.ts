/**
 * The login verification challenge: ALTCHA v2 proof-of-work, self-hosted. Challenges are signed,
 * expire after five minutes and are accepted once (a replayed solution is refused).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { CappedMap, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import type { Challenge, Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

const CHALLENGE_TTL_MS = 5 * 60 * 1000;

export interface ChallengeOptions {
  secret?: string | undefined;
  maxCounter: number;
  now: () => Date;
}

export class ChallengeService {
  private readonly secret: string;
  private readonly keySecret: string;
  private readonly used = new CappedMap<string, number>({ maxSize: 100_000 });

  constructor(private readonly options: ChallengeOptions) {
    this.secret = options.secret ?? randomBytes(32).toString('hex');
    this.keySecret = `${this.secret}:key`;
  }
  /**
   * A signature of `text` under this platform's secret (set PLATFORM_CHALLENGE_SECRET alike on every
   * instance): the demo payment page's ticket is the order number signed, so no ticket is stored.
   */
  sign(text: string): string {
    return createHmac('sha256', `${this.secret}:sign`).update(text).digest('base64url');
  }

  create(): Promise<Challenge> {
    const max = Math.max(2, this.options.maxCounter);
    return createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(max, Math.floor(max / 2)),
      deriveKey,
      // The expiry travels in the signed data and is checked against this service's clock (the
      // library's own expiry would compare with the wall clock, which tests and replays move).
      data: { expires: this.options.now().getTime() + CHALLENGE_TTL_MS },
      hmacSignatureSecret: this.secret,
      hmacKeySignatureSecret: this.keySecret,
    });
  }

  /** Verifies the widget's base64 payload; true once per challenge. */
  async verify(encoded: string | undefined): Promise<boolean> {
    if (!encoded || encoded.length > 4096) return false;
    let payload: Partial<Payload> | null;
    try {
      payload = JSON.parse(
        Buffer.from(encoded, 'base64').toString('utf8'),
      ) as Partial<Payload> | null;
    } catch {
      return false;
    }
    const parameters = payload?.challenge?.parameters;
    if (!payload?.challenge || !parameters || !payload.solution) return false;
    const nonce = parameters.nonce;
    if (this.used.has(nonce)) return false;
    const expires = parameters.data?.expires;
    if (typeof expires !== 'number' || expires <= this.options.now().getTime()) return false;
    try {
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: this.secret,
        hmacKeySignatureSecret: this.keySecret,
      });
      if (!result.verified) return false;
    } catch {
      return false;
    }
    // Set only after verifying, atomically, so two concurrent replays cannot both pass.
    return this.used.setIfAbsent(nonce, this.options.now().getTime());
  }
}
