import { useRef } from 'react';

/**
 * One idempotency key per user action: the same key while that action is retried (a double click,
 * a retry after a network error), a new one once it went through or the form changed.
 */
export function useIdempotencyKey() {
  const key = useRef<string | null>(null);
  return {
    current: () => (key.current ??= crypto.randomUUID()),
    renew: () => {
      key.current = null;
    },
  };
}
