/**
 * A call straight to the platform for tools outside the apps (the e2e suite, `pnpm bench`): JSON
 * with the merchant header, the envelope's value back, its errorCode thrown. Node or browser.
 */
import type { ApiEnvelope } from '../wire/envelope';

export type PlatformCall = <T>(path: string, init?: RequestInit) => Promise<T>;

export function platformCall(platformUrl: string, merchant = 'PHDEMO'): PlatformCall {
  return async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(platformUrl + path, {
      ...init,
      headers: {
        Merchant: merchant,
        'content-type': 'application/json',
        ...(init.headers as Record<string, string>),
      },
    });
    const envelope = (await response.json()) as ApiEnvelope<T>;
    if (!envelope.success) throw new Error(`${path}: ${envelope.errorCode ?? response.status}`);
    return envelope.value as T;
  };
}
