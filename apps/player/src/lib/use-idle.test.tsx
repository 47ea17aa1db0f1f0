import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdle, useRevealedCount } from './use-idle';

/** The browser's quiet moments, run by hand. */
let idleWork: (() => void)[] = [];
const quietMoment = () =>
  act(() => {
    const work = idleWork;
    idleWork = [];
    for (const run of work) run();
  });

beforeEach(() => {
  idleWork = [];
  vi.stubGlobal(
    'requestIdleCallback',
    vi.fn((work: () => void) => idleWork.push(work)),
  );
  vi.stubGlobal('cancelIdleCallback', vi.fn());
});

afterEach(() => {
  // Unmounted while the stubs stand: a pending quiet moment is cancelled through them.
  cleanup();
  vi.unstubAllGlobals();
});

describe('useIdle', () => {
  it('turns true in the first quiet moment', () => {
    const { result } = renderHook(() => useIdle());
    expect(result.current).toBe(false);
    quietMoment();
    expect(result.current).toBe(true);
  });
});

describe('useRevealedCount', () => {
  it('shows the first parts at once and the others a step per quiet moment', () => {
    const { result } = renderHook(() => useRevealedCount(7, 2, 2));
    expect(result.current).toBe(2);
    quietMoment();
    expect(result.current).toBe(4);
    quietMoment();
    expect(result.current).toBe(6);
    quietMoment();
    expect(result.current).toBe(7);
    quietMoment();
    expect(idleWork).toHaveLength(0);
  });

  it('never shows more parts than there are, and waits for none when they all fit', () => {
    const { result } = renderHook(() => useRevealedCount(1, 2, 2));
    expect(result.current).toBe(1);
    expect(idleWork).toHaveLength(0);
  });

  it('reveals a list that arrives later the same way', () => {
    const { result, rerender } = renderHook(({ total }) => useRevealedCount(total, 2, 2), {
      initialProps: { total: 0 },
    });
    expect(result.current).toBe(0);
    rerender({ total: 5 });
    expect(result.current).toBe(2);
    quietMoment();
    expect(result.current).toBe(4);
  });

  it('shows new parts at once once everything has been shown', () => {
    const { result, rerender } = renderHook(({ total }) => useRevealedCount(total, 2, 2), {
      initialProps: { total: 3 },
    });
    quietMoment();
    expect(result.current).toBe(3);
    rerender({ total: 6 });
    expect(result.current).toBe(6);
  });
});
