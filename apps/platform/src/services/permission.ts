/** The permission call's answer: the site configuration the apps read once at start. */
import type { Permission } from '@gaming/api/wire';
import { SystemStatus } from '@gaming/domain/system';
import type { Site } from './site';
import { whitelabelOf } from './site';

/** The client's address; loopback clients are treated as in the merchant's own country. */
function locationOf(site: Site, ip: string) {
  return { ip, country: site.merchant.country };
}

export function permissionOf(
  site: Site,
  ip: string,
  socialLogin: Permission['info']['socialLogin'] = [],
): Permission {
  const { settings, merchant } = site;
  const location = locationOf(site, ip);
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
      socialLogin,
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
