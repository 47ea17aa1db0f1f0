export { SystemStatus, siteGateOf } from './system-status';
export type { GateInput, SiteGate } from './system-status';
