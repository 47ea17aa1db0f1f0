import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render';
import { ProviderMenu } from './ProviderMenu';

const vendors = [
  { vassalage: 'PP', displayName: 'Nova Reels', lagerIcon: '/pp.png' },
  { vassalage: 'Island Spin', displayName: 'Island Spin', lagerIcon: '/island-spin.png' },
  { vassalage: 'PG', displayName: 'Lotus Games' },
];

describe('ProviderMenu', () => {
  it('is a named radio group with All first (§2)', () => {
    renderWithI18n(<ProviderMenu vendors={vendors} value={null} onChange={vi.fn()} />);
    screen.getByRole('radiogroup', { name: 'Providers' });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.textContent)).toEqual([
      'All',
      'Nova Reels',
      'Island Spin',
      'Lotus Games',
    ]);
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
  });

  it('reports the vendor chosen, or null for All', async () => {
    const onChange = vi.fn();
    renderWithI18n(<ProviderMenu vendors={vendors} value="PP" onChange={onChange} />);
    expect(screen.getByRole('radio', { name: 'Nova Reels' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Island Spin' }));
    expect(onChange).toHaveBeenLastCalledWith(vendors[1]);
    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('is one tab stop, moved and chosen with the arrow keys, Home and End', async () => {
    const onChange = vi.fn();
    renderWithI18n(<ProviderMenu vendors={vendors} value="Island Spin" onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Island Spin' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Lotus Games' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith(vendors[2]);
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(null);
    await userEvent.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith(vendors[2]);
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(vendors[2]);
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });

  it('can leave All out, checking the first vendor', () => {
    renderWithI18n(
      <ProviderMenu vendors={vendors} value={null} showAll={false} onChange={vi.fn()} />,
    );
    expect(screen.queryByRole('radio', { name: 'All' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Nova Reels' })).toBeChecked();
  });
});
