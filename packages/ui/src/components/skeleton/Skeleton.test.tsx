import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../test/render';
import { Skeleton, SkeletonList, SkeletonText, SkeletonTileGrid } from './Skeleton';

describe('Skeletons', () => {
  it('a block alone is hidden from screen readers', () => {
    const { container } = renderWithI18n(<Skeleton width={120} />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('a tile grid is one busy status named by what loads, with a tile per count', () => {
    const { container } = renderWithI18n(<SkeletonTileGrid count={12} label="Loading games" />);
    const status = screen.getByRole('status', { name: 'Loading games' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('.ui-skeleton-grid__tile')).toHaveLength(12);
    expect(status).toHaveTextContent('');
  });

  it('list rows and text lines say "Loading…" by default', () => {
    renderWithI18n(
      <>
        <SkeletonList rows={3} withAvatar />
        <SkeletonText lines={4} />
      </>,
    );
    expect(screen.getAllByRole('status', { name: 'Loading…' })).toHaveLength(2);
  });
});
