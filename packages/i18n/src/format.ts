/** Numbers and dates for the screen, grouped and written the way each language reads them. */
import { toBcp47 } from './language';

/**
 * Money with the member's currency symbol and 2 decimals, grouped per language:
 * `formatMoney(1234.5, 'EN', '₱')` → `₱1,234.50`; a negative amount keeps its sign in front.
 */
export function formatMoney(amount: number, language: string, currencySymbol: string): string {
  const rounded = Math.round(amount * 100) / 100;
  const digits = new Intl.NumberFormat(toBcp47(language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Math.abs(rounded));
  return `${rounded < 0 ? '-' : ''}${currencySymbol}${digits}`;
}

/**
 * A date and time in the language's words, e.g. `Jun 1, 2024, 2:30 PM`. `timeZone` defaults to the
 * browser's; tests pass one to stay stable.
 */
export function formatDateTime(
  date: Date | string | number,
  language: string,
  timeZone?: string,
): string {
  const value = date instanceof Date ? date : new Date(date);
  return new Intl.DateTimeFormat(toBcp47(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone === undefined ? {} : { timeZone }),
  }).format(value);
}
