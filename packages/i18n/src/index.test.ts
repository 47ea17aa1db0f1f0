import { describe, expect, it } from 'vitest';
import { createI18n, errorKeyOf, languageOf, toBcp47, toI18nextCode } from './index';

describe('createI18n', () => {
  it('starts initialised in the requested language', () => {
    const i18n = createI18n('TY');
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('ty');
    expect(i18n.t('home.title')).toBe('Maligayang pagdating');
    expect(i18n.t('errors:network_link_abnormal', { lng: 'en' })).toBe('Network link abnormal');
  });

  it('fails loudly on a missing key in tests', () => {
    const i18n = createI18n('EN');
    // @ts-expect-error: the key does not exist, which is the point
    expect(() => i18n.t('home.nope')).toThrow(/Missing translation "common:home.nope"/);
  });

  it('falls back to the key quietly when not strict (the browser build)', () => {
    const i18n = createI18n('EN', { strict: false });
    // @ts-expect-error: the key does not exist, which is the point
    expect(i18n.t('home.nope')).toBe('home.nope');
  });
});

describe('language codes', () => {
  it('maps TY to fil for Intl and ty for i18next', () => {
    expect(toBcp47('TY')).toBe('fil');
    expect(toBcp47('EN')).toBe('en');
    expect(toI18nextCode('TY')).toBe('ty');
  });

  it('reads an unknown or absent stored language as EN', () => {
    expect(languageOf('ty')).toBe('TY');
    expect(languageOf('FR')).toBe('EN');
    expect(languageOf(null)).toBe('EN');
  });
});

describe('errorKeyOf', () => {
  it('turns the dots of a wire code into underscores', () => {
    expect(errorKeyOf('merchant.missing')).toBe('merchant_missing');
    expect(errorKeyOf('TOO_MANY_REQUESTS')).toBe('TOO_MANY_REQUESTS');
    expect(errorKeyOf('network_link_abnormal')).toBe('network_link_abnormal');
  });

  it('reads a code the catalogue does not know as unknown_error', () => {
    expect(errorKeyOf('some.new.code')).toBe('unknown_error');
    expect(errorKeyOf('__proto__')).toBe('unknown_error');
  });
});
