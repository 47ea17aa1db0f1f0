/**
 * One spelling of "centre" in what users read: the spec names its screens "Member centre", "Agent
 * centre", "Security centre", so the catalogues use the British form and never "center". Only
 * values are checked: keys such as `securityCenter` are the spec's page ids, not text.
 */
import { describe, expect, it } from 'vitest';
import { NAMESPACES, baseResources, resources } from './resources';
import { flatten } from './tree';

const AMERICAN = /\bcenters?\b/i;

describe.each([
  ['EN', baseResources.en, resources.en],
  ['TY', baseResources.fil, resources.fil],
] as const)('%s texts', (_language, base, withOverrides) => {
  it('spell "centre", never "center" (files as shipped and with local overrides)', () => {
    const offending = [base, withOverrides].flatMap((bundles) =>
      NAMESPACES.flatMap((namespace) =>
        flatten(bundles[namespace])
          .filter(([, text]) => AMERICAN.test(text))
          .map(([key, text]) => `${namespace}:${key} = ${text}`),
      ),
    );
    expect([...new Set(offending)]).toEqual([]);
  });
});

describe('the spelling check', () => {
  it('catches "Center" in any case and leaves "centre" and words that only contain it', () => {
    expect(AMERICAN.test('Agent Center')).toBe(true);
    expect(AMERICAN.test('two centers')).toBe(true);
    expect(AMERICAN.test('Agent centre')).toBe(false);
    expect(AMERICAN.test('the epicentre of centering')).toBe(false);
  });
});
