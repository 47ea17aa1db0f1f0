import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('is a button named by its text that calls back on click', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Log in</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('does not submit a form unless asked to', () => {
    render(<Button>Retry</Button>);
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveAttribute('type', 'button');
  });

  it('ignores clicks while disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Register
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Register' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
