/** Turning a failed call into the catalogue's message key (§8). */
import type { ApiFailure } from '@gaming/api/base-api';
import { errorCodeOf, isApiFailure } from '@gaming/api/base-api';
import type { ErrorKey } from '@gaming/i18n';
import { errorKeyOf } from '@gaming/i18n';
import type { SerializedError } from '@reduxjs/toolkit';

export type ErrorMessageKey = `errors:${ErrorKey}`;

export function errorMessageKeyOf(
  error: ApiFailure | SerializedError | undefined,
): ErrorMessageKey {
  return `errors:${errorKeyOf(errorCodeOf(error))}`;
}

/** The field a `field.invalid` refusal names (`value.field`), or null. */
export function failedFieldOf(error: unknown): string | null {
  if (!isApiFailure(error)) return null;
  const value = error.value as { field?: unknown } | undefined;
  return typeof value?.field === 'string' ? value.field : null;
}
