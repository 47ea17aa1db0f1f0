import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickCdn } from './cdn';

const cdns = ['https://a.cdn', 'https://b.cdn', 'https://c.cdn'];

describe('CDN choice (§9 "Images use a random CDN from the server list")', () => {
  it('picks the CDN the random number points at', () => {
    expect(pickCdn(cdns, () => 0)).toBe('https://a.cdn');
    expect(pickCdn(cdns, () => 0.5)).toBe('https://b.cdn');
    expect(pickCdn(cdns, () => 0.999)).toBe('https://c.cdn');
  });
  it('loads from the same origin when the list is empty', () => {
    expect(pickCdn([], () => 0.5)).toBe('');
    expect(pickCdn([' ', ''], () => 0.5)).toBe('');
  });
  it('skips blank entries', () => {
    expect(pickCdn(['', ' https://a.cdn '], () => 0.9)).toBe('https://a.cdn');
  });
  it('stays in the list even with a random source outside [0, 1)', () => {
    expect(pickCdn(cdns, () => 1)).toBe('https://c.cdn');
    expect(pickCdn(cdns, () => -1)).toBe('https://a.cdn');
    expect(pickCdn(cdns, () => Number.NaN)).toBe('https://a.cdn');
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (r) => {
        expect(cdns).toContain(pickCdn(cdns, () => r));
      }),
    );
  });
});
