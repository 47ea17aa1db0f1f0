import type { AgentMenuPage } from '@gaming/domain/roles';
import { AGENT_MENU_PAGES } from '@gaming/domain/roles';
import { paths } from '../config/paths';

/** The payment password page, remembering the page that sent the agent there (`?from=`). */
export function paymentPasswordHref(from?: AgentMenuPage): string {
  const page = paths.agentHome.href('agentPaymentPassword');
  return from === undefined ? page : `${page}?from=${from}`;
}

/** The page `?from=` names, if it is one of the centre's menu pages (nothing else is linked back to). */
export function returnPageOf(from: string | null): AgentMenuPage | null {
  return (AGENT_MENU_PAGES as readonly (string | null)[]).includes(from)
    ? (from as AgentMenuPage)
    : null;
}
