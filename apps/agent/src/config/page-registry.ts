/**
 * Every address of the agent app and who opens it: what a walk over the whole app visits (the
 * end-to-end screen walk). The centre's pages are the domain's pages (the menu's and the account's),
 * the same list the router and the menu are built from, so a new page is walked as soon as it exists.
 */
import { AGENT_PAGES } from '@gaming/domain/roles';
import { paths } from './paths';

export interface WalkedAgentPage {
  path: string;
  /** The login page is a visitor's; the centre's pages are a signed-in agent's. */
  audience: 'visitor' | 'agent';
}

export function walkedAgentPages(): WalkedAgentPage[] {
  return [
    { path: paths.agentLogin.href(), audience: 'visitor' },
    ...AGENT_PAGES.map((page) => ({
      path: paths.agentHome.href(page),
      audience: 'agent' as const,
    })),
  ];
}
