export { customerServiceUrlOf, safeServerUrl } from './safe-url';
