import { callsOf } from '../base-api/calls-of';
import type { systemContracts } from '../wire/system';
import { systemCalls } from '../wire/system-calls';

const calls = callsOf<typeof systemContracts>(systemCalls);

export const systemApi = calls.inject((call) => ({
  systemStatus: call.systemStatus.query(),
  /** The permission call: site configuration, read once at start. */
  permission: call.permission.query({ providesTags: ['Permission'] }),
  whitelabel: call.whitelabel.query(),
  /** Registration rules per field; cached for the session (§7: registration rules are cached). */
  registerSettings: call.registerSettings.query({ keepUnusedDataFor: 3600 }),
  domainRoute: call.domainRoute.query(),
  helpCenter: call.helpCenter.query({
    request: ({ lang }: { lang: string }) => ({ params: { lang, device: 'WEB' } }),
  }),
  merchants: call.merchants.query(),
}));

export const {
  useSystemStatusQuery,
  usePermissionQuery,
  useWhitelabelQuery,
  useRegisterSettingsQuery,
  useDomainRouteQuery,
  useHelpCenterQuery,
  useMerchantsQuery,
} = systemApi;

export { useSiteGate } from './use-site-gate';
export type { SiteGateState } from './use-site-gate';
