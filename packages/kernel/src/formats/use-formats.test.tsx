import { ok, stubPlatform } from '@gaming/api/testing';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAppTestKit, makeBaseStore } from '../testing/render';
import { siteDateFormats, useDateFormats, useFormats, useMoneyFormats } from './use-formats';

const { renderWithProviders } = createAppTestKit({ makeStore: makeBaseStore, routes: [] });

function Figures({ signedIn }: { signedIn: boolean }) {
  const formats = useMoneyFormats(signedIn);
  return (
    <ul>
      <li>{formats.money(-1234.5)}</li>
      <li>{formats.count(1_250)}</li>
      <li>{formats.points(12.345)}</li>
      <li>{formats.day('2026-11-24')}</li>
      <li>{formats.dateTime(null)}</li>
    </ul>
  );
}

const balanceIn = (currencySymbol: string) => () =>
  ok({ balance: 10, currency: 'X', currencySymbol, wallets: [] });

describe('useMoneyFormats', () => {
  it("writes money in the account's currency once the balance says which", async () => {
    const fetchMock = stubPlatform({ '/wps/v2/wallets/balance': balanceIn('$') });
    renderWithProviders(<Figures signedIn />, { token: 'member-token' });
    expect(screen.getByText('-₱1,234.50')).toBeInTheDocument();
    expect(await screen.findByText('-$1,234.50')).toBeInTheDocument();
    expect(screen.getByText('1,250')).toBeInTheDocument();
    expect(screen.getByText('12.35')).toBeInTheDocument();
    expect(screen.getByText('Nov 24, 2026')).toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalled();
  });

  it("asks a visitor for no balance and writes the site's currency", () => {
    const fetchMock = stubPlatform({ '/wps/v2/wallets/balance': balanceIn('$') });
    renderWithProviders(<Figures signedIn={false} />);
    expect(screen.getByText('-₱1,234.50')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("dates and times in the site's zone", () => {
  // A transfer at 11:59 PM on Nov 27 in Manila is 10:59 AM in New York, the device's zone here.
  const lateInManila = '2026-11-27T15:59:00Z';
  let before: string | undefined;
  beforeEach(() => {
    before = process.env.TZ;
    process.env.TZ = 'America/New_York';
  });
  afterEach(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });

  function Times() {
    const formats = useFormats();
    const dates = useDateFormats();
    return (
      <ul>
        <li>{formats.dateTime(lateInManila)}</li>
        <li>{formats.date('2026-11-27T16:30:00Z')}</li>
        <li>{dates.time(lateInManila)}</li>
        <li>{dates.isoDateTime(lateInManila)}</li>
        <li>{dates.timeZoneName}</li>
      </ul>
    );
  }

  it("writes Manila's date and time on a device in New York", () => {
    expect(new Date(lateInManila).getHours()).toBe(10);
    renderWithProviders(<Times />);
    expect(screen.getByText('Nov 27, 2026, 11:59 PM')).toBeInTheDocument();
    expect(screen.getByText('Nov 28, 2026')).toBeInTheDocument();
    expect(screen.getByText('11:59 PM')).toBeInTheDocument();
    expect(screen.getByText('2026-11-27 23:59')).toBeInTheDocument();
    expect(screen.getByText('GMT+8')).toBeInTheDocument();
  });

  it('writes them in Tagalog too, and a site day as it is', () => {
    const formats = siteDateFormats('TY');
    expect(formats.dateTime(lateInManila)).toBe('Nob 27, 2026, 11:59 PM');
    expect(formats.day('2026-11-24')).toBe('Nob 24, 2026');
    expect(formats.dateTime(null)).toBe('—');
    expect(formats.timeZone).toBe('Asia/Manila');
  });
});
