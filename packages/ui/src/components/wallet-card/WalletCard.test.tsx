import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../test/render';
import { WalletCard } from './WalletCard';

describe('WalletCard', () => {
  it('shows the wallet and its balance in money', () => {
    renderWithI18n(
      <ul>
        <WalletCard name="Nova Reels" amount={1250.5} currencySymbol="₱" />
      </ul>,
    );
    const card = screen.getByRole('listitem', { name: 'Nova Reels' });
    expect(card).toHaveTextContent('₱1,250.50');
    expect(card).not.toHaveTextContent('Under maintenance');
  });

  it('says when the wallet is under maintenance', () => {
    renderWithI18n(
      <ul>
        <WalletCard name="Deep Blue Fishing" amount={0} currencySymbol="₱" maintenance />
      </ul>,
    );
    expect(screen.getByRole('listitem', { name: 'Deep Blue Fishing' })).toHaveTextContent(
      'Under maintenance',
    );
  });
});
