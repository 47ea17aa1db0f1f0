/** The platform's development outboxes (SMS codes and mails) and raw SMS requests, for the tests. */
import { solveVerificationChallenge } from '@gaming/api/verification';
import type { ApiEnvelope, VerificationChallenge } from '@gaming/api/wire';
import { PLATFORM_URL } from './stack';

const HEADERS = { Merchant: 'PHDEMO', 'content-type': 'application/json' };

async function value<T>(path: string): Promise<T> {
  const response = await fetch(PLATFORM_URL + path, { headers: HEADERS });
  const envelope = (await response.json()) as ApiEnvelope<T>;
  if (!envelope.success) throw new Error(`${path}: ${envelope.errorCode ?? response.status}`);
  return envelope.value as T;
}

/** The last SMS code sent to a number. */
export async function lastSmsCode(mobile: string): Promise<string> {
  return (await value<{ code: string }>(`/__dev/sms?mobile=${mobile}`)).code;
}

/** The mails sent to an address, newest first. */
export function mailsTo(address: string): Promise<{ subject: string; body: string }[]> {
  return value(`/__dev/mail?to=${encodeURIComponent(address)}`);
}

/** Asks for a registration code straight from the platform, as from `address`; answers the HTTP status. */
export async function requestRegisterSms(mobile: string, address: string): Promise<number> {
  const challenge = await solveVerificationChallenge(
    await value<VerificationChallenge>('/wps/verification/challenge'),
  );
  const response = await fetch(`${PLATFORM_URL}/wps/verification/sms/register`, {
    method: 'POST',
    headers: { ...HEADERS, 'X-Forwarded-For': address },
    body: JSON.stringify({ mobileNum: mobile, challenge }),
  });
  return response.status;
}
