import { describe, expect, it } from 'vitest';
import { createI18n } from './index';
import { bundledOverrideFiles, lazyOverrideFiles } from './locale-files';
import { baseResources, overridesOf, resources, withOverrides } from './resources';
import type { Tree } from './tree';
import { deepMerge, flatten, isTree } from './tree';

describe('the local override layer', () => {
  it('wins over the base EN and TY files at start', () => {
    expect(baseResources.en.common.money.currency_name).toBe('Credits');
    expect(resources.en.common.money.currency_name).toBe('Peso');
    expect(resources.fil.common.money.currency_name).toBe('Piso');
    expect(createI18n('EN').t('money.currency_name')).toBe('Peso');
    expect(createI18n('TY').t('money.currency_name')).toBe('Piso');
  });

  it('leaves every key it does not name as the base has it', () => {
    expect(resources.en.common.money.amount).toBe(baseResources.en.common.money.amount);
    expect(resources.en.games.categories.LIVE).toBe('Live casino');
    expect(resources.fil.games.categories.COCKFIGHT).toBe('Sabong');
  });

  it('exists for EN, TY and PT, and names only keys the English base has', async () => {
    const lazy = await Promise.all(
      Object.entries(lazyOverrideFiles).map(async ([path, load]) => [path, await load()] as const),
    );
    const files = [...Object.entries(bundledOverrideFiles), ...lazy];
    const folders = new Set(files.map(([path]) => path.split('/').at(-2)));
    expect([...folders].sort()).toEqual(['en', 'pt', 'ty']);
    const english = new Set(
      Object.entries(baseResources.en).flatMap(([ns, tree]) =>
        flatten(tree).map(([key]) => `${ns}:${key}`),
      ),
    );
    for (const [path, content] of files) {
      const namespace = path.split('/').at(-1)?.replace('.json', '');
      expect(isTree(content), path).toBe(true);
      if (!isTree(content)) continue;
      for (const [key] of flatten(content)) expect(english, path).toContain(`${namespace}:${key}`);
    }
  });
});

describe('overridesOf and withOverrides', () => {
  it('pick one folder’s files and lay them over that language', () => {
    const files = {
      '../overrides/en/common.json': { brand: 'Local brand' },
      '../overrides/pt/common.json': { brand: 'Marca' },
    };
    const overrides = overridesOf(files, 'en');
    expect(overrides).toEqual({ common: { brand: 'Local brand' } });
    expect(withOverrides(baseResources.en, overrides).common.brand).toBe('Local brand');
  });

  it('refuse a file that is not a translation tree', () => {
    expect(() => overridesOf({ '../overrides/en/common.json': [1] }, 'en')).toThrow(
      /not a translation/,
    );
  });
});

describe('deepMerge', () => {
  const base: Tree = { a: 'A', nested: { b: 'B', c: 'C' } };

  it('replaces leaves, merges nested objects and keeps what only one side has', () => {
    expect(deepMerge(base, { nested: { c: 'c!' }, extra: 'E' })).toEqual({
      a: 'A',
      nested: { b: 'B', c: 'c!' },
      extra: 'E',
    });
  });

  it('changes neither input', () => {
    const override: Tree = { nested: { b: 'b!' } };
    deepMerge(base, override);
    expect(base).toEqual({ a: 'A', nested: { b: 'B', c: 'C' } });
    expect(override).toEqual({ nested: { b: 'b!' } });
  });

  it('returns the base itself without an override', () => {
    expect(deepMerge(base, undefined)).toBe(base);
  });
});
