/** The agent app's routes of §2; screens link through these, never through literals. */
import type { AgentPage } from '@gaming/domain/roles';
import { AGENT_DEFAULT_PAGE } from '@gaming/domain/roles';

export const paths = {
  root: { path: '/' },
  /** The agent login page. */
  agentLogin: { path: '/agent', href: () => '/agent' },
  /**
   * The signed-in agent centre: `/agentHome` is the default page (team overview), every other page
   * (a menu page or an account page) is `/agentHome/<AgentPage>`.
   */
  agentHome: {
    path: '/agentHome',
    pagePath: ':page',
    href: (page: AgentPage = AGENT_DEFAULT_PAGE) =>
      page === AGENT_DEFAULT_PAGE ? '/agentHome' : `/agentHome/${page}`,
  },
} as const;

/** The login page that sends the agent back to `here` (an /agentHome address) after signing in. */
export function loginHrefReturningTo(here: string): string {
  return `${paths.agentLogin.href()}?next=${encodeURIComponent(here)}`;
}

/**
 * Where `?next=` sends the agent after signing in: only an address of the agent centre, so a link
 * cannot send a fresh session anywhere else (an open redirect); else the default page.
 */
export function returnPathOf(next: string | null): string {
  if (next === null) return paths.agentHome.href();
  const home = paths.agentHome.path;
  const safe =
    (next === home || next.startsWith(`${home}/`) || next.startsWith(`${home}?`)) &&
    !next.includes('\\') &&
    !next.startsWith('//');
  return safe ? next : paths.agentHome.href();
}

/**
 * The player site's pages the agent centre opens signed in (§2: deposit, withdraw, platform messages;
 * the security centre, to bind a mobile number), on the player origin of the runtime config, with
 * `?token=` (the player app loads that session).
 */
export const PLAYER_SITE_PAGES = {
  deposit: '/member/depositv2',
  withdraw: '/member/withdraw',
  messages: '/member/messageV2',
  /** Where a mobile number is bound (the payment password's reset by SMS needs one). */
  security: '/member/securityCenter',
} as const;
export type PlayerSitePage = keyof typeof PLAYER_SITE_PAGES;

export function playerSiteUrl(origin: string, page: PlayerSitePage, token: string): string {
  const url = new URL(PLAYER_SITE_PAGES[page], origin);
  url.searchParams.set('token', token);
  return url.toString();
}
