import type { IdempotencyKeys } from '@gaming/api/idempotency';
import { idempotencyKeys } from '@gaming/api/idempotency';
import { useState } from 'react';

/** The money-request keys of one form (see `@gaming/api/idempotency`), kept for its lifetime. */
export function useIdempotencyKey(): IdempotencyKeys {
  const [keys] = useState(() => idempotencyKeys());
  return keys;
}
