/** System calls: status, the permission call and the site settings. Answered even in maintenance. */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  DomainRouteValue,
  HelpCategory,
  MerchantRegion,
  Permission,
  RegisterSettings,
  SystemStatusValue,
  Whitelabel,
} from '@gaming/api/wire';
import { SystemStatus } from '@gaming/domain/system';
import { helpArticles } from '../db/schema';
import { ok } from '../http/reply';
import { optionalText } from '../http/read';
import type { RouteDeps } from '../server';
import type { Site } from '../services/site';

const ungated = { config: { ungated: true } } as const;

export function registerSystemRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get('/wps/system/status', ungated, (request) =>
    ok<SystemStatusValue>({ status: request.site.settings.status }),
  );

  app.get('/wps/system/permission', ungated, (request) => ok(permissionOf(request.site, request)));

  app.get('/wps/system/whitelabel', ungated, (request) => ok(whitelabelOf(request.site)));

  app.get('/wps/system/setting/register', ungated, (request) =>
    ok(request.site.settings.registerRules as unknown as RegisterSettings),
  );

  app.get('/wps/system/domainRoute', ungated, (request) =>
    ok<DomainRouteValue>({ domainList: request.site.settings.domainRoute }),
  );

  app.get('/wps/system/helpCenter', ungated, async (request) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const lang = (
      optionalText(query, 'lang', { max: 8, pattern: /^[A-Za-z-]+$/ }) ?? 'EN'
    ).toUpperCase();
    const rows = await deps.db
      .select()
      .from(helpArticles)
      .where(eq(helpArticles.language, lang))
      .orderBy(asc(helpArticles.categoryId), asc(helpArticles.sort));
    const fallback =
      rows.length > 0
        ? rows
        : await deps.db
            .select()
            .from(helpArticles)
            .where(eq(helpArticles.language, 'EN'))
            .orderBy(asc(helpArticles.categoryId), asc(helpArticles.sort));
    const categories = new Map<number, HelpCategory>();
    for (const row of fallback) {
      const category = categories.get(row.categoryId) ?? {
        id: row.categoryId,
        title: row.categoryTitle,
        articles: [],
      };
      category.articles.push({
        id: row.id,
        title: row.title,
        content: row.content,
        anchor: row.anchor,
      });
      categories.set(row.categoryId, category);
    }
    return ok([...categories.values()]);
  });

  app.get('/wps/system/merchants', ungated, async () => {
    const rows = await deps.site.listMerchants();
    return ok<MerchantRegion[]>(
      rows.map((m) => ({
        merchantCode: m.code,
        country: m.country,
        currency: m.currency,
        countryName: m.countryName,
        langList: m.langList,
        domains: m.domains,
      })),
    );
  });
}

export function whitelabelOf(site: Site): Whitelabel {
  return site.settings.whitelabel as Whitelabel;
}

/** The client's address; loopback clients are treated as in the merchant's own country. */
function locationOf(site: Site, request: FastifyRequest) {
  return { ip: request.ip, country: site.merchant.country };
}

export function permissionOf(site: Site, request: FastifyRequest): Permission {
  const { settings, merchant } = site;
  const location = locationOf(site, request);
  const flag = (name: string) => settings.settings[name] === true;
  return {
    status: settings.status,
    info: {
      customerService: settings.customerService,
      domainRoute: settings.domainRoute,
      resources: settings.resources as Permission['info']['resources'],
      whitelabel: whitelabelOf(site),
      register: {
        countryDialingCode:
          typeof settings.settings.countryDialingCode === 'string'
            ? settings.settings.countryDialingCode
            : '63',
        smsVerification: flag('registerSmsVerification'),
        captcha: flag('registerCaptcha'),
      },
      mainDomain: merchant.domains[0] ?? '',
      analytics: { enabled: false, measurementId: null },
    },
    location,
    maintenance: {
      enabled: settings.status === SystemStatus.maintenance,
      title: settings.maintenance.title,
      content: settings.maintenance.content,
      endTime: settings.maintenance.endTime,
    },
    regionRestriction: {
      restricted: settings.status === SystemStatus.regionRestricted,
      ip: location.ip,
      country: location.country,
    },
    imageCDNs: [],
    launchGameCDNs: [],
  };
}
