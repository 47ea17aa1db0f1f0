/** The translation namespaces, one per area of the product, and where their files live. */

/**
 * `ui` and `tiles` belong to the UI kit's components; the others to the screens of the spec:
 * `common` shell and shared words, `system` site states, `errors` the error catalogue (§8), `auth`
 * login and registration, `games` lobbies and lottery, `member` the member centre, `agent` the agent
 * centre, `validation` form rules (§5), `status` every status of §4, `marketing` the selling lines,
 * `rewards` the points mall and missions, `promotions` the promotions page and reward centre,
 * `support` customer service, feedback, mirror sites, app download and the winners list,
 * `inbox` the member's messages and referral (invite and earn).
 */
export const NAMESPACES = [
  'common',
  'system',
  'errors',
  'auth',
  'games',
  'member',
  'agent',
  'validation',
  'status',
  'marketing',
  'support',
  'ui',
  'tiles',
  'rewards',
  'promotions',
  'inbox',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export function isNamespace(value: string): value is Namespace {
  return (NAMESPACES as readonly string[]).includes(value);
}

/**
 * The language folder and namespace of a translation file's path
 * (`../locales/pt/games.json` → `{ folder: 'pt', namespace: 'games' }`), or null for another file.
 */
export function translationFileOf(path: string): { folder: string; namespace: Namespace } | null {
  const match = /([^/]+)\/([^/]+)\.json$/.exec(path);
  const folder = match?.[1];
  const namespace = match?.[2];
  if (folder === undefined || namespace === undefined || !isNamespace(namespace)) return null;
  return { folder, namespace };
}
