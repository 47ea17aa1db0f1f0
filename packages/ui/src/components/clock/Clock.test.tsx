import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render';
import { Clock } from './Clock';

// 2024-06-01 06:30:05 UTC = 14:30:05 in Manila.
const NOW = Date.UTC(2024, 5, 1, 6, 30, 5);

describe('Clock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the date and time in the time zone given', () => {
    const { container } = renderWithI18n(<Clock timeZone="Asia/Manila" />);
    const time = container.querySelector('time');
    expect(time).toHaveTextContent('Jun 1, 2024, 2:30:05 PM');
    expect(time).toHaveAttribute('datetime', '2024-06-01T06:30:05.000Z');
    expect(screen.getByText('Current time')).toBeInTheDocument();
  });

  it('moves on every second', () => {
    const { container } = renderWithI18n(<Clock timeZone="UTC" showDate={false} />);
    expect(container.querySelector('time')).toHaveTextContent('6:30:05 AM');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(container.querySelector('time')).toHaveTextContent('6:30:06 AM');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(container.querySelector('time')).toHaveTextContent('6:30:11 AM');
  });

  it('writes the time the way Tagalog does', () => {
    const { container } = renderWithI18n(
      <Clock timeZone="Asia/Manila" language="TY" showDate={false} />,
    );
    const expected = new Intl.DateTimeFormat('fil', {
      timeStyle: 'medium',
      timeZone: 'Asia/Manila',
    }).format(NOW);
    expect(container.querySelector('time')).toHaveTextContent(expected);
  });

  it("names the zone as the agent header's label does", () => {
    const { container, rerender } = renderWithI18n(<Clock timeZone="UTC" showTimeZone />);
    expect(container.querySelector('time')).toHaveTextContent('Jun 1, 2024, 6:30:05 AM UTC');
    rerender(<Clock timeZone="Asia/Manila" showDate={false} showTimeZone />);
    expect(container.querySelector('time')).toHaveTextContent(/^2:30:05 PM GMT\+8$/);
  });

  it("shows the zone it is given on a device elsewhere, never the device's", () => {
    const before = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      // 06:30 UTC is 2:30 AM in New York.
      expect(new Date(NOW).getHours()).toBe(2);
      const { container } = renderWithI18n(<Clock timeZone="Asia/Manila" />);
      expect(container.querySelector('time')).toHaveTextContent('Jun 1, 2024, 2:30:05 PM');
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });

  it("refuses an unknown zone rather than show the device's", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithI18n(<Clock timeZone="Mars/Olympus" />)).toThrow(RangeError);
  });

  it('stops its timer when it goes away', () => {
    const { unmount } = renderWithI18n(<Clock timeZone="Asia/Manila" />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
