import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIdempotencyKey } from './use-idempotency-key';

describe('useIdempotencyKey', () => {
  it('keeps the key for the same request until it is answered', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor({ amount: 10 });
    result.current.settled('network_link_abnormal');
    expect(result.current.keyFor({ amount: 10 })).toBe(first);
    expect(result.current.keyFor({ amount: 11 })).not.toBe(first);
  });

  it('keeps the same key across renders of the form', () => {
    const { result, rerender } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor({ amount: 10 });
    rerender();
    expect(result.current.keyFor({ amount: 10 })).toBe(first);
  });

  it('gives a new key once the request was answered', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor({ amount: 10 });
    result.current.settled();
    expect(result.current.keyFor({ amount: 10 })).not.toBe(first);
  });
});
