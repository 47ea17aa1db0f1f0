import { baseApi } from '../base-api/base-api';
import type {
  DomainRouteValue,
  HelpCategory,
  MerchantRegion,
  Permission,
  RegisterSettings,
  SystemStatusValue,
  Whitelabel,
} from '../wire/system';

export const systemApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    systemStatus: build.query<SystemStatusValue, void>({ query: () => '/wps/system/status' }),
    /** The permission call: site configuration, read once at start. */
    permission: build.query<Permission, void>({
      query: () => '/wps/system/permission',
      providesTags: ['Permission'],
    }),
    whitelabel: build.query<Whitelabel, void>({ query: () => '/wps/system/whitelabel' }),
    /** Registration rules per field; cached for the session (§7: registration rules are cached). */
    registerSettings: build.query<RegisterSettings, void>({
      query: () => '/wps/system/setting/register',
      keepUnusedDataFor: 3600,
    }),
    domainRoute: build.query<DomainRouteValue, void>({ query: () => '/wps/system/domainRoute' }),
    helpCenter: build.query<HelpCategory[], { lang: string }>({
      query: ({ lang }) => ({ url: '/wps/system/helpCenter', params: { lang, device: 'WEB' } }),
    }),
    merchants: build.query<MerchantRegion[], void>({ query: () => '/wps/system/merchants' }),
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
