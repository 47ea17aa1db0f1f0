import { describe, expect, it, vi } from 'vitest';
import {
  formatClock,
  formatDate,
  formatDateClock,
  formatDateTime,
  formatDay,
  formatIsoDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
  formatTime,
  formatTimeZone,
  hiddenMoney,
} from './format';

const at = '2024-06-01T14:30:05Z';

/** What `write` returns, checked to have made no Intl formatter of the kind (the hand-written path). */
function withoutIntl<T>(kind: 'NumberFormat' | 'DateTimeFormat', write: () => T): T {
  const made = vi.spyOn(Intl, kind);
  try {
    const written = write();
    expect(made).not.toHaveBeenCalled();
    return written;
  } finally {
    made.mockRestore();
  }
}

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
    expect(
      withoutIntl('NumberFormat', () =>
        amounts.map((amount) => [formatMoney(amount, 'EN', '₱'), formatMoney(amount, 'TY', '₱')]),
      ),
    ).toEqual(expected);
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

  const numbers = [
    0,
    -0,
    1,
    7,
    16,
    999,
    1000,
    1234567.5,
    0.5,
    0.0005,
    0.00049,
    1.0005,
    2.5,
    12.345,
    1.005,
    99.995,
    0.1 + 0.2,
    1 / 3,
    2 / 3,
    123456789.987654,
    9e12 + 0.125,
    -0.0004,
    -1234.5678,
    -2.5,
  ];
  const numberOptions: Intl.NumberFormatOptions[] = [
    {},
    { maximumFractionDigits: 0 },
    { maximumFractionDigits: 2 },
    { minimumFractionDigits: 2, maximumFractionDigits: 2 },
    { minimumFractionDigits: 1 },
    { minimumFractionDigits: 5 },
  ];

  it('write English and Tagalog numbers exactly as Intl does, without making a number formatter', () => {
    const expected = numbers.flatMap((value) =>
      numberOptions.flatMap((options) =>
        ['en', 'fil'].map((locale) => new Intl.NumberFormat(locale, options).format(value)),
      ),
    );
    const actual = withoutIntl('NumberFormat', () =>
      numbers.flatMap((value) =>
        numberOptions.flatMap((options) =>
          ['EN', 'TY'].map((language) => formatNumber(value, language, options)),
        ),
      ),
    );
    expect(actual).toEqual(expected);
  });

  it('write English and Tagalog rates exactly as Intl does, without making a number formatter', () => {
    const rates = numbers.filter((value) => Math.abs(value) < 1e9).map((value) => value * 7.3);
    const expected = [...numbers, ...rates].flatMap((percent) =>
      [0, 2, 3].flatMap((maximumFractionDigits) =>
        ['en', 'fil'].map((locale) =>
          new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits }).format(
            percent / 100,
          ),
        ),
      ),
    );
    const actual = withoutIntl('NumberFormat', () =>
      [...numbers, ...rates].flatMap((percent) =>
        [0, 2, 3].flatMap((digits) =>
          ['EN', 'TY'].map((language) => formatPercent(percent, language, digits)),
        ),
      ),
    );
    expect(actual).toEqual(expected);
  });

  it('leave other options and languages to Intl', () => {
    expect(formatNumber(1234.5, 'EN', { style: 'currency', currency: 'USD' })).toBe('$1,234.50');
    expect(formatNumber(1e15 + 2, 'EN')).toBe(new Intl.NumberFormat('en').format(1e15 + 2));
    expect(formatNumber(Number.NaN, 'EN')).toBe('NaN');
    expect(() =>
      formatNumber(1, 'EN', { minimumFractionDigits: 3, maximumFractionDigits: 1 }),
    ).toThrow(RangeError);
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

  // Every 97 hours and 13 minutes through 2026 (each month, hour and minute turn, AM and PM,
  // midnight and noon), then the edges of the hand-written years.
  const instants = [
    ...Array.from(
      { length: 91 },
      (_, step) => Date.UTC(2026, 0, 1) + step * (97 * 60 + 13) * 60_000 + step * 1_007,
    ),
    Date.UTC(1980, 0, 2, 0, 0, 0),
    Date.UTC(2000, 1, 29, 12, 0, 0),
    Date.UTC(9999, 11, 31, 11, 59, 59),
  ];
  const writers = [
    { write: formatDate, options: { dateStyle: 'medium' } },
    { write: formatTime, options: { timeStyle: 'short' } },
    { write: formatClock, options: { timeStyle: 'medium' } },
    { write: formatDateTime, options: { dateStyle: 'medium', timeStyle: 'short' } },
    { write: formatDateClock, options: { dateStyle: 'medium', timeStyle: 'medium' } },
  ] as const;

  /** What Intl writes, made before the spy; then the format's own, with the spy watching. */
  function compareWithIntl(timeZone: string) {
    const expected = instants.flatMap((instant) =>
      writers.flatMap(({ options }) =>
        ['en', 'fil'].map((locale) =>
          new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(instant),
        ),
      ),
    );
    const actual = withoutIntl('DateTimeFormat', () =>
      instants.flatMap((instant) =>
        writers.flatMap(({ write }) =>
          ['EN', 'TY'].map((language) => write(instant, language, timeZone)),
        ),
      ),
    );
    expect(actual).toEqual(expected);
  }

  it.each(['UTC', 'Asia/Manila'])(
    'write English and Tagalog exactly as Intl does in %s, without making a date formatter',
    (timeZone) => compareWithIntl(timeZone),
  );

  /** Runs `check` with the process (the "device") in `zone`. */
  function onDeviceIn(zone: string, check: () => void) {
    const before = process.env.TZ;
    process.env.TZ = zone;
    try {
      expect(new Date(Date.UTC(2026, 10, 27)).getTimezoneOffset()).not.toBe(0);
      check();
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  }

  // A transfer at 11:59 PM on Nov 27 in Manila: 10:59 AM in New York, 2:29 AM on the 28th in Adelaide.
  const lateInManila = '2026-11-27T15:59:00Z';

  it.each(['America/New_York', 'Australia/Adelaide'])(
    "write the zone they are given, never the device's (%s)",
    (zone) =>
      onDeviceIn(zone, () => {
        expect(formatDateTime(lateInManila, 'EN', 'Asia/Manila')).toBe('Nov 27, 2026, 11:59 PM');
        expect(formatDateTime(lateInManila, 'TY', 'Asia/Manila')).toBe('Nob 27, 2026, 11:59 PM');
        expect(formatDate(lateInManila, 'EN', 'Asia/Manila')).toBe('Nov 27, 2026');
        expect(formatTime(lateInManila, 'EN', 'Asia/Manila')).toBe('11:59 PM');
        expect(formatDateClock(lateInManila, 'EN', 'Asia/Manila')).toBe(
          'Nov 27, 2026, 11:59:00 PM',
        );
        expect(formatIsoDateTime(lateInManila, 'Asia/Manila')).toBe('2026-11-27 23:59');
        compareWithIntl('Asia/Manila');
      }),
  );

  it('refuse to write without a zone rather than fall back to the device', () => {
    for (const write of [formatDate, formatTime, formatClock, formatDateTime, formatDateClock]) {
      // @ts-expect-error -- the zone is required: a call without one does not compile.
      expect(() => write(lateInManila, 'EN')).toThrow(RangeError);
      expect(() => write(lateInManila, 'EN', '')).toThrow(RangeError);
    }
    // @ts-expect-error -- the same for files.
    expect(() => formatIsoDateTime(lateInManila)).toThrow(RangeError);
  });

  it('write a date and time for files in ISO form, in the zone given', () => {
    expect(formatIsoDateTime(lateInManila, 'Asia/Manila')).toBe('2026-11-27 23:59');
    expect(formatIsoDateTime(Date.parse(lateInManila), 'UTC')).toBe('2026-11-27 15:59');
    expect(formatIsoDateTime(new Date('2026-11-27T16:00:00Z'), 'Asia/Manila')).toBe(
      '2026-11-28 00:00',
    );
    // Zones the table does not know go through Intl, 24-hour clock included.
    expect(formatIsoDateTime(lateInManila, 'America/New_York')).toBe('2026-11-27 10:59');
    expect(formatIsoDateTime('2026-07-01T04:05:00Z', 'America/New_York')).toBe('2026-07-01 00:05');
    expect(() => formatIsoDateTime('not a date', 'UTC')).toThrow(RangeError);
  });

  it('write a calendar day the same in every zone', () =>
    onDeviceIn('America/New_York', () => {
      expect(formatDay('2026-11-24', 'EN')).toBe('Nov 24, 2026');
      expect(formatDay('2026-11-24', 'TY')).toBe('Nob 24, 2026');
      expect(() => formatDay('2026-11-31x', 'EN')).toThrow(RangeError);
    }));

  it('leave other zones, years and languages to Intl', () => {
    const intl = (locale: string, options: Intl.DateTimeFormatOptions, instant: number) =>
      new Intl.DateTimeFormat(locale, options).format(instant);
    const summer = Date.UTC(2026, 6, 1, 15, 0);
    expect(formatDateTime(summer, 'EN', 'America/New_York')).toBe(
      intl('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/New_York' }, summer),
    );
    const old = Date.UTC(1975, 4, 1, 15, 0);
    expect(formatDate(old, 'EN', 'Asia/Manila')).toBe(
      intl('en', { dateStyle: 'medium', timeZone: 'Asia/Manila' }, old),
    );
    expect(formatDate(summer, 'PT', 'UTC')).toBe(
      intl('pt', { dateStyle: 'medium', timeZone: 'UTC' }, summer),
    );
    expect(() => formatDate('not a date', 'EN', 'UTC')).toThrow(RangeError);
  });
});

describe('formatTimeZone', () => {
  it("names the site's zone GMT+8 all year (Manila keeps no daylight saving)", () => {
    expect(formatTimeZone('Asia/Manila', new Date('2026-01-15T00:00:00Z'))).toBe('GMT+8');
    expect(formatTimeZone('Asia/Manila', new Date('2026-07-15T00:00:00Z'))).toBe('GMT+8');
  });

  it("gives Intl's English short name for the zones it writes by hand, and asks Intl for others", () => {
    for (const zone of ['UTC', 'Etc/UTC', 'Asia/Manila']) {
      const at = new Date('2026-03-01T00:00:00Z');
      const intl = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'short' })
        .formatToParts(at)
        .find((part) => part.type === 'timeZoneName')?.value;
      expect(formatTimeZone(zone, at)).toBe(intl);
    }
    expect(formatTimeZone('America/New_York', new Date('2026-07-15T00:00:00Z'))).toBe('EDT');
  });
});
