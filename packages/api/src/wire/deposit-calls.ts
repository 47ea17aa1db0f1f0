/** Deposit calls (original depositv2): methods and channels, promotions, orders and their steps. */
import type { CallRoute } from './call';

const member = { auth: true, realAccount: true } as const;

export const depositCalls = {
  settings: { url: '/wps/member/deposit/settings', ...member },
  promotions: { url: '/wps/member/deposit/promotions', ...member },
  /** Sends `Idempotency-Key`: a repeated submit is one order. */
  create: { method: 'POST', url: '/wps/member/deposit', ...member },
  openOrders: { url: '/wps/member/deposit/orders', ...member },
  markPaid: { method: 'POST', url: '/wps/member/deposit/orders/:orderNo/paid', ...member },
  uploadSlip: { method: 'PUT', url: '/wps/member/deposit/orders/:orderNo/slip', ...member },
  cancel: { method: 'POST', url: '/wps/member/deposit/orders/:orderNo/cancel', ...member },
  /** "Speed up": reminds the operator of a pending order. */
  remind: { method: 'POST', url: '/wps/member/deposit/orders/:orderNo/reminder', ...member },
  /** The platform's demo payment gateway page, opened in a popup (pay or cancel). */
  demoGatewayPage: { url: '/wps/pay/demo', noMerchant: true },
  demoGatewayAnswer: { method: 'POST', url: '/wps/pay/demo', noMerchant: true },
} as const satisfies Record<string, CallRoute>;
