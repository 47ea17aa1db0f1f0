import { describe, expect, it } from 'vitest';
import { clearSessionKeepingMerchant, SESSION_KEYS } from './session-storage';

function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    clear: () => map.clear(),
    entries: () => Object.fromEntries(map),
  };
}

describe('logout clears session storage but keeps the merchant code (§4 Session)', () => {
  it('keeps only the merchant code', () => {
    const storage = memoryStorage({
      [SESSION_KEYS.token]: 't',
      [SESSION_KEYS.merchantCode]: 'PHDEMO',
      isAgent: '1',
    });
    clearSessionKeepingMerchant(storage);
    expect(storage.entries()).toEqual({ merchantCode: 'PHDEMO' });
  });
  it('clears everything when no merchant code was stored', () => {
    const storage = memoryStorage({ [SESSION_KEYS.token]: 't' });
    clearSessionKeepingMerchant(storage);
    expect(storage.entries()).toEqual({});
  });
});
