/**
 * One `Idempotency-Key` per user action: a money request sent again with the same content after it
 * never got an answer (network lost, timeout) carries the same key, so the platform moves the money
 * once; any other request gets a fresh key.
 */
import { ErrorCode } from '@gaming/api/wire';
import { useRef } from 'react';

export interface IdempotencyKeys {
  keyFor: (content: unknown) => string;
  /** The request got an answer (done or refused): the next one is a new action. */
  settled: (errorCode?: string) => void;
}

export function useIdempotencyKey(): IdempotencyKeys {
  const pending = useRef<{ content: string; key: string } | null>(null);
  return {
    keyFor(content) {
      const text = JSON.stringify(content);
      if (pending.current?.content !== text)
        pending.current = { content: text, key: crypto.randomUUID() };
      return pending.current.key;
    },
    settled(errorCode) {
      if (errorCode === ErrorCode.networkLinkAbnormal) return;
      pending.current = null;
    },
  };
}
