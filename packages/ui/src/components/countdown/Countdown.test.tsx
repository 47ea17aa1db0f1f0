import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render';
import { Countdown, secondsLeft } from './Countdown';

const NOW = Date.UTC(2024, 5, 1, 6, 30, 0);

describe('secondsLeft', () => {
  it('rounds up and never goes below 0', () => {
    expect(secondsLeft(NOW + 60_000, NOW)).toBe(60);
    expect(secondsLeft(NOW + 59_001, NOW)).toBe(60);
    expect(secondsLeft(NOW + 1, NOW)).toBe(1);
    expect(secondsLeft(NOW, NOW)).toBe(0);
    expect(secondsLeft(NOW - 5_000, NOW)).toBe(0);
  });
});

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a timer showing the seconds left', () => {
    renderWithI18n(<Countdown until={NOW + 60_000} />);
    expect(screen.getByRole('timer')).toHaveTextContent('60 seconds');
  });

  it('counts down, says "1 second", stops at 0 and calls onDone once', () => {
    const onDone = vi.fn();
    renderWithI18n(<Countdown until={NOW + 3_000} onDone={onDone} />);
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('1 second');
    expect(onDone).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('0 seconds');
    expect(onDone).toHaveBeenCalledOnce();
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('0 seconds');
    expect(onDone).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is done at once when the moment has passed, never negative', () => {
    const onDone = vi.fn();
    renderWithI18n(<Countdown until={NOW - 30_000} onDone={onDone} />);
    expect(screen.getByRole('timer')).toHaveTextContent('0 seconds');
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('starts again for a new moment', () => {
    const onDone = vi.fn();
    const { rerender } = renderWithI18n(<Countdown until={NOW + 1_000} onDone={onDone} />);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(onDone).toHaveBeenCalledOnce();
    rerender(<Countdown until={NOW + 61_000} onDone={onDone} />);
    expect(screen.getByRole('timer')).toHaveTextContent('60 seconds');
  });

  it('shows the seconds the way the caller asks', () => {
    renderWithI18n(
      <Countdown until={NOW + 45_000}>{(seconds) => `Resend in ${seconds}s`}</Countdown>,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('Resend in 45s');
  });

  it('reads in Tagalog', () => {
    renderWithI18n(<Countdown until={NOW + 4_000} />, 'TY');
    expect(screen.getByRole('timer')).toHaveTextContent('4 segundo');
  });
});
