import { describe, expect, it } from 'vitest';
import {
  REPORT_RANGE_DAYS,
  checkReportRange,
  csvAmount,
  csvField,
  csvFileName,
  csvNumber,
  csvTime,
  csvTimeText,
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
  it('writes a header row and one CRLF line per row, figures as plain numbers', () => {
    const csv = toCsv<{ name: string; bet: number; bets: number; at: string }>(
      [
        { header: 'Username', cell: (row) => row.name },
        { header: 'Bets', cell: (row) => row.bets },
        { header: 'Bet amount', cell: (row) => csvAmount(row.bet) },
        { header: 'Bet time', cell: (row) => csvTime(row.at) },
      ],
      [
        { name: 'player01', bets: 1_250, bet: 1_575.35, at: '2026-11-27T15:59:00.000Z' },
        { name: 'player02', bets: 3, bet: -30.5, at: '2026-11-26T16:00:00.000Z' },
      ],
    );
    expect(csv).toBe(
      'Username,Bets,Bet amount,Bet time\r\n' +
        'player01,1250,1575.35,2026-11-27 23:59\r\n' +
        'player02,3,-30.50,2026-11-27 00:00\r\n',
    );
  });

  it('writes amounts with two decimals, no grouping, no currency', () => {
    expect(csvField(csvAmount(1_575.35))).toBe('1575.35');
    expect(csvField(csvAmount(1_234_567.8))).toBe('1234567.80');
    expect(csvField(csvAmount(-0.05))).toBe('-0.05');
    expect(csvField(csvAmount(0))).toBe('0.00');
    expect(csvField(csvAmount(0.1 + 0.2))).toBe('0.30');
  });

  it('writes numbers plainly: a dot, no grouping, no exponent', () => {
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(1_250_000)).toBe('1250000');
    expect(csvNumber(1e21)).toBe('1000000000000000000000');
    expect(csvNumber(1e-7)).toBe('0.0000001');
    expect(csvNumber(-0)).toBe('0');
    expect(() => csvNumber(Number.NaN)).toThrow(RangeError);
  });

  it('writes times in the site zone (UTC+8) whatever the device zone', () => {
    expect(csvTimeText('2026-11-27T15:59:00Z')).toBe('2026-11-27 23:59');
    expect(csvTimeText(new Date('2026-11-27T16:00:00Z'))).toBe('2026-11-28 00:00');
    expect(csvTimeText('2026-12-31T16:30:45.999Z')).toBe('2027-01-01 00:30');
    expect(csvField(csvTime('2026-11-27T15:59:00Z'))).toBe('2026-11-27 23:59');
    expect(() => csvTimeText('yesterday')).toThrow(RangeError);
  });

  it('leaves empty cells empty', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField('')).toBe('');
  });

  it('quotes only what needs it, doubling quotes (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Nov 21 – Nov 27')).toBe('Nov 21 – Nov 27');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('neutralises spreadsheet formulas in text, numbers stay numbers', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+1+1')).toBe("'+1+1");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('\rcmd')).toBe('"\'\rcmd"');
    // Text is text even when it looks like a number: numbers are passed as numbers.
    expect(csvField('-12.50')).toBe("'-12.50");
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField(csvAmount(-12.5))).toBe('-12.50');
    expect(csvField("'=already")).toBe("'=already");
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
