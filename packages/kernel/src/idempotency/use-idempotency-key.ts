import type { IdempotencyKeys } from '@gaming/api/idempotency';
import { idempotencyKeys } from '@gaming/api/idempotency';
import { useState } from 'react';

/**
 * The `Idempotency-Key`s of one money form (`@gaming/api/idempotency`), kept for the form's life: the
 * same request sent again after no answer carries the same key; any other request a new one.
 */
export function useIdempotencyKey(): IdempotencyKeys {
  const [keys] = useState(() => idempotencyKeys());
  return keys;
}
