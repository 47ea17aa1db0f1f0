import { describe, expect, it } from 'vitest';
import { deviceOf, securityBandOf } from './security';

describe('the security score band', () => {
  it.each([
    [100, 'high'],
    [81, 'high'],
    [80, 'mid'],
    [61, 'mid'],
    [60, 'low'],
    [0, 'low'],
  ] as const)('%i is %s', (progress, band) => {
    expect(securityBandOf(progress)).toBe(band);
  });
});

describe('the device of a user agent', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome',
      'Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari',
      'iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge',
      'Windows',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox', 'Linux'],
    ['Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0.0.0', 'Chrome', 'Linux'],
  ])('%s', (userAgent, browser, os) => {
    expect(deviceOf(userAgent)).toEqual({ browser, os });
  });

  it('names nothing for an empty or unknown agent', () => {
    expect(deviceOf('')).toEqual({ browser: null, os: null });
    expect(deviceOf('curl/8.5.0')).toEqual({ browser: null, os: null });
  });
});
