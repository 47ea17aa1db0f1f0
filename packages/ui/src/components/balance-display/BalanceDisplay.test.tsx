import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render';
import { BalanceDisplay } from './BalanceDisplay';

describe('BalanceDisplay', () => {
  it('shows money with the currency symbol and 2 decimals, grouped', () => {
    renderWithI18n(<BalanceDisplay amount={12345.6} currencySymbol="₱" />);
    expect(screen.getByRole('group', { name: 'Balance' })).toHaveTextContent('₱12,345.60');
  });

  it('hides the amount behind **** and says so to screen readers', async () => {
    const onHiddenChange = vi.fn();
    renderWithI18n(
      <BalanceDisplay amount={500} currencySymbol="₱" onHiddenChange={onHiddenChange} />,
    );
    const toggle = screen.getByRole('button', { name: 'Hide balance', pressed: false });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const group = screen.getByRole('group', { name: 'Balance' });
    expect(group).toHaveTextContent('****');
    expect(group).not.toHaveTextContent('500');
    expect(screen.getByText('Balance hidden')).toBeInTheDocument();
    expect(onHiddenChange).toHaveBeenCalledWith(true);
    await userEvent.click(toggle);
    expect(group).toHaveTextContent('₱500.00');
  });

  it('follows a hidden state held by the caller', () => {
    renderWithI18n(<BalanceDisplay amount={500} currencySymbol="₱" hidden />);
    expect(screen.getByRole('button', { name: 'Hide balance', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Balance' })).toHaveTextContent('****');
  });

  it('refreshes, and ignores presses while a refresh is under way', async () => {
    const onRefresh = vi.fn();
    const { rerender } = renderWithI18n(
      <BalanceDisplay amount={500} currencySymbol="₱" onRefresh={onRefresh} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(onRefresh).toHaveBeenCalledOnce();
    rerender(<BalanceDisplay amount={500} currencySymbol="₱" onRefresh={onRefresh} refreshing />);
    const refresh = screen.getByRole('button', { name: 'Refresh balance' });
    expect(refresh).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('group', { name: 'Balance' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(refresh);
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('has no refresh button without onRefresh', () => {
    renderWithI18n(<BalanceDisplay amount={500} currencySymbol="₱" />);
    expect(screen.queryByRole('button', { name: 'Refresh balance' })).not.toBeInTheDocument();
  });

  it('shows a dash until the balance is known', () => {
    renderWithI18n(<BalanceDisplay amount={undefined} currencySymbol="₱" />);
    expect(screen.getByText('Not available')).toBeInTheDocument();
  });
});
