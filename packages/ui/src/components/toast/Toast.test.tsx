import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render';
import { Toast } from './Toast';

describe('Toast', () => {
  // Fake timers: fireEvent, since user-event waits on real ones.
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a polite status region in the page, empty while closed', () => {
    renderWithI18n(<Toast open={false} message="Copy success" onDismiss={vi.fn()} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
  });

  it('shows the message in the region and dismisses itself after the duration', () => {
    const onDismiss = vi.fn();
    renderWithI18n(<Toast open message="Copy success" duration={2000} onDismiss={onDismiss} />);
    expect(screen.getByRole('status')).toHaveTextContent('Copy success');
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('waits while hovered, and stays when the duration is null', () => {
    const onDismiss = vi.fn();
    const { rerender } = renderWithI18n(
      <Toast open message="Copy success" duration={1000} onDismiss={onDismiss} />,
    );
    fireEvent.mouseEnter(screen.getByText('Copy success'));
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.mouseLeave(screen.getByText('Copy success'));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onDismiss).toHaveBeenCalledOnce();

    rerender(<Toast open message="Saved" duration={null} onDismiss={onDismiss} />);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('can be dismissed with its button', () => {
    const onDismiss = vi.fn();
    renderWithI18n(<Toast open message="Copy success" onDismiss={onDismiss} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
