import { describe, expect, it } from 'vitest';
import enErrors from '../locales/en/errors.json';
import { ERROR_KEYS, errorKeyOf } from './error-keys';

describe('the error keys', () => {
  it('are exactly the keys of the English catalogue', () => {
    expect([...ERROR_KEYS].sort()).toEqual(Object.keys(enErrors).sort());
  });

  it('are written from the catalogue, in its order (else run `pnpm --filter @gaming/i18n error-keys`)', () => {
    expect(ERROR_KEYS).toEqual(Object.keys(enErrors));
  });

  it('turn a wire code into its key, and an unknown code into unknown_error', () => {
    expect(errorKeyOf('merchant.missing')).toBe('merchant_missing');
    expect(errorKeyOf('no.such.code')).toBe('unknown_error');
  });
});
