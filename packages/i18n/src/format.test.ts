import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney } from './format';

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
});

describe('formatDateTime', () => {
  it('writes a date and time per language', () => {
    const at = '2024-06-01T06:30:00Z';
    expect(formatDateTime(at, 'EN', 'UTC')).toBe('Jun 1, 2024, 6:30 AM');
    expect(formatDateTime(at, 'TY', 'UTC')).toMatch(/2024/);
    expect(formatDateTime(at, 'TY', 'UTC')).not.toBe(formatDateTime(at, 'EN', 'UTC'));
  });
});
