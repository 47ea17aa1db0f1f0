import { describe, expect, it } from 'vitest';
import { NAMESPACES, baseResources } from './resources';
import { flatten } from './tree';

const PLURAL = /_(zero|one|two|few|many|other)$/;

const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort();

/** `<link>…</link>` and `<1>…</1>` tags that `<Trans>` fills with components. */
const tagsOf = (text: string) => [...text.matchAll(/<\/?(\w+)\s*\/?>/g)].map((m) => m[0]).sort();

describe.each(NAMESPACES)('the %s namespace', (namespace) => {
  const en = new Map(flatten(baseResources.en[namespace]));
  const ty = new Map(flatten(baseResources.fil[namespace]));

  it('has every English key in Tagalog and no key Tagalog alone has', () => {
    expect([...ty.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('has no empty value in either language', () => {
    const empty = [...en, ...ty].filter(([, value]) => value.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('uses the same {{placeholders}} and <tags> in both languages', () => {
    for (const [key, value] of en) {
      expect(placeholdersOf(ty.get(key) ?? ''), key).toEqual(placeholdersOf(value));
      expect(tagsOf(ty.get(key) ?? ''), key).toEqual(tagsOf(value));
    }
  });

  it('writes both plural forms, _one and _other, wherever a {{count}} is shown', () => {
    for (const [key, value] of [...en, ...ty]) {
      if (!placeholdersOf(value).includes('count')) continue;
      expect(key, `${key} shows a count: it needs _one and _other`).toMatch(PLURAL);
    }
    for (const key of en.keys()) {
      if (!PLURAL.test(key)) continue;
      const stem = key.replace(PLURAL, '');
      expect(en.has(`${stem}_one`) && en.has(`${stem}_other`), `${stem}_one and _other`).toBe(true);
    }
  });
});

describe('the validation namespace', () => {
  const patternIds = [
    'length',
    'letterThenAlnum',
    'chineseDigits',
    'email',
    'alphanumeric',
    'lettersAndDigits',
    'digits',
    'alnumUpper',
    'englishSpaces',
    'noSpaces',
    'dateYmd',
    'dateMdy',
    'korean',
    'thai',
    'thaiEnglishSpaces',
    'upperSpaces',
    'lettersDigitsSymbols',
  ];
  const expected: Record<string, string[]> = {
    required: [],
    not_empty: [],
    inconsistent_twice: [],
    length_range: ['max', 'min'],
    length_exact: ['length'],
    pattern_invalid: [],
    mobile_format: [],
    mobile_placeholder_one: ['count'],
    mobile_placeholder_other: ['count'],
    email_format: [],
    feedback_too_long: ['max'],
    image_type: [],
    image_too_large: ['max'],
    too_many_images: ['max'],
    age_confirmation: ['age'],
    support_words: ['max', 'min'],
    account_number: ['max', 'min'],
    ...Object.fromEntries(
      patternIds.flatMap((id) => [
        [`pattern.${id}`, ['max', 'min']],
        [`pattern.${id}_exact`, ['length']],
      ]),
    ),
  };

  it('has exactly the keys the domain rules return, with their interpolation values', () => {
    const en = Object.fromEntries(
      flatten(baseResources.en.validation).map(([key, value]) => [key, placeholdersOf(value)]),
    );
    expect(en).toEqual(expected);
  });
});
