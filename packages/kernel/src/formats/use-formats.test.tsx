import { ok, stubPlatform } from '@gaming/api/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppTestKit, makeBaseStore } from '../testing/render';
import { useMoneyFormats } from './use-formats';

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
