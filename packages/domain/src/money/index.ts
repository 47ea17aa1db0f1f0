export {
  MAX_AMOUNT_CENTS,
  amountOfCents,
  centsOf,
  centsOfStored,
  checkAmount,
  decimalOfCents,
  depositBonusOf,
  feeOf,
  giveAwayOf,
} from './money';
export type { AmountLimits, AmountProblem, DepositPromotionRule, FeeRule } from './money';
