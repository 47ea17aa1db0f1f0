/** Security centre calls (original site securityCenter): score, authenticator, logins, sessions. */
import type { CallRoute } from './call';

const member = { auth: true, realAccount: true } as const;

export const securityCalls = {
  overview: { url: '/wps/member/security', ...member },
  authenticatorSecret: { url: '/wps/member/security/ga', ...member },
  bindAuthenticator: { method: 'POST', url: '/wps/member/security/ga', ...member, sealed: true },
  unbindAuthenticator: {
    method: 'DELETE',
    url: '/wps/member/security/ga',
    ...member,
    sealed: true,
  },
  profile: { url: '/wps/member/security/profile', ...member },
  updateProfile: { method: 'PUT', url: '/wps/member/security/profile', ...member },
  setAvatar: { method: 'PUT', url: '/wps/member/security/avatar', ...member },
  /** The member's picture for `<img>` (no headers): `<customerId>-<version>`, or `static-<n>.svg`. */
  memberIcon: { url: '/wps/member/info/icon/:file', noMerchant: true },
  sendSecurityCode: { method: 'POST', url: '/wps/member/security/code', ...member },
  paymentPassword: {
    method: 'PUT',
    url: '/wps/member/security/payment-password',
    ...member,
    sealed: true,
  },
  bindMobile: { method: 'POST', url: '/wps/member/security/mobile', ...member },
  bindEmail: { method: 'POST', url: '/wps/member/security/email', ...member },
  loginHistory: { url: '/wps/member/security/logins', ...member },
  activeSessions: { url: '/wps/member/security/sessions', ...member },
  endOtherSessions: { method: 'DELETE', url: '/wps/member/security/sessions', ...member },
} as const satisfies Record<string, CallRoute>;
