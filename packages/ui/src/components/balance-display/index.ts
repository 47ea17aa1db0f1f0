export { BalanceDisplay, HIDDEN_BALANCE } from './BalanceDisplay';
export type { BalanceDisplayProps } from './BalanceDisplay';
