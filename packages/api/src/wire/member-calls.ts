/** Member calls (§7 Session and member, Wallet): all need a session. */
import type { CallRoute } from './call';

export const memberCalls = {
  memberInfo: { url: '/wps/member/info', auth: true },
  consolidatedFunds: { url: '/wps/member/info/funds/consolidated', auth: true, realAccount: true },
  balance: { url: '/wps/v2/wallets/balance', auth: true },
  changeLanguage: { method: 'PUT', url: '/wps/member/language', auth: true },
  changePassword: { method: 'PUT', url: '/wps/member/password', auth: true, sealed: true },
  /** The first password of an account registered through a social login (it has none). */
  setPassword: { method: 'POST', url: '/wps/member/password', auth: true, sealed: true },
} as const satisfies Record<string, CallRoute>;
