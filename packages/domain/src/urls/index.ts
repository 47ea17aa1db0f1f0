export { customerServiceUrlOf, safeCustomerServiceUrl } from './safe-url';
