import { describe, expect, it } from 'vitest';
import { languageOf, toBcp47, toI18nextCode } from './language';

describe('language codes', () => {
  it('maps TY to fil for Intl and for i18next (Tagalog plural rules)', () => {
    expect(toBcp47('TY')).toBe('fil');
    expect(toBcp47('ty')).toBe('fil');
    expect(toBcp47('EN')).toBe('en');
    expect(toI18nextCode('TY')).toBe('fil');
    expect(toI18nextCode('EN')).toBe('en');
  });

  it('keeps the code of another language in canonical case, and reads nonsense as en', () => {
    expect(toI18nextCode('PT')).toBe('pt');
    expect(toI18nextCode('zh-cn')).toBe('zh-CN');
    expect(toBcp47('VI')).toBe('vi');
    expect(toBcp47('not a language')).toBe('en');
  });

  it('reads an unknown or absent stored language as EN, and i18next’s fil as TY', () => {
    expect(languageOf('ty')).toBe('TY');
    expect(languageOf('fil')).toBe('TY');
    expect(languageOf('FR')).toBe('EN');
    expect(languageOf(null)).toBe('EN');
  });
});
