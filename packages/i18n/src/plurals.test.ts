import { describe, expect, it } from 'vitest';
import type { Language } from './index';
import { createI18n } from './index';
import { NAMESPACES, baseResources } from './resources';
import { flatten } from './tree';

/** `{{name}}` of a text, without format arguments. */
const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1] ?? '');

/** Every pluralised text (`stem_one` / `stem_other`) as `namespace:stem`, with its values. */
const pluralised = NAMESPACES.flatMap((namespace) =>
  flatten(baseResources.en[namespace]).flatMap(([key, text]) =>
    key.endsWith('_other')
      ? [{ key: `${namespace}:${key.slice(0, -'_other'.length)}`, names: placeholdersOf(text) }]
      : [],
  ),
);

describe('plural forms', () => {
  it('follow Tagalog rules in TY: one for 1 and 10, other for 4', () => {
    const i18n = createI18n('TY');
    expect(i18n.t('games:count', { count: 1 })).toBe('1 laro');
    expect(i18n.t('games:count', { count: 4 })).toBe('4 na laro');
    expect(i18n.t('games:count', { count: 10 })).toBe('10 laro');
    expect(i18n.t('time.seconds', { count: 6 })).toBe('6 na segundo');
    expect(i18n.t('time.seconds', { count: 5 })).toBe('5 segundo');
  });

  it('follow English rules in EN: one for 1 only', () => {
    const i18n = createI18n('EN');
    expect(i18n.t('games:count', { count: 1 })).toBe('1 game');
    expect(i18n.t('games:count', { count: 4 })).toBe('4 games');
    expect(i18n.t('games:count', { count: 10 })).toBe('10 games');
    expect(i18n.t('member:badges.messages', { count: 1 })).toBe('1 unread message');
  });

  it('resolve the mobile placeholder the validation rules return with a count', () => {
    const i18n = createI18n('TY');
    expect(i18n.t('validation:mobile_placeholder', { count: 11 })).toBe(
      '11-digit na numero ng mobile',
    );
  });

  // Tagalog's `one` is not "exactly 1": it covers 0-3, 5, 7, 8, 10, 11 and so on. A `_one` form that
  // words the text for a single item ("Isang panahon…", no count, no last day) then reads wrong
  // for 5 periods. Every form shows the count and every value, whatever the count.
  it.each<Language>(['TY', 'EN'])(
    'show the count and every value in every plural form in %s, for any count',
    (language) => {
      const i18n = createI18n(language);
      const translate = i18n.t as unknown as (key: string, values: object) => string;
      const missing: string[] = [];
      for (const { key, names } of pluralised) {
        const values = Object.fromEntries(names.map((name) => [name, `‹${name}›`]));
        for (const count of [0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 21]) {
          const text = translate(key, { ...values, count });
          const absent = names
            .filter((name) => !text.includes(name === 'count' ? String(count) : `‹${name}›`))
            .map((name) => `{{${name}}}`);
          if (absent.length > 0)
            missing.push(`${key} (count ${String(count)}): ${absent.join(' ')}`);
        }
      }
      expect(missing).toEqual([]);
    },
  );
});
