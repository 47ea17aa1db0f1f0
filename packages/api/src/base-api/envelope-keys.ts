/**
 * The platform's envelope key, fetched once per API base and kept until the platform rotates it,
 * with the difference between the platform's clock and this device's (sealed requests carry their
 * time on the platform's clock, and a phone's clock may be minutes off).
 */
import type { EnvelopePublicKey } from '../envelope/envelope';
import { importEnvelopePublicKey } from '../envelope/envelope';
import type { RsaKeyValue } from '../wire/session';

export interface EnvelopeKey {
  key: EnvelopePublicKey;
  /** Add to `Date.now()` for the platform's time. */
  clockOffsetMs: number;
}

const keys = new Map<string, Promise<EnvelopeKey>>();

export function envelopeKeyFor(
  apiBase: string,
  fetchKey: () => Promise<RsaKeyValue>,
): Promise<EnvelopeKey> {
  let key = keys.get(apiBase);
  if (!key) {
    key = fetchKey().then(async (value) => ({
      key: await importEnvelopePublicKey(value.keyId, value.publicKey),
      // A platform that does not tell its time is taken to share this device's clock.
      clockOffsetMs: Number.isFinite(value.serverTime) ? value.serverTime - Date.now() : 0,
    }));
    // A failed fetch is not cached: the next sealed call tries again.
    key.catch(() => keys.delete(apiBase));
    keys.set(apiBase, key);
  }
  return key;
}

export function forgetEnvelopeKey(apiBase: string): void {
  keys.delete(apiBase);
}
