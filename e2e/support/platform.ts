/** Test-side calls straight to the platform: dev switches and a sealed login, as the apps do it. */
import { importEnvelopePublicKey, seal } from '@gaming/api/envelope';
import type { ApiEnvelope, RsaKeyValue } from '@gaming/api/wire';
import { platformCall, signInToken } from '@gaming/api/tools';
import { PLATFORM_URL } from './stack';

const MERCHANT = 'PHDEMO';

const call = platformCall(PLATFORM_URL, MERCHANT);

/** The database back to its seed (development mode only). */
export function resetPlatform(): Promise<unknown> {
  return call('/__dev/reset', { method: 'POST', body: '{}' });
}

export function setSystemStatus(status: 0 | 1 | 2): Promise<unknown> {
  return call('/__dev/settings', { method: 'POST', body: JSON.stringify({ status }) });
}

/** Site settings by name (`settings.singleWallet`, `settings.toUpline`, …). */
export function setSiteSettings(settings: Record<string, unknown>): Promise<unknown> {
  return call('/__dev/settings', { method: 'POST', body: JSON.stringify({ settings }) });
}

export function loginToken(username: string, password: string): Promise<string> {
  return signInToken(PLATFORM_URL, username, password, MERCHANT);
}

/** A trial (free-play) account's token: isAgent 4 (§6 "Trial or guest"). */
export async function freePlayToken(): Promise<string> {
  const key = await call<RsaKeyValue>('/wps/session/key/rsa');
  const sealed = await seal(
    { platform: 'W' },
    await importEnvelopePublicKey(key.keyId, key.publicKey),
  );
  const value = await call<{ token: string }>('/wps/session/login/freeplay', {
    method: 'POST',
    headers: { Encryption: sealed.encryption },
    body: JSON.stringify(sealed.body),
  });
  return value.token;
}

/** The simulated payment operator decides one deposit or withdrawal at once (development mode). */
export function decidePayment(
  orderNo: string,
  decision: 'approve' | 'reject',
  remark?: string,
): Promise<{ orderNo: string; status: string }> {
  return call('/__dev/payments/decide', {
    method: 'POST',
    body: JSON.stringify({ orderNo, decision, ...(remark === undefined ? {} : { remark }) }),
  });
}

/** The mirror sites the speed check lists (development mode). */
export function setMirrors(domainRoute: readonly string[]): Promise<unknown> {
  return call('/__dev/settings', { method: 'POST', body: JSON.stringify({ domainRoute }) });
}

/** A sealed call as a signed-in member makes it (the body in the crypto envelope). */
async function sealedCall<T>(
  path: string,
  token: string,
  body: unknown,
  method: 'POST' | 'PUT' = 'POST',
): Promise<T> {
  const key = await call<RsaKeyValue>('/wps/session/key/rsa');
  const sealed = await seal(body, await importEnvelopePublicKey(key.keyId, key.publicKey));
  return call<T>(path, {
    method,
    headers: { Encryption: sealed.encryption, Authorization: token },
    body: JSON.stringify(sealed.body),
  });
}

/** Sets a member's first payment password (the security centre's call). */
export function setPaymentPassword(token: string, paymentPassword: string): Promise<unknown> {
  return sealedCall(
    '/wps/member/security/payment-password',
    token,
    { mode: 'set', paymentPassword, confirmPaymentPassword: paymentPassword },
    'PUT',
  );
}

/**
 * The answer of the captcha issued for a key (development mode): the test types what a person
 * reads from the image.
 */
export async function captchaAnswer(key: string): Promise<string> {
  return (await call<{ answer: string }>(`/__dev/captcha?key=${encodeURIComponent(key)}`)).answer;
}

/** What `POST /__dev/content` made: the ids of the new rows (games by nodeId, accounts by customer id). */
export interface PlacedContent {
  accounts: number[];
  announcements: number[];
  banners: number[];
  games: number[];
  vendors: string[];
  help: number[];
  customerService: number;
  messages: number[];
  members: number[];
  promotions: number[];
  newbieRewards: number[];
  rewardTickets: number[];
  rewardClaims: number[];
}

/**
 * Places content a hostile operator or member could write (development mode): accounts with their
 * usernames (as a legacy import makes them, past the registration rule), announcements, banners,
 * games, vendor names, help, customer service, inbox messages, nicknames, remarks, promotions and
 * the reward centre's newbie rewards, tickets and claims. `resetPlatform` removes it again.
 */
export function placeContent(content: Record<string, unknown>): Promise<PlacedContent> {
  return call('/__dev/content', { method: 'POST', body: JSON.stringify(content) });
}

/** Ends a session on the platform, as signing out in another browser does (the logout call). */
export async function endSession(token: string): Promise<void> {
  // No body, so no JSON content type (the platform refuses an empty JSON body).
  const response = await fetch(`${PLATFORM_URL}/wps/session/logout`, {
    method: 'DELETE',
    headers: { Merchant: MERCHANT, Authorization: token },
  });
  const envelope = (await response.json()) as ApiEnvelope<unknown>;
  if (!envelope.success) throw new Error(`logout: ${envelope.errorCode ?? response.status}`);
}
