import { CLASSIFY_ALL } from '@gaming/domain/games';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render';
import { ClassifyMenu } from './ClassifyMenu';

const entries = [
  { key: 'CLASSIC', displayName: 'Classic', vendors: ['PP'], gameCount: 12 },
  { key: 'WAYS', displayName: 'Ways', vendors: ['PP'], gameCount: 30 },
];

describe('ClassifyMenu', () => {
  it('always starts with All (§2)', () => {
    renderWithI18n(<ClassifyMenu entries={entries} value={CLASSIFY_ALL} onChange={vi.fn()} />);
    screen.getByRole('radiogroup', { name: 'Game types' });
    expect(screen.getAllByRole('radio').map((radio) => radio.textContent)).toEqual([
      'All',
      'Classic',
      'Ways',
    ]);
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
  });

  it('does not show a second All when the entries carry one', () => {
    renderWithI18n(
      <ClassifyMenu
        entries={[{ key: CLASSIFY_ALL, displayName: 'All games' }, ...entries]}
        value={CLASSIFY_ALL}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  it('is shown only when there is more than one entry (§2)', () => {
    const { container, rerender } = renderWithI18n(
      <ClassifyMenu entries={entries.slice(0, 1)} value={CLASSIFY_ALL} onChange={vi.fn()} />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(<ClassifyMenu entries={[]} value={CLASSIFY_ALL} onChange={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('reports the key chosen, ALL for All', async () => {
    const onChange = vi.fn();
    renderWithI18n(<ClassifyMenu entries={entries} value="WAYS" onChange={onChange} />);
    expect(screen.getByRole('radio', { name: 'Ways' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Classic' }));
    expect(onChange).toHaveBeenLastCalledWith('CLASSIC');
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(CLASSIFY_ALL);
  });
});
