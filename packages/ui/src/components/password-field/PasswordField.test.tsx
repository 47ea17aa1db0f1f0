import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../test/render';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides the password until the reveal toggle is pressed, keeping the value', async () => {
    const { container } = renderWithI18n(
      <PasswordField label="Password" autoComplete="current-password" />,
    );
    const input = container.querySelector('input');
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toBe(input);
    await userEvent.type(screen.getByLabelText('Password'), 'Demo1234');

    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveValue('Demo1234');

    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveValue('Demo1234');
  });

  it('passes autocomplete through for password managers', () => {
    renderWithI18n(<PasswordField label="New password" autoComplete="new-password" />);
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('shows the error as the description and marks the field invalid', () => {
    renderWithI18n(
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        error="The two entries are inconsistent"
      />,
    );
    const input = screen.getByLabelText('Confirm password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('The two entries are inconsistent');
  });

  it('does not submit the form with its toggle', async () => {
    let submitted = false;
    renderWithI18n(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted = true;
        }}
      >
        <PasswordField label="Password" autoComplete="current-password" />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(submitted).toBe(false);
  });

  it('speaks Tagalog', () => {
    renderWithI18n(<PasswordField label="Password" autoComplete="current-password" />, 'TY');
    expect(screen.getByRole('button', { name: 'Ipakita ang password' })).toBeInTheDocument();
  });
});
