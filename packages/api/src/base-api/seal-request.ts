/**
 * Seals a request body with the crypto envelope. Loaded on the first sealed call (login, password,
 * free play…), so the crypto code is not part of any app's first paint.
 */
import { ENCRYPTION_HEADER, seal } from '../envelope/envelope';
import type { RsaKeyValue } from '../wire/session';
import { envelopeKeyFor } from './envelope-keys';

export { forgetEnvelopeKey } from './envelope-keys';

export async function sealRequest(
  apiBase: string,
  body: unknown,
  fetchKey: () => Promise<RsaKeyValue>,
): Promise<{ header: string; encryption: string; body: unknown }> {
  const { key, clockOffsetMs } = await envelopeKeyFor(apiBase, fetchKey);
  const sealed = await seal(body ?? {}, key, Date.now() + clockOffsetMs);
  return { header: ENCRYPTION_HEADER, encryption: sealed.encryption, body: sealed.body };
}
