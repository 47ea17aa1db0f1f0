/** Translation files as trees of strings, and the deep merge that lays an override over a base. */

/** A parsed translation file: nested objects whose leaves are strings. */
export interface Tree {
  readonly [key: string]: string | Tree;
}

/** Whether a value parsed from JSON is a translation tree (an object of strings and trees). */
export function isTree(value: unknown): value is Tree {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((child) => typeof child === 'string' || isTree(child));
}

/**
 * `override` laid over `base`: a leaf of the override replaces the base's, nested objects merge, keys
 * only one side has are kept. Neither input changes; the result has the base's type.
 */
export function deepMerge<T extends Tree>(base: T, override: Tree | undefined): T {
  if (override === undefined) return base;
  const merged: Record<string, string | Tree> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] =
      typeof value !== 'string' && current !== undefined && typeof current !== 'string'
        ? deepMerge(current, value)
        : value;
  }
  return merged as T;
}

/** `{ a: { b: 'x' } }` → `[['a.b', 'x']]`: every leaf with its dotted key. */
export function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`),
  );
}
