export type { Device, SecurityBand } from './security';
export { deviceOf, securityBandOf } from './security';
