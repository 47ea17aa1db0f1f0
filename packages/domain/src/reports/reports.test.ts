import { describe, expect, it } from 'vitest';
import {
  REPORT_RANGE_DAYS,
  checkReportRange,
  csvField,
  csvFileName,
  defaultReportRange,
  isReportPeriod,
  periodEndOf,
  periodStartOf,
  periodWithin,
  toCsv,
} from './reports';

describe('report ranges', () => {
  const today = '2026-11-25';

  it('accepts a range of real days, from ≤ to, up to the limit', () => {
    expect(checkReportRange('2026-11-01', '2026-11-25', today)).toEqual({ days: 25 });
    expect(checkReportRange('2026-11-25', '2026-11-25', today)).toEqual({ days: 1 });
    expect(checkReportRange('2026-08-26', '2026-11-25', today)).toEqual({
      days: REPORT_RANGE_DAYS,
    });
  });

  it('refuses bad dates, an inverted range, a long one, the future and old history', () => {
    expect(checkReportRange('2026-02-30', '2026-03-01', today)).toEqual({
      problem: 'date.invalid',
    });
    expect(checkReportRange('nope', '2026-03-01', today)).toEqual({ problem: 'date.invalid' });
    expect(checkReportRange('2026-11-10', '2026-11-09', today)).toEqual({
      problem: 'date.inverted',
    });
    expect(checkReportRange('2026-08-25', '2026-11-25', today)).toEqual({
      problem: 'date.too.long',
    });
    expect(checkReportRange('2026-11-20', '2026-11-26', today)).toEqual({
      problem: 'date.future',
    });
    expect(checkReportRange('2026-05-01', '2026-05-02', today)).toEqual({
      problem: 'date.too.old',
    });
    // Without a real "today" only the range itself is checked.
    expect(checkReportRange('2026-05-01', '2026-05-02', '')).toEqual({ days: 2 });
  });

  it('opens on the last 7 site days', () => {
    // 20:00 UTC is already the next day in Manila.
    expect(defaultReportRange(new Date('2026-11-24T20:00:00Z'))).toEqual({
      from: '2026-11-19',
      to: '2026-11-25',
    });
  });

  it('knows its periods', () => {
    expect(isReportPeriod('weekly')).toBe(true);
    expect(isReportPeriod('yearly')).toBe(false);
    expect(isReportPeriod(3)).toBe(false);
  });
});

describe('periods', () => {
  it('starts weeks on Monday, half months on the 1st and 16th, months on the 1st', () => {
    // 2026-11-25 is a Wednesday.
    expect(periodStartOf('2026-11-25', 'daily')).toBe('2026-11-25');
    expect(periodStartOf('2026-11-25', 'weekly')).toBe('2026-11-23');
    expect(periodStartOf('2026-11-23', 'weekly')).toBe('2026-11-23');
    expect(periodStartOf('2026-11-29', 'weekly')).toBe('2026-11-23');
    expect(periodStartOf('2026-11-15', 'semimonthly')).toBe('2026-11-01');
    expect(periodStartOf('2026-11-16', 'semimonthly')).toBe('2026-11-16');
    expect(periodStartOf('2026-11-25', 'monthly')).toBe('2026-11-01');
    expect(() => periodStartOf('2026-13-01', 'daily')).toThrow();
  });

  it('ends each period on its last day', () => {
    expect(periodEndOf('2026-11-25', 'daily')).toBe('2026-11-25');
    expect(periodEndOf('2026-11-23', 'weekly')).toBe('2026-11-29');
    expect(periodEndOf('2026-02-01', 'semimonthly')).toBe('2026-02-15');
    expect(periodEndOf('2026-02-16', 'semimonthly')).toBe('2026-02-28');
    expect(periodEndOf('2028-02-01', 'monthly')).toBe('2028-02-29');
    expect(periodEndOf('2026-12-01', 'monthly')).toBe('2026-12-31');
  });

  it('clips a period to the range', () => {
    const range = { from: '2026-11-04', to: '2026-11-25' };
    expect(periodWithin('2026-11-05', 'weekly', range)).toEqual({
      from: '2026-11-04',
      to: '2026-11-08',
    });
    expect(periodWithin('2026-11-24', 'monthly', range)).toEqual(range);
  });
});

describe('CSV', () => {
  it('writes a header row and one CRLF line per row', () => {
    const csv = toCsv(
      [
        { header: 'Username', cell: (row: { name: string; bet: string }) => row.name },
        { header: 'Bet amount', cell: (row) => row.bet },
      ],
      [
        { name: 'player01', bet: '1,250.00' },
        { name: 'player02', bet: '-30.50' },
      ],
    );
    expect(csv).toBe('Username,Bet amount\r\nplayer01,"1,250.00"\r\nplayer02,-30.50\r\n');
  });

  it('escapes quotes, commas and line breaks (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(12.5)).toBe('12.5');
  });

  it('neutralises spreadsheet formulas, but leaves numbers alone', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+1+1')).toBe("'+1+1");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('-1,234.50')).toBe('"-1,234.50"');
    expect(csvField(-3)).toBe('-3');
  });

  it('names the file after the report and its range', () => {
    expect(csvFileName('Team betting', { from: '2026-11-01', to: '2026-11-25' })).toBe(
      'team-betting-2026-11-01_2026-11-25.csv',
    );
    expect(csvFileName('--User P&L--', { from: '2026-11-01', to: '2026-11-02' })).toBe(
      'user-p-l-2026-11-01_2026-11-02.csv',
    );
  });
});
