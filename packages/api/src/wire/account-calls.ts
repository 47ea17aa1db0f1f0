/** Account calls (§7 Session and member): registration, the affiliate check, password recovery. */
import type { CallRoute } from './call';

export const accountCalls = {
  register: { method: 'PUT', url: '/wps/member/register', sealed: true },
  registerMobile: { method: 'PUT', url: '/wps/member/register/mobile', sealed: true },
  affiliate: { url: '/wps/agent/affiliate' },
  forgotByEmail: { method: 'POST', url: '/wps/member/password/email' },
  forgotByPhone: { method: 'POST', url: '/wps/member/password/verification', sealed: true },
} as const satisfies Record<string, CallRoute>;
