/**
 * The member's records (original personalHistoryCopy, transactionHistory, personalProfit,
 * bonusDetails, manualRebate): bets, transactions, deposits, withdrawals, profit and loss per day,
 * rebate rates and the manual rebate claim. Every call is a real account's.
 */
import type { CallRoute } from './call';

const member = { auth: true, realAccount: true } as const;

export const recordsCalls = {
  gameMakers: { url: '/wps/member/records/game-makers', ...member },
  bets: { url: '/wps/member/records/bets', ...member },
  transactions: { url: '/wps/member/records/transactions', ...member },
  deposits: { url: '/wps/member/records/deposits', ...member },
  withdrawals: { url: '/wps/member/records/withdrawals', ...member },
  profitLoss: { url: '/wps/member/records/profit-loss', ...member },
  rebateRates: { url: '/wps/member/records/rebate-rates', ...member },
  rebate: { url: '/wps/member/records/rebate', ...member },
  claimRebate: { method: 'POST', url: '/wps/member/records/rebate', ...member },
} as const satisfies Record<string, CallRoute>;
