import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('says "No data" by default and offers no action', () => {
    renderWithI18n(<EmptyState />);
    expect(screen.getByText('No data')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows its line and action', async () => {
    const onClick = vi.fn();
    renderWithI18n(
      <EmptyState message="No favourites yet" action={{ label: 'Browse games', onClick }} />,
    );
    expect(screen.getByText('No favourites yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Browse games' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
