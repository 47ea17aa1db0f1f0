import type { ApiEnvelope } from '@gaming/api/wire';

/** The success envelope. */
export function ok<T>(value: T): ApiEnvelope<T> {
  return { success: true, value };
}
