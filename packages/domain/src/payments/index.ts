export {
  DEPOSIT_STATES,
  OPEN_DEPOSIT_STATES,
  OPEN_WITHDRAW_STATES,
  WITHDRAW_STATES,
  isDepositState,
  isWithdrawState,
} from './payment-states';
export type { DepositState, WithdrawState } from './payment-states';
