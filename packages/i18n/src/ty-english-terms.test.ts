/**
 * A TY text that reads exactly like its EN text is almost always a text nobody translated. The few
 * that rightly stay English (brand names, game categories, loanwords Filipino players really use)
 * are listed once, with the reason, in `ty-english-terms.json`; everything else must be Filipino.
 */
import { describe, expect, it } from 'vitest';
import englishTerms from '../ty-english-terms.json';
import type { Namespace } from './resources';
import { NAMESPACES, baseResources, resources } from './resources';
import type { Tree } from './tree';
import { flatten } from './tree';

/** `{{placeholders}}` and `<tags>`: filled in at run time, the same in every language. */
const MARKUP = /\{\{[^}]*\}\}|<\/?\w+\s*\/?>/g;

/**
 * How two texts are compared: case, spacing and British or American spelling aside, so that
 * "Agent Center" is caught as the same text as "Agent centre".
 */
const comparable = (text: string) =>
  text
    .normalize('NFC')
    .toLocaleLowerCase('en')
    .replace(/\bcentre(s?)\b/g, 'center$1')
    .replace(/\blicence(s?)\b/g, 'license$1')
    .replace(/\s+/g, ' ')
    .trim();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A listed term as it may stand in a text: whole words only, case as listed. */
const termPatterns = Object.keys(englishTerms)
  .sort((a, b) => b.length - a.length)
  .map((term) => ({
    term,
    pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escape(term)}(?![\\p{L}\\p{N}])`, 'gu'),
  }));

/**
 * What of `text` no listed term accounts for: placeholders and tags are taken out, then every
 * listed term (longest first, as whole words, case-sensitive), and what is left must hold no letter.
 * So a two-word title stays English only when the whole title, or each of its words, is listed:
 * listing "Payment password" or both "Payment" and "password" — the list says which and why.
 */
function unlisted(text: string, used: Set<string> = new Set()): string {
  let rest = text.replace(MARKUP, ' ');
  for (const { term, pattern } of termPatterns) {
    rest = rest.replace(pattern, () => {
      used.add(term);
      return ' ';
    });
  }
  return /\p{L}/u.test(rest) ? rest.replace(/\s+/g, ' ').trim() : '';
}

type Bundles = Readonly<Record<Namespace, Tree>>;

/** Every TY text that reads as its EN text, as `namespace:key`, with what the list does not hold. */
function untranslated(en: Bundles, ty: Bundles, used: Set<string>) {
  return NAMESPACES.flatMap((namespace) => {
    const english = new Map(flatten(en[namespace]));
    return flatten(ty[namespace]).flatMap(([key, text]) => {
      const source = english.get(key);
      if (source === undefined || comparable(source) !== comparable(text)) return [];
      const rest = unlisted(text, used);
      return rest === '' ? [] : [`${namespace}:${key} = ${JSON.stringify(text)} (${rest})`];
    });
  });
}

describe('TY texts equal to their EN texts', () => {
  // Worked out once, so the last check sees every term the first two needed.
  const used = new Set<string>();
  const asShipped = untranslated(baseResources.en, baseResources.fil, used);
  const withLocalOverrides = untranslated(resources.en, resources.fil, used);

  it('are only brand names, game categories and loanwords the list holds (files as shipped)', () => {
    expect(asShipped).toEqual([]);
  });

  it('are only what the list holds with the local overrides laid over both languages', () => {
    expect(withLocalOverrides).toEqual([]);
  });

  it('the list holds no term that no such text needs, and says why each term stays', () => {
    const reasons = Object.entries(englishTerms as Record<string, string>);
    expect(reasons.filter(([, why]) => why.trim().length < 10).map(([term]) => term)).toEqual([]);
    expect(reasons.map(([term]) => term).filter((term) => !used.has(term))).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('see case and centre/center as the same text', () => {
    expect(comparable('Agent Center')).toBe(comparable('Agent centre'));
    expect(comparable('Member  centre ')).toBe(comparable('member centre'));
    expect(comparable('Sentro ng Miyembro')).not.toBe(comparable('Member centre'));
  });

  it('leave placeholders and punctuation out and keep any unlisted word', () => {
    expect(unlisted('{{points}} + {{money}}')).toBe('');
    expect(unlisted('{{start}} – {{end}}')).toBe('');
    expect(unlisted('Security question')).toBe('Security question');
    expect(unlisted('<1>Bad debt</1>: {{status}}')).toBe('Bad debt :');
  });
});
