import { describe, expect, it } from 'vitest';
import { initialMerchantCodeOf, initialTokenOf } from './initial-session';

describe('initialTokenOf', () => {
  it('takes the token from the URL when nobody is signed in, and cleans the address', () => {
    expect(initialTokenOf('https://site.example/home?token=abc&x=1#top', null)).toEqual({
      token: 'abc',
      cleanedUrl: '/home?x=1#top',
      offered: null,
    });
  });

  it('keeps the signed-in session and only offers another URL token', () => {
    expect(initialTokenOf('https://site.example/home?token=abc', 'old')).toEqual({
      token: 'old',
      cleanedUrl: '/home',
      offered: 'abc',
    });
    expect(initialTokenOf('https://site.example/?token=old', 'old')).toEqual({
      token: 'old',
      cleanedUrl: '/',
      offered: null,
    });
  });

  it('keeps the stored token when the URL has none', () => {
    expect(initialTokenOf('https://site.example/', 'old')).toEqual({
      token: 'old',
      cleanedUrl: null,
      offered: null,
    });
    expect(initialTokenOf('https://site.example/', null)).toEqual({
      token: null,
      cleanedUrl: null,
      offered: null,
    });
  });

  it('drops an empty URL token from the address and falls back to the stored one', () => {
    expect(initialTokenOf('https://site.example/?token=', 'old')).toEqual({
      token: 'old',
      cleanedUrl: '/',
      offered: null,
    });
    expect(initialTokenOf('https://site.example/?token=', '')).toEqual({
      token: null,
      cleanedUrl: '/',
      offered: null,
    });
  });

  it('takes the first non-blank token when the address repeats it', () => {
    expect(initialTokenOf('https://site.example/?token=%20&token=abc&token=def', null)).toEqual({
      token: 'abc',
      cleanedUrl: '/',
      offered: null,
    });
  });
});

describe('initialMerchantCodeOf', () => {
  it('prefers the merchant code chosen in this tab over the configured one', () => {
    expect(initialMerchantCodeOf('OTHER', 'PHDEMO')).toBe('OTHER');
    expect(initialMerchantCodeOf(null, 'PHDEMO')).toBe('PHDEMO');
    expect(initialMerchantCodeOf('  ', 'PHDEMO')).toBe('PHDEMO');
  });
});
