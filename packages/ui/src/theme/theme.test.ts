// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio, tokensOf } from './contrast';

const css = readFileSync(new URL('./theme.css', import.meta.url), 'utf8');
const dark = tokensOf(css, ':root');
const light = tokensOf(css, "[data-theme='light']", dark);

/** WCAG 2.2 AA: 4.5 for normal text, 3 for large text and for what identifies a control or state. */
const TEXT = 4.5;
const UI = 3;

const SURFACES = ['--color-bg', '--color-surface', '--color-raised'] as const;

/** Every foreground the components put on a surface, with the ratio its use needs. */
const ON_SURFACES: readonly (readonly [token: string, minimum: number])[] = [
  ['--color-text', TEXT],
  ['--color-muted', TEXT],
  ['--color-primary-text', TEXT],
  ['--color-accent-text', TEXT],
  ['--color-success-text', TEXT],
  ['--color-warning-text', TEXT],
  ['--color-danger-text', TEXT],
  ['--color-control-border', UI],
  ['--color-focus', UI],
  ['--color-danger', UI],
];

/** Pairs that are not "something on a surface": text on a filled control. */
const FILLED: readonly (readonly [fg: string, bg: string, minimum: number])[] = [
  ['--color-on-primary', '--color-primary', TEXT],
];

const pairs = [
  ...ON_SURFACES.flatMap(([fg, minimum]) => SURFACES.map((bg) => [fg, bg, minimum] as const)),
  ...FILLED,
];

describe.each([
  ['dark', dark],
  ['light', light],
] as const)('the %s theme', (_name, tokens) => {
  const color = (token: string): string => {
    const value = tokens.get(token);
    if (value === undefined) throw new Error(`Missing token ${token}`);
    return value;
  };

  it.each(pairs)('%s on %s reaches %d:1', (fg, bg, minimum) => {
    expect(contrastRatio(color(fg), color(bg))).toBeGreaterThanOrEqual(minimum);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#f5c542', '#f5c542')).toBe(1);
  });

  it('matches a published value (#767676 on white is 4.54)', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('tokensOf', () => {
  it('lets the light theme inherit what it does not override', () => {
    expect(light.get('--color-primary')).toBe(dark.get('--color-primary'));
    expect(light.get('--color-text')).not.toBe(dark.get('--color-text'));
  });
});
