import type { ErrorCode } from '@gaming/api/wire';

/** A refusal the platform answers with `{ success: false, errorCode, message }` and an HTTP status. */
export class ApiError<V = unknown> extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: ErrorCode | (string & {}),
    message: string,
    readonly value?: V,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
