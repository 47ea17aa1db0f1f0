import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AGENT_CLOCK_TICK_MS,
  CAPTCHA_REFRESH_GAP_MS,
  countdownEndsAt,
  FAVOURITE_TOGGLE_GAP_MS,
  isReceiptAutoConfirmed,
  nextRealtimeSettlement,
  PHONE_AUTH_RETRY_MS,
  phoneAuthRetryAt,
  REMEMBER_ME_DAYS,
  rememberMeExpiry,
  remainingSeconds,
  SMS_SEND_GAP_MS,
  smsCountdownSeconds,
  throttleAllows,
} from './time';

const at = (iso: string) => new Date(iso).getTime();

describe('SMS countdown (§4 SMS code, §9)', () => {
  it('lasts expiredMinutes x 60 s', () => {
    expect(smsCountdownSeconds(5)).toBe(300);
    expect(smsCountdownSeconds(1.5, 'sms')).toBe(90);
  });
  it('lasts 1 minute on the firebase path', () => {
    expect(smsCountdownSeconds(5, 'firebase')).toBe(60);
  });
  it('falls back to 1 minute when expiredMinutes is missing or not positive', () => {
    expect(smsCountdownSeconds(undefined)).toBe(60);
    expect(smsCountdownSeconds(null)).toBe(60);
    expect(smsCountdownSeconds(0)).toBe(60);
    expect(smsCountdownSeconds(-2)).toBe(60);
    expect(smsCountdownSeconds(Number.NaN)).toBe(60);
  });
});

describe('throttles (§5 "SMS send once per second; captcha refresh once per second; favourite toggle 1 s")', () => {
  it('uses 1 s gaps', () => {
    expect([SMS_SEND_GAP_MS, CAPTCHA_REFRESH_GAP_MS, FAVOURITE_TOGGLE_GAP_MS]).toEqual([
      1000, 1000, 1000,
    ]);
  });
  it('allows the first action', () => {
    expect(throttleAllows(null, 0, SMS_SEND_GAP_MS)).toBe(true);
  });
  it('refuses a second action within the gap and allows it once the gap has passed', () => {
    expect(throttleAllows(10_000, 10_999, SMS_SEND_GAP_MS)).toBe(false);
    expect(throttleAllows(10_000, 11_000, SMS_SEND_GAP_MS)).toBe(true);
  });
  it('allows the action when the clock went backwards', () => {
    expect(throttleAllows(10_000, 9_000, SMS_SEND_GAP_MS)).toBe(true);
  });
  it('never allows two actions closer than the gap', () => {
    fc.assert(
      fc.property(fc.nat(1e9), fc.nat(999), (lastAt, delta) => {
        expect(throttleAllows(lastAt, lastAt + delta, 1000)).toBe(false);
      }),
    );
  });
});

describe('phone-auth retry (§8 "too many requests, retry after 5 minutes")', () => {
  it('allows a retry 5 minutes after the refusal', () => {
    expect(PHONE_AUTH_RETRY_MS).toBe(300_000);
    expect(phoneAuthRetryAt(at('2024-01-01T10:00:00Z'))).toEqual(new Date('2024-01-01T10:05:00Z'));
    expect(phoneAuthRetryAt(new Date('2024-01-01T10:00:00Z')).getTime()).toBe(
      at('2024-01-01T10:05:00Z'),
    );
  });
});

describe('remember-me cookie (§9 "Remember-me cookie 1 day")', () => {
  it('expires 1 day after now', () => {
    expect(REMEMBER_ME_DAYS).toBe(1);
    expect(rememberMeExpiry(at('2024-02-28T12:00:00Z'))).toEqual(new Date('2024-02-29T12:00:00Z'));
  });
});

describe('agent clock (§9 "Agent clock 1 s")', () => {
  it('ticks every second', () => {
    expect(AGENT_CLOCK_TICK_MS).toBe(1000);
  });
});

describe('real-time salary (§9 "settled every 5 minutes")', () => {
  it('is next settled at the next 5-minute boundary', () => {
    expect(nextRealtimeSettlement(at('2024-01-01T10:03:20Z'))).toEqual(
      new Date('2024-01-01T10:05:00Z'),
    );
    expect(nextRealtimeSettlement(new Date('2024-01-01T23:59:59.999Z'))).toEqual(
      new Date('2024-01-02T00:00:00Z'),
    );
  });
  it('moves to the following boundary when now is exactly on one', () => {
    expect(nextRealtimeSettlement(at('2024-01-01T10:05:00Z'))).toEqual(
      new Date('2024-01-01T10:10:00Z'),
    );
  });
  it('is always within the next 5 minutes', () => {
    fc.assert(
      fc.property(fc.nat(4e12), (now) => {
        const next = nextRealtimeSettlement(now).getTime();
        expect(next).toBeGreaterThan(now);
        expect(next - now).toBeLessThanOrEqual(300_000);
        expect(next % 300_000).toBe(0);
      }),
    );
  });
});

describe('withdrawal receipt (§4 "unconfirmed after {0} minutes counts as received")', () => {
  const created = at('2024-01-01T10:00:00Z');
  it('counts as received after 15 minutes by default', () => {
    expect(isReceiptAutoConfirmed(created, at('2024-01-01T10:14:59Z'))).toBe(false);
    expect(isReceiptAutoConfirmed(created, at('2024-01-01T10:15:00Z'))).toBe(true);
  });
  it('uses the configured minutes', () => {
    expect(isReceiptAutoConfirmed(new Date(created), new Date(created + 5 * 60_000), 5)).toBe(true);
    expect(isReceiptAutoConfirmed(created, created + 5 * 60_000, 30)).toBe(false);
  });
});

describe('countdowns', () => {
  it('counts whole seconds left, rounded up', () => {
    const end = countdownEndsAt(1_000, 60);
    expect(end.getTime()).toBe(61_000);
    expect(remainingSeconds(end, 1_000)).toBe(60);
    expect(remainingSeconds(end, 60_001)).toBe(1);
    expect(remainingSeconds(end, 61_000)).toBe(0);
  });
  it('never goes negative', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (end, now) => {
        expect(remainingSeconds(end, now)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('the site time zone', () => {
  it('is Manila', async () => {
    const { SITE_TIME_ZONE } = await import('./time');
    expect(SITE_TIME_ZONE).toBe('Asia/Manila');
  });

  it("has the offset Intl's zone data gives it at every instant the site has run", async () => {
    const { SITE_TIME_ZONE, SITE_UTC_OFFSET_MINUTES } = await import('./time');
    const offsetOf = (ms: number) =>
      new Intl.DateTimeFormat('en', { timeZone: SITE_TIME_ZONE, timeZoneName: 'longOffset' })
        .formatToParts(ms)
        .find((part) => part.type === 'timeZoneName')?.value;
    expect(SITE_UTC_OFFSET_MINUTES).toBe(480);
    // From 2000 on: Manila kept summer time in 1977 and in 1990 (+09:00), long before the site.
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        expect(offsetOf(ms)).toBe('GMT+08:00');
      }),
    );
  });
});
