/**
 * A session token for an account, signed in as the apps do it (the sealed username login with a
 * solved challenge), for tools outside the apps: the e2e suite and `pnpm bench`. Node or browser.
 */
import { importEnvelopePublicKey, seal } from '../envelope/envelope';
import { solveVerificationChallenge } from '../verification/solve-challenge';
import { platformCall } from './platform-call';
import type { LoginValue, RsaKeyValue } from '../wire/session';
import type { VerificationChallenge } from '../wire/verification';

export async function signInToken(
  platformUrl: string,
  username: string,
  password: string,
  merchant = 'PHDEMO',
): Promise<string> {
  const call = platformCall(platformUrl, merchant);
  const key = await call<RsaKeyValue>('/wps/session/key/rsa');
  const challenge = await solveVerificationChallenge(
    await call<VerificationChallenge>('/wps/verification/challenge'),
  );
  const sealed = await seal(
    { username, password, type: 'username', challenge },
    await importEnvelopePublicKey(key.keyId, key.publicKey),
  );
  const value = await call<LoginValue>('/wps/session/login', {
    method: 'POST',
    headers: { Encryption: sealed.encryption },
    body: JSON.stringify(sealed.body),
  });
  return value.token;
}

export { platformCall } from './platform-call';
export type { PlatformCall } from './platform-call';
