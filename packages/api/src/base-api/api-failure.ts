import type { SerializedError } from '@reduxjs/toolkit';
import { TransportErrorCode as ErrorCode } from '../wire/transport-codes';

/** A failed call as screens see it: a code they can translate, the server message and value. */
export interface ApiFailure {
  /** HTTP status, or 'FETCH_ERROR' / 'TIMEOUT_ERROR' / 'PARSING_ERROR' when no usable reply came. */
  status: number | string;
  errorCode: string;
  message?: string;
  value?: unknown;
}

export function isApiFailure(error: unknown): error is ApiFailure {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as ApiFailure).errorCode === 'string'
  );
}

/** The error code of any RTK Query error, for screens that translate it. */
export function errorCodeOf(error: ApiFailure | SerializedError | undefined): string {
  if (isApiFailure(error)) return error.errorCode;
  return ErrorCode.unknown;
}
