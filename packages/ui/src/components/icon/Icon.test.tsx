import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon';

describe('Icon', () => {
  it('is hidden from screen readers when it only decorates', () => {
    const { container } = render(<Icon name="maintenance" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is an image named by its label when it carries meaning', () => {
    render(<Icon name="offline" label="Offline" />);
    expect(screen.getByRole('img', { name: 'Offline' })).toBeInTheDocument();
  });
});
