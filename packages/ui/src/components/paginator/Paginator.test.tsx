import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render';
import { Paginator } from './Paginator';

describe('Paginator', () => {
  it('is hidden when there is one page', () => {
    renderWithI18n(<Paginator page={1} pageCount={1} onPageChange={vi.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('is a navigation with previous, pages and next, the current page marked', () => {
    renderWithI18n(<Paginator page={10} pageCount={20} onPageChange={vi.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Previous page',
      'Page 1',
      'Page 2',
      'Page 8',
      'Page 9',
      'Page 10',
      'Page 11',
      'Page 12',
      'Page 19',
      'Page 20',
      'Next page',
    ]);
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 9' })).not.toHaveAttribute('aria-current');
  });

  it('reports the chosen page, and previous and next move by one', async () => {
    const onPageChange = vi.fn();
    renderWithI18n(<Paginator page={2} pageCount={5} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange.mock.calls).toEqual([[4], [1], [3]]);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = renderWithI18n(
      <Paginator page={1} pageCount={3} onPageChange={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    rerender(<Paginator page={3} pageCount={3} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('speaks Tagalog', () => {
    renderWithI18n(<Paginator page={1} pageCount={3} onPageChange={vi.fn()} />, 'TY');
    expect(screen.getByRole('navigation', { name: 'Mga pahina' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pahina 2' })).toBeInTheDocument();
  });
});
