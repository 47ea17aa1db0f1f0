import { describe, expect, it } from 'vitest';
import {
  MAX_PATTERN_LENGTH,
  MAX_UNBOUNDED_QUANTIFIERS,
  compileServerPattern,
  isBacktrackingSafe,
} from './safe-pattern';

/** The seed's registration patterns (apps/platform/src/seed/site.ts). */
const SEED_PATTERNS = [
  '^[A-Za-z][A-Za-z0-9]*$',
  '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$',
  '^9\\d{9}$',
  '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  '^[A-Za-z ]+$',
  '^\\d+$',
  '^[A-Za-z0-9]+$',
  '^\\S+$',
];

describe('isBacktrackingSafe', () => {
  it.each(SEED_PATTERNS)('accepts the seed pattern %s', (source) => {
    expect(isBacktrackingSafe(source)).toBe(true);
  });

  it.each([
    ['(a+)+$'],
    ['(a*)*'],
    ['(a|a)*'],
    ['(a|aa)+$'],
    ['(?:a?a)+$'],
    ['^([a-z]+)*$'],
    ['(\\d+){2,}'],
    ['(a+){10}'],
    ['^(([a-z])+.)+[A-Z]([a-z])+$'],
    ['(.*a){20}'],
    ['((ab)*)+'],
    ['(?=a+)+'],
    ['( \\s*)*'],
    ['( [^x]+)*'],
    ['([\\w.]+\\.)+'],
  ])('refuses %s: a repeated group holding a quantifier or an alternation', (source) => {
    expect(isBacktrackingSafe(source, '')).toBe(false);
  });

  it.each([['(a)\\1'], ['\\1'], ['(?<x>a)\\k<x>']])('refuses the backreference %s', (source) => {
    expect(isBacktrackingSafe(source)).toBe(false);
  });

  it.each([
    ['^[A-Z]+( [A-Z]+)*$'],
    ['^[A-Za-z]+(?: [A-Za-z]+)*$'],
    ['^[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+$'],
    ['^([0-9]{3}-)*[0-9]{4}$'],
    ['^(ab)+$'],
    ['^(a|b)?c$'],
    ['^(?:\\d+)?$'],
    ['^(\\d+)$'],
    ['^()*$'],
  ])('accepts %s: each repetition has one way to match', (source) => {
    expect(isBacktrackingSafe(source)).toBe(true);
  });

  it(`refuses more than ${MAX_UNBOUNDED_QUANTIFIERS} unbounded quantifiers in one context`, () => {
    expect(isBacktrackingSafe('^a*b*c*d*$')).toBe(true);
    expect(isBacktrackingSafe('^\\w*\\w*\\w*\\w*\\w*x$')).toBe(false);
    expect(isBacktrackingSafe('^(?:\\w*\\w*)(\\w*\\w*)\\w*x$')).toBe(false);
    expect(isBacktrackingSafe('^(?=.*a)(?=.*b)(?=.*c)(?=.*d)(?=.*e)\\w+$')).toBe(true);
    expect(isBacktrackingSafe('^(?=.*.*.*.*.*a)\\w+$')).toBe(false);
  });

  it('understands escapes, classes, groups and quantifiers of either syntax', () => {
    const sources = [
      '^\\x41\\u0041\\u{1F600}\\p{L}\\P{Lu}\\cA\\0\\t\\n\\b\\B$',
      '^[\\]\\\\a-z]+[^]?[]?$',
      '^(?<year>\\d{4})-(?<month>\\d{2})$',
      '^(?<=a)(?<!b)(?!c)x+?y*?z??w{2,}?v{1,3}$',
      '^a{,5}}]$',
      '^😀+$',
      '^\\xZZ\\uZZ\\c1\\-+$',
      '^a|b|$',
      '^\\p{L$',
    ];
    for (const source of sources) expect(isBacktrackingSafe(source, '')).toBe(true);
  });

  it.each([
    ['*a'],
    ['a**'],
    ['+'],
    ['?'],
    ['{2}'],
    ['(a'],
    ['a)'],
    ['[abc'],
    ['\\'],
    ['(?i:a)'],
    ['(?<1x>a)'],
  ])('refuses %s, which it does not understand', (source) => {
    expect(isBacktrackingSafe(source, '')).toBe(false);
  });

  it('refuses nesting deeper than 16 groups and patterns longer than the limit', () => {
    expect(isBacktrackingSafe(`${'('.repeat(16)}a${')'.repeat(16)}`)).toBe(true);
    expect(isBacktrackingSafe(`${'('.repeat(17)}a${')'.repeat(17)}`)).toBe(false);
    expect(isBacktrackingSafe('a'.repeat(MAX_PATTERN_LENGTH))).toBe(true);
    expect(isBacktrackingSafe('a'.repeat(MAX_PATTERN_LENGTH + 1))).toBe(false);
  });
});

describe('compileServerPattern', () => {
  it('matches the whole value, as the server does', () => {
    const pattern = compileServerPattern('[A-Za-z0-9]+');
    expect(pattern?.test('abc123')).toBe(true);
    expect(pattern?.test('abc 123')).toBe(false);
  });

  it('keeps top-level alternatives inside the anchors', () => {
    const pattern = compileServerPattern('a|b');
    expect(pattern?.test('a')).toBe(true);
    expect(pattern?.test('ab')).toBe(false);
  });

  it('uses Unicode mode when the pattern allows it, the legacy syntax otherwise', () => {
    expect(compileServerPattern('^\\p{Script=Thai}+$')?.flags).toBe('u');
    expect(compileServerPattern('^\\p{Script=Thai}+$')?.test('สวัสดี')).toBe(true);
    const legacy = compileServerPattern('^[\\w\\-]+\\-\\d$');
    expect(legacy?.flags).toBe('');
    expect(legacy?.test('a-b-1')).toBe(true);
  });

  it('gives null for a pattern that does not compile or is not safe', () => {
    expect(compileServerPattern('([a-z')).toBeNull();
    expect(compileServerPattern('(a+)+$')).toBeNull();
  });

  it('caches compiled patterns, starting afresh beyond the limit', () => {
    const first = compileServerPattern('^cached-0$');
    expect(compileServerPattern('^cached-0$')).toBe(first);
    for (let index = 1; index <= 300; index += 1) compileServerPattern(`^cached-${index}$`);
    const again = compileServerPattern('^cached-0$');
    expect(again).not.toBe(first);
    expect(again?.test('cached-0')).toBe(true);
  });
});
