export { ProviderMenu } from './ProviderMenu';
export type { ProviderMenuProps, ProviderMenuVendor } from './ProviderMenu';
