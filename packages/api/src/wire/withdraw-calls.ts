/** Withdrawal calls (original withdraw): rules and limits, bound accounts, the request, receipts. */
import type { CallRoute } from './call';

const member = { auth: true, realAccount: true } as const;

export const withdrawCalls = {
  settings: { url: '/wps/member/withdraw/settings', ...member },
  accounts: { url: '/wps/member/withdraw/accounts', ...member },
  /** Binding asks for the payment password (and sets it on the first bind). */
  bindAccount: { method: 'POST', url: '/wps/member/withdraw/accounts', ...member, sealed: true },
  deleteAccount: {
    method: 'POST',
    url: '/wps/member/withdraw/accounts/:id/delete',
    ...member,
    sealed: true,
  },
  /** Sends `Idempotency-Key`: a repeated submit is one withdrawal. */
  create: { method: 'POST', url: '/wps/member/withdraw', ...member, sealed: true },
  /** §4 receipt confirmation: paid withdrawals waiting for "received" or "not received". */
  confirmations: { url: '/wps/member/withdraw/confirmations', ...member },
  confirm: { method: 'POST', url: '/wps/member/withdraw/confirmations/:orderNo', ...member },
} as const satisfies Record<string, CallRoute>;
