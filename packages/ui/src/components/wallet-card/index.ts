export { WalletCard } from './WalletCard';
export type { WalletCardProps } from './WalletCard';
