import { baseApi } from '../base-api/base-api';
import { callRequest } from '../base-api/call-request';
import type {
  DomainRouteValue,
  HelpCategory,
  MerchantRegion,
  Permission,
  RegisterSettings,
  SystemStatusValue,
  Whitelabel,
} from '../wire/system';
import { systemCalls } from '../wire/system-calls';

export const systemApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    systemStatus: build.query<SystemStatusValue, void>({
      query: () => callRequest(systemCalls.systemStatus),
    }),
    /** The permission call: site configuration, read once at start. */
    permission: build.query<Permission, void>({
      query: () => callRequest(systemCalls.permission),
      providesTags: ['Permission'],
    }),
    whitelabel: build.query<Whitelabel, void>({ query: () => callRequest(systemCalls.whitelabel) }),
    /** Registration rules per field; cached for the session (§7: registration rules are cached). */
    registerSettings: build.query<RegisterSettings, void>({
      query: () => callRequest(systemCalls.registerSettings),
      keepUnusedDataFor: 3600,
    }),
    domainRoute: build.query<DomainRouteValue, void>({
      query: () => callRequest(systemCalls.domainRoute),
    }),
    helpCenter: build.query<HelpCategory[], { lang: string }>({
      query: ({ lang }) => callRequest(systemCalls.helpCenter, { params: { lang, device: 'WEB' } }),
    }),
    merchants: build.query<MerchantRegion[], void>({
      query: () => callRequest(systemCalls.merchants),
    }),
  }),
});

export const {
  useSystemStatusQuery,
  usePermissionQuery,
  useWhitelabelQuery,
  useRegisterSettingsQuery,
  useDomainRouteQuery,
  useHelpCenterQuery,
  useMerchantsQuery,
} = systemApi;
