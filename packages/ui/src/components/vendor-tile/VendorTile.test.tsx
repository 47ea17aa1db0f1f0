import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render';
import { VendorTile } from './VendorTile';

const live = {
  displayName: 'Golden Lotus Live',
  lagerIcon: '/evo.png',
  gameType: 'LIVE',
  vassalage: 'EVO',
};
const rng = {
  displayName: 'Island Spin',
  lagerIcon: '/island-spin.png',
  gameType: 'RNG',
  vassalage: 'Island Spin',
};

describe('VendorTile', () => {
  it('launches the vendor when clicked', async () => {
    const onOpen = vi.fn();
    renderWithI18n(<VendorTile vendor={live} onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Play Golden Lotus Live' }));
    expect(onOpen).toHaveBeenCalledWith(live);
  });

  it('shows the logo and the name', () => {
    const { container } = renderWithI18n(<VendorTile vendor={live} onOpen={vi.fn()} />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/evo.png');
    expect(screen.getByText('Golden Lotus Live')).toBeInTheDocument();
  });

  it('shows a play button except for RNG vendors (§2)', () => {
    const { rerender } = renderWithI18n(<VendorTile vendor={live} onOpen={vi.fn()} />);
    expect(screen.getByText('Play')).toBeInTheDocument();
    rerender(<VendorTile vendor={rng} onOpen={vi.fn()} />);
    expect(screen.queryByText('Play')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Island Spin' })).toBeInTheDocument();
  });

  it('keeps its name when the logo fails', () => {
    const { container } = renderWithI18n(<VendorTile vendor={rng} onOpen={vi.fn()} />);
    const img = container.querySelector('img');
    if (img) fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Island Spin' })).toBeInTheDocument();
  });

  it('opens from the keyboard', async () => {
    const onOpen = vi.fn();
    renderWithI18n(<VendorTile vendor={rng} onOpen={onOpen} />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onOpen).toHaveBeenCalledOnce();
  });
});
