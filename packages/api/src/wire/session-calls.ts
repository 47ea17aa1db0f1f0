/** Session calls (§7 Session): the envelope key, login, free-play login, logout. */
import type { CallRoute } from './call';

export const sessionCalls = {
  rsaKey: { url: '/wps/session/key/rsa', ungated: true },
  login: { method: 'POST', url: '/wps/session/login', sealed: true },
  freePlayLogin: { method: 'POST', url: '/wps/session/login/freeplay', sealed: true },
  loginVerifyCode: { method: 'POST', url: '/wps/session/login/verify/code' },
  loginVerify: { method: 'POST', url: '/wps/session/login/verify', sealed: true },
  logout: { method: 'DELETE', url: '/wps/session/logout', auth: true },
} as const satisfies Record<string, CallRoute>;
