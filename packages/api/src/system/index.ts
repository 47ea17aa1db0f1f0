export {
  systemApi,
  useDomainRouteQuery,
  useHelpCenterQuery,
  useMerchantsQuery,
  usePermissionQuery,
  useRegisterSettingsQuery,
  useSystemStatusQuery,
  useWhitelabelQuery,
} from './system-api';
export { useSiteGate } from './use-site-gate';
export type { SiteGateState } from './use-site-gate';
