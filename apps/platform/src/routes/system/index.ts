/** System calls: status, the permission call and the site settings. Answered even in maintenance. */
import { clientContracts } from '@gaming/api/contract';
import type { HelpCategory } from '@gaming/api/wire';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { helpCentreOf } from '../../services/help';
import { permissionOf } from '../../services/permission';
import { whitelabelOf } from '../../services/site';
import { socialProvidersOf } from '../../services/social-identities';
import type { RouteDeps } from '../route-deps';

const calls = clientContracts.system;

export function registerSystemRoutes(app: FastifyInstance, deps: RouteDeps): void {
  route(app, calls.systemStatus, (request) => ({ status: request.site.settings.status }));

  route(app, calls.permission, (request) =>
    permissionOf(
      request.site,
      request.ip,
      socialProvidersOf(request.site, deps.oidc?.providers() ?? []),
    ),
  );

  route(app, calls.whitelabel, (request) => whitelabelOf(request.site));

  route(app, calls.registerSettings, (request) => request.site.settings.registerRules);

  route(app, calls.domainRoute, (request) => ({
    domainList: request.site.settings.domainRoute,
  }));

  route(app, calls.helpCenter, (request): Promise<HelpCategory[]> =>
    helpCentreOf(deps.db, (request.query.lang ?? 'EN').toUpperCase()),
  );

  route(app, calls.merchants, async () => {
    const rows = await deps.site.listMerchants();
    return rows.map((m) => ({
      merchantCode: m.code,
      country: m.country,
      currency: m.currency,
      countryName: m.countryName,
      langList: m.langList,
      domains: m.domains,
    }));
  });
}
