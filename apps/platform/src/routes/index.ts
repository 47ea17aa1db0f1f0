/**
 * The platform's areas, in one list. Each area registers its routes from its contracts; rules two
 * areas share live in `services/`, never in a route file.
 */
import type { FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './account';
import { registerAgentContractRoutes } from './agent-contracts';
import { registerAgentReportsRoutes } from './agent-reports';
import { registerAgentTeamRoutes } from './agent-team';
import { registerAnnouncementRoutes } from './announcements';
import { registerAssetRoutes } from './assets';
import { registerDemoGameRoutes } from './demo-game';
import { registerDepositRoutes } from './deposit';
import { registerDevRoutes } from './dev';
import { registerGameRoutes } from './games';
import { registerMemberRoutes } from './member';
import { registerMemberCentreRoutes } from './member-centre';
import { registerMissionRoutes } from './missions';
import { registerMessageRoutes } from './messages';
import { registerNoticeRoutes } from './notices';
import { registerPointsRoutes } from './points';
import { registerPromotionRoutes } from './promotions';
import { registerRecordsRoutes } from './records';
import { registerReferralRoutes } from './referral';
import { registerSecurityRoutes } from './security';
import type { RouteDeps } from './route-deps';
import { registerSessionRoutes } from './session';
import { oidcClientsOf, registerSocialLoginRoutes } from './social-login';
import { mountDevOidcProvider } from '../services/oidc-dev-provider';
import { registerSupportRoutes } from './support';
import { registerSystemRoutes } from './system';
import { registerVerificationRoutes } from './verification';
import { registerWalletRoutes } from './wallet';
import { registerWinnerRoutes } from './winners';
import { registerWithdrawRoutes } from './withdraw';

type Area = (app: FastifyInstance, deps: RouteDeps) => void;

const AREAS: readonly Area[] = [
  registerSystemRoutes,
  registerVerificationRoutes,
  registerSessionRoutes,
  registerAccountRoutes,
  registerMemberRoutes,
  registerMemberCentreRoutes,
  registerDepositRoutes,
  registerWithdrawRoutes,
  registerSecurityRoutes,
  registerRecordsRoutes,
  registerGameRoutes,
  registerAnnouncementRoutes,
  registerWinnerRoutes,
  registerDemoGameRoutes,
  registerAssetRoutes,
  registerSupportRoutes,
  registerNoticeRoutes,
  registerWalletRoutes,
  registerPointsRoutes,
  registerMissionRoutes,
  registerPromotionRoutes,
  registerMessageRoutes,
  registerReferralRoutes,
  registerAgentContractRoutes,
  registerAgentReportsRoutes,
  registerAgentTeamRoutes,
];

export function registerRoutes(app: FastifyInstance, given: RouteDeps): void {
  const oidc = oidcClientsOf(app, given);
  const deps: RouteDeps = { ...given, oidc };
  for (const register of AREAS) register(app, deps);
  registerSocialLoginRoutes(app, deps, oidc);
  // Development only: the OpenID provider social login signs in with when no real one is set.
  if (deps.mode === 'development' && Object.keys(deps.oidcSettings ?? {}).length === 0)
    mountDevOidcProvider(app, {
      issuer: () => oidc.issuerOf('google') ?? '',
      returnOrigins: () => [new URL(deps.playerOrigin).origin],
    });
  // Development only (docs/platform.md): the SMS outbox, settings switches and a reset to the seed.
  if (deps.mode === 'development') registerDevRoutes(app, deps);
}
