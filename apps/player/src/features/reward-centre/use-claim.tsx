import { errorCodeOf } from '@gaming/api/base-api';
import type { ApiFailure } from '@gaming/api/base-api';
import { useTranslation } from '@gaming/i18n';
import type { SerializedError } from '@reduxjs/toolkit';
import { useState } from 'react';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';
import { useIdempotencyKey } from '@gaming/kernel/idempotency';

type Outcome<T> =
  { data: T; error?: undefined } | { data?: undefined; error: ApiFailure | SerializedError };

/**
 * One claim button's state: a press while a claim is on its way does nothing, the request carries
 * one Idempotency-Key per action (kept for a retry after a lost reply), and the outcome is a line
 * the screen reader hears.
 */
export function useClaim() {
  const { t } = useTranslation(['promotions', 'errors']);
  const keys = useIdempotencyKey();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);

  async function run<T>(
    content: unknown,
    send: (idempotencyKey: string) => Promise<Outcome<T>>,
    done: (data: T) => string,
  ): Promise<T | undefined> {
    if (busy) return undefined;
    setBusy(true);
    setMessage(null);
    try {
      const result = await send(keys.keyFor(content));
      keys.settled(result.error === undefined ? undefined : errorCodeOf(result.error));
      if (result.error !== undefined) {
        setMessage({ text: t(errorMessageKeyOf(result.error)), failed: true });
        return undefined;
      }
      setMessage({ text: done(result.data), failed: false });
      return result.data;
    } finally {
      setBusy(false);
    }
  }

  return { busy, message, run, clear: () => setMessage(null) };
}

export function ClaimMessage({ message }: { message: { text: string; failed: boolean } | null }) {
  if (!message) return null;
  return (
    <p role={message.failed ? 'alert' : 'status'} className="rewards__message">
      {message.text}
    </p>
  );
}
