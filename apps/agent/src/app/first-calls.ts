/**
 * The calls carrying the session that the boot starts before the app runs (boot.ts), exactly as
 * the app's endpoints make them, so the app takes their answers. Written out rather than built from
 * the API's call tables, which would bring them into the first paint; first-calls.test.ts keeps
 * them equal to what the endpoints ask for.
 */

/** The agent frame's header: the agent and the consolidated funds. */
const FRAME_CALLS = ['/wps/member/info', '/wps/member/info/funds/consolidated'] as const;

/**
 * The default page (`/agentHome` without a query): the balance, the team overview of today and
 * the trend.
 */
const TEAM_OVERVIEW_CALLS = [
  '/wps/v2/wallets/balance',
  '/wps/agent/team/overview?period=today',
  '/wps/agent/team/trend',
];

/** Whether `pathname` is in the signed-in agent centre (`/agentHome`, `/agentHome/<page>`). */
function inCentre(pathname: string): boolean {
  return pathname === '/agentHome' || pathname.startsWith('/agentHome/');
}

/** The calls carrying the session that a visit landing on `pathname` (and `search`) makes first. */
export function signedInCallsOf(pathname: string, search: string): readonly string[] {
  if (!inCentre(pathname)) return [];
  // The overview's period comes from the query; only today's (the default) is guessed. A `?token=`
  // of the address is the session, not the page's.
  const query = new URLSearchParams(search);
  query.delete('token');
  return pathname === '/agentHome' && query.size === 0
    ? [...FRAME_CALLS, ...TEAM_OVERVIEW_CALLS]
    : FRAME_CALLS;
}

/** The texts every page's first render waits for (`PRELOADED_NAMESPACES` of @gaming/i18n/app). */
const FIRST_TEXTS = ['games', 'tiles', 'ui', 'errors'] as const;

/** The agent centre's texts, which a visit landing on it loads with those (main.tsx). */
export const CENTRE_TEXTS = ['agent'] as const;

/** Every namespace the boot may fetch: index.html names their files (vite.config.ts). */
export const BOOT_TEXTS = [...FIRST_TEXTS, ...CENTRE_TEXTS];

/** The texts the first render of the page at `pathname` waits for. */
export function firstTextsOf(pathname: string): readonly string[] {
  return inCentre(pathname) ? BOOT_TEXTS : FIRST_TEXTS;
}
