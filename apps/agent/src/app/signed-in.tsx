/**
 * The signed-in agent centre, loaded when `/agentHome` is first opened (the login page does not
 * carry it): the guard, the frame with its menu, and each page of the registry.
 */
import type { AgentPage as AgentPageId } from '@gaming/domain/roles';
import { AGENT_DEFAULT_PAGE, AGENT_PAGES } from '@gaming/domain/roles';
import { useTranslation } from '@gaming/i18n';
import { lazyGroup } from '@gaming/kernel/lazy-chunk';
import { Navigate, Outlet, useParams } from 'react-router';
import { paths } from '../config/paths';
import { ContractOffers } from '../features/contracts/contract-offers';
import { NotFoundPage } from '../features/shell';
import { AgentFrame, AgentGuard, AgentPage, useAgentMenu } from '../features/shell/centre';
import type { AgentPageEntry } from './agent-pages';
import { agentPageOf, agentPages, isAgentAccountPage, isAgentPage } from './agent-pages';

// Each page's chunk has its own failure and retry (§8): the frame and its menu stay.
const screens = {} as Record<AgentPageId, ReturnType<typeof lazyGroup>>;
for (const page of AGENT_PAGES) {
  const entry: AgentPageEntry = agentPages[page];
  screens[page] = lazyGroup(entry.load);
}

// The page a visit lands on (its chunk started by the router, beside this one) is ready before the
// frame's first render; the router's loader waits for it (`withLandingPage`).
const landing = agentPageOf(window.location.pathname);
export const landingPage: Promise<void> =
  landing === null ? Promise.resolve() : screens[landing].preload();

/** `/agentHome/*`: only a signed-in agent, inside the agent frame. */
export function SignedInLayout() {
  return (
    <AgentGuard>
      {/* An offer from the upline waits for this agent's answer (§4 Contracts). */}
      <AgentFrame notices={<ContractOffers />}>
        <Outlet />
      </AgentFrame>
    </AgentGuard>
  );
}

/**
 * `/agentHome` (the default page) and `/agentHome/<page>`: the registry's page when the menu shows
 * it (§6 settings) or it is an account page; any other address is not found.
 */
export function AgentPageRoute() {
  const { t } = useTranslation('agent');
  const { page: param } = useParams();
  const visible = useAgentMenu();
  const page = param ?? AGENT_DEFAULT_PAGE;
  // The default page has one address.
  if (param === AGENT_DEFAULT_PAGE) return <Navigate to={paths.agentHome.href()} replace />;
  if (
    !isAgentPage(page) ||
    !(isAgentAccountPage(page) || (visible as readonly AgentPageId[]).includes(page))
  )
    return <NotFoundPage inCentre />;
  const Screen = screens[page];
  return (
    <AgentPage key={page} title={t(agentPages[page].titleKey)}>
      <Screen />
    </AgentPage>
  );
}
