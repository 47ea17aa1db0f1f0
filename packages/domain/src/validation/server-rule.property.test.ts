import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidationMessage } from './messages';
import type { ServerRule } from './server-rule';
import { matchServerRule } from './server-rule';

/** Pieces a server pattern is made of, so generated patterns are often valid and often nested. */
const patternPiece = fc.constantFrom(
  '(',
  ')',
  '(?:',
  '(?=',
  '|',
  '*',
  '+',
  '?',
  '{2}',
  '{1,}',
  '{0,3}',
  '[a-z]',
  '[^\\s]',
  '\\d',
  '\\w',
  '\\1',
  '.',
  '^',
  '$',
  'a',
  'b',
  ' ',
  '\\',
  '[',
  ']',
  '{',
  '}',
  '-',
);
const pattern = fc.oneof(
  fc.string(),
  fc.array(patternPiece, { maxLength: 24 }).map((pieces) => pieces.join('')),
);
const bounds = fc
  .tuple(fc.nat({ max: 40 }), fc.nat({ max: 40 }))
  .map(([a, b]) => ({ minLength: Math.min(a, b), maxLength: Math.max(a, b) }));
const patternId = fc.oneof(
  fc.constantFrom('length', 'digits', 'email', 'letterThenAlnum', 'upperSpaces'),
  fc.string(),
);
const anyRule = fc.record({
  acceptedPattern: pattern,
  minLength: fc.oneof(fc.integer({ min: -5, max: 40 }), fc.double()),
  maxLength: fc.oneof(fc.integer({ min: -5, max: 40 }), fc.double()),
  patternId,
});
const lengthKeys = ['validation:length_range', 'validation:length_exact'];

describe('matchServerRule properties', () => {
  it('never throws for any pattern, bounds and value, and always gives ok or a known message', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 48 }),
        anyRule,
        (value, rule: ServerRule) => {
          const result = matchServerRule(value, rule);
          if (!result.ok)
            expect(isValidationMessage({ key: result.key, values: result.values })).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('lets a lone * accept any value whose length is within the bounds', () => {
    fc.assert(
      fc.property(
        bounds,
        fc.string({ unit: 'binary', maxLength: 40 }),
        patternId,
        (range, value, id) => {
          fc.pre(value.length >= range.minLength && value.length <= range.maxLength);
          expect(matchServerRule(value, { acceptedPattern: '*', patternId: id, ...range })).toEqual(
            { ok: true },
          );
        },
      ),
    );
  });

  it('never accepts a value longer than maxLength, and reports its length', () => {
    fc.assert(
      fc.property(
        bounds,
        pattern,
        patternId,
        fc.string({ minLength: 1, maxLength: 20 }),
        (range, source, id, extra) => {
          const value = 'x'.repeat(range.maxLength) + extra;
          const result = matchServerRule(value, {
            acceptedPattern: source,
            patternId: id,
            ...range,
          });
          expect(result.ok).toBe(false);
          if (!result.ok) expect(lengthKeys).toContain(result.key);
        },
      ),
    );
  });

  it('never accepts a value shorter than minLength, and reports its length', () => {
    fc.assert(
      fc.property(bounds, pattern, patternId, (range, source, id) => {
        fc.pre(range.minLength > 0);
        const value = 'x'.repeat(range.minLength - 1);
        const result = matchServerRule(value, { acceptedPattern: source, patternId: id, ...range });
        expect(result.ok).toBe(false);
        if (!result.ok) expect(lengthKeys).toContain(result.key);
      }),
    );
  });

  it('states a single number exactly when minLength equals maxLength', () => {
    fc.assert(
      fc.property(bounds, fc.string({ maxLength: 50 }), (range, value) => {
        const result = matchServerRule(value, {
          acceptedPattern: '^\\d+$',
          patternId: 'digits',
          ...range,
        });
        if (result.ok) return;
        const single = range.minLength === range.maxLength;
        expect(result.key.endsWith('_exact')).toBe(single);
        expect(Object.keys(result.values).sort()).toEqual(single ? ['length'] : ['max', 'min']);
      }),
    );
  });

  it('refuses every nested-quantifier shape that backtracks catastrophically, (a+)+ and the like', () => {
    const quantifier = fc.constantFrom('+', '*', '{1,}', '{2,}');
    const atom = fc.constantFrom('a', '\\w', '[a-z]', '.', 'a|b', 'a|a');
    fc.assert(
      fc.property(atom, quantifier, quantifier, fc.boolean(), (inner, innerQ, outerQ, anchored) => {
        const group = `(${inner}${innerQ})${outerQ}`;
        const source = anchored ? `^${group}$` : group;
        const result = matchServerRule('aaaaaaaaaaaaaaaaaaaaaaaaaaaa!', {
          acceptedPattern: source,
          minLength: 0,
          maxLength: 40,
          patternId: 'length',
        });
        expect(result).toMatchObject({ ok: false, key: 'validation:pattern_invalid' });
      }),
    );
  });
});
