/** The platform's envelope key, fetched once per API base and kept until the platform rotates it. */
import type { EnvelopePublicKey } from '../envelope';
import { importEnvelopePublicKey } from '../envelope';
import type { RsaKeyValue } from '../wire/session';

const keys = new Map<string, Promise<EnvelopePublicKey>>();

export function envelopeKeyFor(
  apiBase: string,
  fetchKey: () => Promise<RsaKeyValue>,
): Promise<EnvelopePublicKey> {
  let key = keys.get(apiBase);
  if (!key) {
    key = fetchKey().then((value) => importEnvelopePublicKey(value.keyId, value.publicKey));
    // A failed fetch is not cached: the next sealed call tries again.
    key.catch(() => keys.delete(apiBase));
    keys.set(apiBase, key);
  }
  return key;
}

export function forgetEnvelopeKey(apiBase: string): void {
  keys.delete(apiBase);
}
