import { errorCodeOf } from '@gaming/api/base-api';
import type { ApiFailure } from '@gaming/api/base-api';
import { useTranslation } from '@gaming/i18n';
import type { SerializedError } from '@reduxjs/toolkit';
import { useRef, useState } from 'react';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';
import { useIdempotencyKey } from '@gaming/kernel/idempotency';

type Outcome<T> =
  { data: T; error?: undefined } | { data?: undefined; error: ApiFailure | SerializedError };

/**
 * One claim button's state: a press while a claim is on its way does nothing, the request carries
 * one Idempotency-Key per action (kept for a retry after a lost reply), and the outcome is a line
 * the screen reader hears. A claim that succeeded is not sent again (`claimed`) until `clear()`:
 * between its answer and the list's refetch the button would otherwise still offer it.
 */
export function useClaim() {
  const { t } = useTranslation(['promotions', 'errors']);
  const keys = useIdempotencyKey();
  // A ref as well as the state: a double click can land before React renders the busy button.
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [succeeded, setSucceeded] = useState<ReadonlySet<string>>(() => new Set());
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const claimed = (content: unknown) => succeeded.has(JSON.stringify(content));

  async function run<T>(
    content: unknown,
    send: (idempotencyKey: string) => Promise<Outcome<T>>,
    done: (data: T) => string,
  ): Promise<T | undefined> {
    if (running.current || claimed(content)) return undefined;
    running.current = true;
    setBusy(true);
    setMessage(null);
    try {
      const result = await send(keys.keyFor(content));
      keys.settled(result.error === undefined ? undefined : errorCodeOf(result.error));
      if (result.error !== undefined) {
        setMessage({ text: t(errorMessageKeyOf(result.error)), failed: true });
        return undefined;
      }
      setSucceeded((before) => new Set(before).add(JSON.stringify(content)));
      setMessage({ text: done(result.data), failed: false });
      return result.data;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return {
    busy,
    message,
    run,
    claimed,
    clear: () => {
      setMessage(null);
      setSucceeded(new Set());
    },
  };
}

export function ClaimMessage({ message }: { message: { text: string; failed: boolean } | null }) {
  if (!message) return null;
  return (
    <p role={message.failed ? 'alert' : 'status'} className="rewards__message">
      {message.text}
    </p>
  );
}
