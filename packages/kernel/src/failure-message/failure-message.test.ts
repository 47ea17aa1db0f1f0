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
