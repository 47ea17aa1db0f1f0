import { describe, expect, it } from 'vitest';
import type { ServerRule } from './server-rule';
import { matchServerRule, mobilePlaceholder, mobilePlaceholderDigits } from './server-rule';

const rule = (
  acceptedPattern: string,
  minLength: number,
  maxLength: number,
  patternId: string,
): ServerRule => ({
  acceptedPattern,
  minLength,
  maxLength,
  patternId,
});

/** The seed's username and mobile number rules. */
const USERNAME = rule('^[A-Za-z][A-Za-z0-9]*$', 6, 16, 'letterThenAlnum');
const MOBILE = rule('^9\\d{9}$', 10, 10, 'digits');

describe('matchServerRule (§5 Server rules)', () => {
  it('accepts a value that matches acceptedPattern with its length within minLength and maxLength', () => {
    expect(matchServerRule('player01', USERNAME)).toEqual({ ok: true });
    expect(matchServerRule('9171234567', MOBILE)).toEqual({ ok: true });
  });

  it('checks the length before the pattern, and reports it with min and max inserted', () => {
    expect(matchServerRule('1a', USERNAME)).toEqual({
      ok: false,
      key: 'validation:length_range',
      values: { min: 6, max: 16 },
    });
    expect(matchServerRule('p'.repeat(17), USERNAME)).toMatchObject({
      key: 'validation:length_range',
    });
  });

  it('states a single number if minLength equals maxLength', () => {
    expect(matchServerRule('917', MOBILE)).toEqual({
      ok: false,
      key: 'validation:length_exact',
      values: { length: 10 },
    });
  });

  it('looks the pattern message up by patternId with min and max inserted', () => {
    expect(matchServerRule('1player', USERNAME)).toEqual({
      ok: false,
      key: 'validation:pattern.letterThenAlnum',
      values: { min: 6, max: 16 },
    });
  });

  it('inserts a single number into the pattern message if min and max are equal', () => {
    expect(matchServerRule('8171234567', MOBILE)).toEqual({
      ok: false,
      key: 'validation:pattern.digits_exact',
      values: { length: 10 },
    });
  });

  it('falls back to the length message for an unknown patternId', () => {
    expect(matchServerRule('abc!', rule('^[a-z]+$', 2, 8, 'mystery'))).toEqual({
      ok: false,
      key: 'validation:length_range',
      values: { min: 2, max: 8 },
    });
  });

  it('lets a lone * match anything, and treats an empty pattern the same', () => {
    expect(matchServerRule('any thing !', rule('*', 0, 32, 'length'))).toEqual({ ok: true });
    expect(matchServerRule(' ~ ', rule(' * ', 0, 32, 'length'))).toEqual({ ok: true });
    expect(matchServerRule('x', rule('', 0, 32, 'length'))).toEqual({ ok: true });
  });

  it('still checks the length for a lone *', () => {
    expect(matchServerRule('abc', rule('*', 4, 4, 'length'))).toEqual({
      ok: false,
      key: 'validation:length_exact',
      values: { length: 4 },
    });
  });

  it('matches the whole value, not a part of it', () => {
    expect(matchServerRule('abc-123', rule('[a-z]+', 1, 10, 'alphanumeric'))).toMatchObject({
      ok: false,
      key: 'validation:pattern.alphanumeric',
    });
  });

  it('reports a pattern that does not compile instead of throwing it', () => {
    expect(matchServerRule('abcdef', rule('^[a-z', 1, 10, 'alphanumeric'))).toEqual({
      ok: false,
      key: 'validation:pattern_invalid',
      values: {},
    });
  });

  it('reports a pattern that could backtrack catastrophically as invalid without running it', () => {
    const evil = rule('^(a+)+$', 1, 64, 'length');
    const started = performance.now();
    expect(matchServerRule(`${'a'.repeat(40)}!`, evil)).toMatchObject({
      key: 'validation:pattern_invalid',
    });
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('reports bounds that cannot be met as an invalid rule', () => {
    for (const [min, max] of [
      [8, 4],
      [-1, 4],
      [0, Number.NaN],
      [0.5, 4],
      [0, Infinity],
    ] as const) {
      expect(matchServerRule('abcd', rule('*', min, max, 'length'))).toMatchObject({
        key: 'validation:pattern_invalid',
      });
    }
  });

  it('checks the Thai, Korean and date kinds a server may send', () => {
    const thai = rule('^[\\u0E00-\\u0E7F]+$', 1, 20, 'thai');
    expect(matchServerRule('สวัสดี', thai)).toEqual({ ok: true });
    expect(matchServerRule('hello', thai)).toMatchObject({ key: 'validation:pattern.thai' });
    const korean = rule('^[\\uAC00-\\uD7A3]+$', 1, 20, 'korean');
    expect(matchServerRule('안녕하세요', korean)).toEqual({ ok: true });
    const date = rule('^\\d{4}-\\d{2}-\\d{2}$', 10, 10, 'dateYmd');
    expect(matchServerRule('2024-01-31', date)).toEqual({ ok: true });
    expect(matchServerRule('01-31-2024', date)).toMatchObject({
      key: 'validation:pattern.dateYmd_exact',
    });
  });
});

describe('mobilePlaceholderDigits', () => {
  it('states the digit count from maxLength', () => {
    expect(mobilePlaceholderDigits(MOBILE)).toBe(10);
    expect(mobilePlaceholder(rule('^\\d+$', 7, 11, 'digits'))).toEqual({
      key: 'validation:mobile_placeholder',
      values: { count: 11 },
    });
  });

  it('gives no count when maxLength is not a positive whole number', () => {
    expect(mobilePlaceholderDigits({ maxLength: 0 })).toBeNull();
    expect(mobilePlaceholderDigits({ maxLength: Number.NaN })).toBeNull();
    expect(mobilePlaceholder({ maxLength: -3 })).toBeNull();
  });
});
