import { describe, expect, it } from 'vitest';
import {
  asksForCaptcha,
  errorMessageKeyOf,
  failedFieldOf,
  lockedMinutesOf,
} from './failure-message';

const failure = (errorCode: string, value?: unknown) => ({ status: 400, errorCode, value });

describe('failure messages (§8)', () => {
  it('turns an error code into its catalogue key', () => {
    expect(errorMessageKeyOf(failure('balance.not.enough'))).toBe('errors:balance_not_enough');
  });

  it("names a ceiling's retry time, rounded up, and keeps the plain text without one", () => {
    const tooMany = (retryAfter?: unknown) =>
      errorMessageKeyOf({ ...failure('TOO_MANY_REQUESTS', { retryAfter }), status: 429 });
    expect(tooMany(30)).toBe('errors:TOO_MANY_REQUESTS_in_1');
    expect(tooMany(61)).toBe('errors:TOO_MANY_REQUESTS_in_2');
    expect(tooMany(300)).toBe('errors:TOO_MANY_REQUESTS_in_5');
    expect(tooMany(301)).toBe('errors:TOO_MANY_REQUESTS_in_10');
    expect(tooMany(3600)).toBe('errors:TOO_MANY_REQUESTS_in_60');
    expect(tooMany(3601)).toBe('errors:TOO_MANY_REQUESTS_later');
    expect(tooMany(undefined)).toBe('errors:TOO_MANY_REQUESTS');
  });

  it('names the field a field.invalid refusal points at, and nothing otherwise', () => {
    expect(failedFieldOf(failure('field.invalid', { field: 'username' }))).toBe('username');
    expect(failedFieldOf(failure('field.invalid', { field: 3 }))).toBeNull();
    expect(failedFieldOf(new Error('network'))).toBeNull();
  });

  it('rounds a lock up to whole minutes and reads the captcha flag', () => {
    expect(lockedMinutesOf(failure('login.locked', { retryAfter: 61 }))).toBe(2);
    expect(lockedMinutesOf(failure('login.failed'))).toBeNull();
    expect(asksForCaptcha(failure('login.failed', { captcha: true }))).toBe(true);
    expect(asksForCaptcha(failure('login.failed'))).toBe(false);
  });
});
