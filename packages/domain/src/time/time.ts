/** A moment passed into a rule: a Date or epoch milliseconds. Rules never read the clock. */
export type Instant = Date | number;

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const DAY_MS = 24 * 60 * MINUTE_MS;

function millisOf(instant: Instant): number {
  return typeof instant === 'number' ? instant : instant.getTime();
}

/** §9 "SMS countdown … (1 minute firebase)". */
export const FIREBASE_SMS_COUNTDOWN_SECONDS = 60;

/**
 * §4 SMS code: "send button disabled during a countdown of expiredMinutes x 60 s; firebase path 1
 * minute". A missing, zero or negative expiredMinutes falls back to 1 minute, so a bad reply never
 * lets the button be pressed again at once.
 */
export function smsCountdownSeconds(
  expiredMinutes: number | null | undefined,
  via: 'sms' | 'firebase' = 'sms',
): number {
  if (via === 'firebase') return FIREBASE_SMS_COUNTDOWN_SECONDS;
  if (expiredMinutes == null || !Number.isFinite(expiredMinutes) || expiredMinutes <= 0) {
    return FIREBASE_SMS_COUNTDOWN_SECONDS;
  }
  return Math.ceil(expiredMinutes * 60);
}

/** §5 Throttles: "SMS send once per second". */
export const SMS_SEND_GAP_MS = 1000;
/** §5 Throttles: "captcha refresh once per second". */
export const CAPTCHA_REFRESH_GAP_MS = 1000;
/** §5 Throttles: "favourite toggle 1 s". */
export const FAVOURITE_TOGGLE_GAP_MS = 1000;

/**
 * §5 Throttles: whether an action last taken at `lastAt` may run again at `now`. The first time
 * always runs. A clock that went backwards (now before lastAt) also lets it run, rather than
 * blocking the button until the clock catches up.
 */
export function throttleAllows(lastAt: number | null, now: number, gapMs: number): boolean {
  if (lastAt === null || now < lastAt) return true;
  return now - lastAt >= gapMs;
}

/** §8 "too many requests, retry after 5 minutes" (phone/SMS auth). */
export const PHONE_AUTH_RETRY_MS = 5 * MINUTE_MS;

/** §8: when phone auth may be tried again after a "too many requests" answer at `refusedAt`. */
export function phoneAuthRetryAt(refusedAt: Instant): Date {
  return new Date(millisOf(refusedAt) + PHONE_AUTH_RETRY_MS);
}

/** §9 "Remember-me cookie 1 day". */
export const REMEMBER_ME_DAYS = 1;

/** §5 Remember password: the cookie expires 1 day after `now`. */
export function rememberMeExpiry(now: Instant): Date {
  return new Date(millisOf(now) + REMEMBER_ME_DAYS * DAY_MS);
}

/**
 * The site's time zone (one region, the Philippines, "GMT+8"): every date and time both apps show,
 * the agent header's clock and zone label, and every site day a filter or report counts, whatever
 * the zone of the device or of the server. This is the one place it is named; the apps' date
 * writers (`@gaming/kernel/formats`) and the site-day rules below read it.
 */
export const SITE_TIME_ZONE = 'Asia/Manila';

/**
 * The site zone's offset from UTC in minutes (east positive). Manila last kept daylight saving in
 * 1978, so one constant turns an instant into a site day and back without a time-zone database
 * (time.test.ts checks it against Intl's zone data).
 */
export const SITE_UTC_OFFSET_MINUTES = 8 * 60;

/** §2 Agent centre header "a clock updating every second"; §9 "Agent clock 1 s". */
export const AGENT_CLOCK_TICK_MS = 1000;

/** §9 "Real-time salary settled every 5 minutes". */
export const REALTIME_SALARY_INTERVAL_MS = 5 * MINUTE_MS;

/**
 * The next real-time salary settlement strictly after `now`: the next 5-minute boundary. Every time
 * zone's offset is a multiple of 15 minutes, so the boundary is the same wall-clock minute everywhere.
 */
export function nextRealtimeSettlement(now: Instant): Date {
  const ms = millisOf(now);
  return new Date((Math.floor(ms / REALTIME_SALARY_INTERVAL_MS) + 1) * REALTIME_SALARY_INTERVAL_MS);
}

/** Withdrawal receipt (§4): an unconfirmed payment counts as received after 15 minutes. */
export const RECEIPT_AUTO_CONFIRM_MINUTES = 15;

/**
 * §4 Withdrawal confirmation: "unconfirmed after {0} minutes counts as received". True once `minutes`
 * (the configured value, 15 by default) have passed since the payment was created.
 */
export function isReceiptAutoConfirmed(
  createdAt: Instant,
  now: Instant,
  minutes: number = RECEIPT_AUTO_CONFIRM_MINUTES,
): boolean {
  return millisOf(now) - millisOf(createdAt) >= minutes * MINUTE_MS;
}

/** When a countdown of `seconds` started at `startedAt` ends. */
export function countdownEndsAt(startedAt: Instant, seconds: number): Date {
  return new Date(millisOf(startedAt) + seconds * SECOND_MS);
}

/**
 * Whole seconds left until `endsAt` (rounded up, so "1" shows until the very end), never negative:
 * 0 means the countdown is over.
 */
export function remainingSeconds(endsAt: Instant, now: Instant): number {
  return Math.max(0, Math.ceil((millisOf(endsAt) - millisOf(now)) / SECOND_MS));
}
