/** Turning a failed call into the message key the alert region shows (§8). */
import type { ApiFailure } from '@gaming/api/base-api';
import { errorCodeOf, isApiFailure } from '@gaming/api/base-api';
import type { ErrorKey } from '@gaming/i18n';
import { errorKeyOf } from '@gaming/i18n';
import type { SerializedError } from '@reduxjs/toolkit';

export type ErrorMessageKey = `errors:${ErrorKey}`;

export function errorMessageKeyOf(
  error: ApiFailure | SerializedError | undefined,
): ErrorMessageKey {
  return retryMessageKeyOf(error) ?? `errors:${errorKeyOf(errorCodeOf(error))}`;
}

/** The waits a ceiling's message names, in minutes (a wait is rounded up to the next one). */
const RETRY_MINUTES = [1, 2, 3, 4, 5, 10, 15, 30, 60] as const;

/**
 * A ceiling's refusal (429 `TOO_MANY_REQUESTS`) says when to retry (`value.retryAfter` seconds):
 * the message names that wait, rounded up to 1–5, 10, 15, 30 minutes or an hour, else "later".
 * Without a retry time it keeps the catalogue's own text.
 */
function retryMessageKeyOf(error: unknown): ErrorMessageKey | null {
  if (!isApiFailure(error) || error.errorCode !== 'TOO_MANY_REQUESTS') return null;
  const seconds = (error.value as { retryAfter?: unknown } | undefined)?.retryAfter;
  if (typeof seconds !== 'number' || !(seconds > 0)) return null;
  const wait = RETRY_MINUTES.find((minutes) => minutes * 60 >= seconds);
  return wait === undefined
    ? 'errors:TOO_MANY_REQUESTS_later'
    : `errors:TOO_MANY_REQUESTS_in_${wait}`;
}

/**
 * Minutes until a locked username may try again (429 `login.locked`, `value.retryAfter` seconds),
 * rounded up; null for any other failure.
 */
export function lockedMinutesOf(error: unknown): number | null {
  if (!isApiFailure(error) || error.errorCode !== 'login.locked') return null;
  const value = error.value as { retryAfter?: unknown } | undefined;
  const seconds = typeof value?.retryAfter === 'number' ? value.retryAfter : 60;
  return Math.max(1, Math.ceil(seconds / 60));
}

/** §4 Login: "On failure with a captcha flag, show the captcha input". */
export function asksForCaptcha(error: unknown): boolean {
  if (!isApiFailure(error)) return false;
  const value = error.value;
  return (
    typeof value === 'object' && value !== null && (value as { captcha?: unknown }).captcha === true
  );
}

/** The field a `field.invalid` refusal names (`value.field`), or null: the form marks that field. */
export function failedFieldOf(error: unknown): string | null {
  if (!isApiFailure(error)) return null;
  const value = error.value as { field?: unknown } | undefined;
  return typeof value?.field === 'string' ? value.field : null;
}
