export { SiteGateView, openCustomerService } from './SiteGateView';
export type { GatePermission, SiteGateViewProps, SiteGateViewState } from './SiteGateView';
