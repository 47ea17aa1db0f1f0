import { ErrorCode } from '@gaming/api/wire';
import { createI18n, errorKeyOf } from '@gaming/i18n';
import { describe, expect, it } from 'vitest';

describe('the error catalogue', () => {
  it.each(Object.values(ErrorCode))('has a message for %s in EN and TY', (code) => {
    const key = errorKeyOf(code);
    if (code !== ErrorCode.unknown) expect(key).not.toBe('unknown_error');
    expect(createI18n('EN').t(`errors:${key}`)).not.toBe(key);
    expect(createI18n('TY').t(`errors:${key}`)).not.toBe(createI18n('EN').t(`errors:${key}`));
  });
});
