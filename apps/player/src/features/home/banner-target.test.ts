import { describe, expect, it } from 'vitest';
import { bannerTargetOf } from './banner-target';

describe('bannerTargetOf', () => {
  it('routes a URL banner with a site path', () => {
    expect(bannerTargetOf({ linkageType: 'URL', linkageTarget: '/promotions' })).toEqual({
      kind: 'route',
      path: '/promotions',
    });
  });

  it('opens a URL banner with an http(s) address in a new tab', () => {
    expect(bannerTargetOf({ linkageType: 'URL', linkageTarget: 'https://news.example/a' })).toEqual(
      { kind: 'external', url: 'https://news.example/a' },
    );
  });

  it('sends a PROMOTION banner to the promotions page', () => {
    expect(bannerTargetOf({ linkageType: 'PROMOTION', linkageTarget: '12' })).toEqual({
      kind: 'route',
      path: '/promotions',
    });
  });

  it.each([
    ['URL', 'javascript:alert(1)'],
    ['URL', '//evil.example'],
    ['URL', 'data:text/html,x'],
    ['URL', null],
    ['NONE', null],
    ['GAME', 'G1'],
  ])('ignores %s %j', (linkageType, linkageTarget) => {
    expect(bannerTargetOf({ linkageType, linkageTarget })).toBeNull();
  });
});
