/** Verification calls: the login challenge, the image captcha and SMS codes. */
import type { CallRoute } from './call';

export const verificationCalls = {
  challenge: { url: '/wps/verification/challenge' },
  captcha: { url: '/wps/captcha' },
  smsNoLogin: { method: 'POST', url: '/wps/verification/sms/noLogin' },
  smsRegister: { method: 'POST', url: '/wps/verification/sms/register' },
} as const satisfies Record<string, CallRoute>;
