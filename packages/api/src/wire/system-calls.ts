/** System calls (§7 System): answered even in maintenance or for a restricted region. */
import type { CallRoute } from './call';

export const systemCalls = {
  systemStatus: { url: '/wps/system/status', ungated: true },
  permission: { url: '/wps/system/permission', ungated: true },
  whitelabel: { url: '/wps/system/whitelabel', ungated: true },
  registerSettings: { url: '/wps/system/setting/register', ungated: true },
  domainRoute: { url: '/wps/system/domainRoute', ungated: true },
  helpCenter: { url: '/wps/system/helpCenter', ungated: true },
  merchants: { url: '/wps/system/merchants', ungated: true },
} as const satisfies Record<string, CallRoute>;
