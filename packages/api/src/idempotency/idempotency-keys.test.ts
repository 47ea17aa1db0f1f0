import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../wire/envelope';
import { idempotencyKeys } from './idempotency-keys';

describe('idempotencyKeys', () => {
  it('keeps the key for the same request until it is answered', () => {
    const keys = idempotencyKeys();
    const first = keys.keyFor({ amount: 10 });
    keys.settled(ErrorCode.networkLinkAbnormal);
    expect(keys.keyFor({ amount: 10 })).toBe(first);
    expect(keys.keyFor({ amount: 11 })).not.toBe(first);
  });

  it('gives a new key once the request was answered', () => {
    const keys = idempotencyKeys();
    const first = keys.keyFor({ amount: 10 });
    keys.settled();
    expect(keys.keyFor({ amount: 10 })).not.toBe(first);
  });
});
