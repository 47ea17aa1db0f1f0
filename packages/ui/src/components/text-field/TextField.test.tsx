import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is a textbox named by its label and described by its hint', () => {
    render(<TextField label="Username" hint="4 to 11 letters or digits" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAccessibleDescription('4 to 11 letters or digits');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks itself invalid with the error as description, and keeps what was typed', async () => {
    const { rerender } = render(<TextField label="Username" hint="4 to 11 letters" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'ab');
    rerender(<TextField label="Username" hint="4 to 11 letters" error="Invalid username" />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('4 to 11 letters Invalid username');
    expect(input).toHaveValue('ab');
  });

  it('passes input props through and adds its ids to a given aria-describedby', () => {
    render(
      <>
        <p id="extra">Used to log in</p>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          name="email"
          aria-describedby="extra"
          error="Invalid email"
        />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAccessibleDescription('Invalid email Used to log in');
  });
});
