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

/** The calls carrying the session that a visit landing on `pathname` (and `search`) makes first. */
export function signedInCallsOf(pathname: string, search: string): readonly string[] {
  if (pathname !== '/agentHome' && !pathname.startsWith('/agentHome/')) return [];
  // The overview's period comes from the query; only today's (the default) is guessed. A `?token=`
  // of the address is the session, not the page's.
  const query = new URLSearchParams(search);
  query.delete('token');
  return pathname === '/agentHome' && query.size === 0
    ? [...FRAME_CALLS, ...TEAM_OVERVIEW_CALLS]
    : FRAME_CALLS;
}
