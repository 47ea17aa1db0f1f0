/**
 * One `Idempotency-Key` per user action: a money request sent again with the same content after it
 * never got an answer (network lost, timeout) carries the same key, so the platform moves the money
 * once; any other request gets a fresh key. Plain state, so any app (or a hook around it) can keep it.
 */
import { ErrorCode } from '../wire/envelope';

export interface IdempotencyKeys {
  /** The key for a request with this content. */
  keyFor: (content: unknown) => string;
  /** The request got an answer (done or refused): the next one is a new action. */
  settled: (errorCode?: string) => void;
}

export function idempotencyKeys(newKey: () => string = () => crypto.randomUUID()): IdempotencyKeys {
  let pending: { content: string; key: string } | null = null;
  return {
    keyFor(content) {
      const text = JSON.stringify(content);
      if (pending?.content !== text) pending = { content: text, key: newKey() };
      return pending.key;
    },
    settled(errorCode) {
      // Unanswered: keep the key for the same request sent again.
      if (errorCode === ErrorCode.networkLinkAbnormal) return;
      pending = null;
    },
  };
}
