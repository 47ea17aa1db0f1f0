import { describe, expect, it } from 'vitest';
import { NAMESPACES, resources } from './resources';

type Tree = { readonly [key: string]: string | Tree };

/** `{ a: { b: 'x' } }` → `[['a.b', 'x']]` */
function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`),
  );
}

const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(NAMESPACES)('the %s namespace', (namespace) => {
  const en = new Map(flatten(resources.en[namespace]));
  const ty = new Map(flatten(resources.ty[namespace]));

  it('has every English key in Tagalog and no key Tagalog alone has', () => {
    expect([...ty.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('has no empty value in either language', () => {
    const empty = [...en, ...ty].filter(([, value]) => value.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('uses the same {{placeholders}} in both languages', () => {
    for (const [key, value] of en) {
      expect(placeholdersOf(ty.get(key) ?? ''), key).toEqual(placeholdersOf(value));
    }
  });
});
