import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../test/render';
import { Avatar } from './Avatar';

describe('Avatar', () => {
  it('shows the picture named by who it is', () => {
    renderWithI18n(<Avatar src="/me.png" alt="demo" />);
    expect(screen.getByRole('img', { name: 'demo' })).toHaveAttribute('src', '/me.png');
  });

  it('falls back to the built-in figure when the picture fails (§8)', () => {
    renderWithI18n(<Avatar src="/missing.png" alt="demo" />);
    fireEvent.error(screen.getByRole('img', { name: 'demo' }));
    const fallback = screen.getByRole('img', { name: 'demo' });
    expect(fallback.tagName.toLowerCase()).toBe('svg');
    expect(screen.getByTestId('avatar-fallback')).toBe(fallback);
  });

  it('shows the figure without a picture, named "Profile picture" by default', () => {
    renderWithI18n(<Avatar />);
    expect(screen.getByRole('img', { name: 'Profile picture' }).tagName.toLowerCase()).toBe('svg');
  });

  it('is decorative with an empty alt', () => {
    renderWithI18n(<Avatar alt="" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('tries a new picture after a failed one', () => {
    const { rerender } = renderWithI18n(<Avatar src="/missing.png" alt="demo" />);
    fireEvent.error(screen.getByRole('img', { name: 'demo' }));
    rerender(<Avatar src="/other.png" alt="demo" />);
    expect(screen.getByRole('img', { name: 'demo' })).toHaveAttribute('src', '/other.png');
  });
});
