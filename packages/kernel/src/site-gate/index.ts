export { SiteGate } from './site-gate';
