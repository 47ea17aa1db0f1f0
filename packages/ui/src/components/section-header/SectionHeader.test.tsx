import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render';
import { SectionHeader } from './SectionHeader';

describe('SectionHeader', () => {
  it('is a heading of the level asked for', () => {
    renderWithI18n(<SectionHeader title="Hot games" level={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Hot games' })).toBeInTheDocument();
  });

  it('has a More button named after its section when there is more', async () => {
    const onMore = vi.fn();
    renderWithI18n(<SectionHeader title="Hot games" hasMore onMore={onMore} />);
    const more = screen.getByRole('button', { name: 'More Hot games' });
    expect(more).toHaveTextContent('More');
    await userEvent.click(more);
    expect(onMore).toHaveBeenCalledOnce();
  });

  it('has no More button when there is nothing more', () => {
    renderWithI18n(<SectionHeader title="Hot games" onMore={vi.fn()} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
