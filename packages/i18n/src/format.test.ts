import { describe, expect, it, vi } from 'vitest';
import {
  formatClock,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
  formatTime,
  hiddenMoney,
} from './format';

const at = '2024-06-01T14:30:05Z';

describe('formatMoney', () => {
  it('shows the currency symbol, grouping and 2 decimals', () => {
    expect(formatMoney(1234.5, 'EN', '₱')).toBe('₱1,234.50');
    expect(formatMoney(1234567.891, 'TY', '₱')).toBe('₱1,234,567.89');
    expect(formatMoney(0, 'EN', '$')).toBe('$0.00');
  });

  it('keeps the sign in front of the symbol and never shows a negative zero', () => {
    expect(formatMoney(-20, 'EN', '₱')).toBe('-₱20.00');
    expect(formatMoney(-0.001, 'EN', '₱')).toBe('₱0.00');
  });

  it('groups per language', () => {
    expect(formatMoney(1234.5, 'PT', 'R$')).toBe('R$1.234,50');
  });

  it('writes English and Tagalog amounts exactly as Intl does, without making a number formatter', () => {
    const amounts = [
      0,
      0.004,
      0.005,
      0.01,
      0.1 + 0.2,
      1.005,
      9.995,
      12.3,
      999.995,
      1000,
      12345.678,
      99999.999,
      1234567.891,
      1e9 + 0.5,
      123456789012.34,
      9e12 + 0.25,
      -0.5,
      -1234.565,
      -1e6,
    ];
    const intlOf = (locale: string) =>
      new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const expected = amounts.map((amount) => {
      const rounded = Math.round(amount * 100) / 100;
      return [intlOf('en'), intlOf('fil')].map(
        (intl) => `${rounded < 0 ? '-' : ''}₱${intl.format(Math.abs(rounded))}`,
      );
    });
    const NumberFormat = vi.spyOn(Intl, 'NumberFormat');
    try {
      expect(
        amounts.map((amount) => [formatMoney(amount, 'EN', '₱'), formatMoney(amount, 'TY', '₱')]),
      ).toEqual(expected);
      expect(NumberFormat).not.toHaveBeenCalled();
    } finally {
      NumberFormat.mockRestore();
    }
    // Beyond ten trillion a double no longer holds every cent: Intl writes those.
    const huge = 1e15 + 0.25;
    expect(formatMoney(huge, 'EN', '₱')).toBe(
      `₱${intlOf('en').format(Math.round(huge * 100) / 100)}`,
    );
  });

  it('hides a balance as four stars', () => {
    expect(hiddenMoney).toBe('****');
  });
});

describe('formatNumber and formatPercent', () => {
  it('group digits per language', () => {
    expect(formatNumber(1234567.5, 'EN')).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, 'TY')).toBe('1,234,567.5');
    expect(formatNumber(10000, 'TY', { maximumFractionDigits: 0 })).toBe('10,000');
  });

  it('write a rate given in percent', () => {
    expect(formatPercent(1.5, 'EN')).toBe('1.5%');
    expect(formatPercent(12.345, 'TY')).toBe('12.35%');
    expect(formatPercent(0.5, 'EN', 0)).toBe('1%');
  });
});

describe('dates and times', () => {
  it('write a date in each language', () => {
    expect(formatDate(at, 'EN', 'UTC')).toBe('Jun 1, 2024');
    expect(formatDate(at, 'TY', 'UTC')).toBe('Hun 1, 2024');
  });

  it('write a time, and a clock with seconds', () => {
    expect(formatTime(at, 'EN', 'UTC')).toBe('2:30 PM');
    expect(formatTime(at, 'TY', 'UTC')).toBe('2:30 PM');
    expect(formatClock(at, 'EN', 'UTC')).toBe('2:30:05 PM');
    expect(formatClock(at, 'TY', 'Asia/Manila')).toBe('10:30:05 PM');
  });

  it('write a date and time per language', () => {
    expect(formatDateTime(at, 'EN', 'UTC')).toBe('Jun 1, 2024, 2:30 PM');
    expect(formatDateTime(at, 'TY', 'UTC')).toMatch(/^Hun 1, 2024.*2:30 PM$/);
  });

  it('accept a Date, a string or a timestamp alike', () => {
    const date = new Date(at);
    expect(formatDate(date, 'EN', 'UTC')).toBe(formatDate(date.getTime(), 'EN', 'UTC'));
  });
});
