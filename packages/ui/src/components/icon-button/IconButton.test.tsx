import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Search } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is a button named by its label, not by its icon', async () => {
    const onClick = vi.fn();
    const { container } = render(<IconButton label="Search" icon={<Search />} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('does not submit a form unless asked to', () => {
    render(<IconButton label="Search" icon={<Search />} />);
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'button');
  });

  it('can be a toggle whose state is heard', () => {
    render(<IconButton label="Hide balance" icon={<Search />} aria-pressed />);
    expect(screen.getByRole('button', { name: 'Hide balance', pressed: true })).toBeInTheDocument();
  });

  it('is reachable and pressed from the keyboard', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Search" icon={<Search />} onClick={onClick} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('ignores clicks while disabled', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Search" icon={<Search />} disabled onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
