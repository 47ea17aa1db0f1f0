import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render';
import { AlertDialog } from './AlertDialog';

describe('AlertDialog', () => {
  it('is an alertdialog titled Warning, described by the message, with OK focused', async () => {
    const onConfirm = vi.fn();
    renderWithI18n(
      <AlertDialog
        open
        message="Too many requests, please retry after 5 minutes"
        onConfirm={onConfirm}
      />,
    );
    const alert = screen.getByRole('alertdialog', { name: 'Warning' });
    expect(alert).toHaveAccessibleDescription('Too many requests, please retry after 5 minutes');
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await userEvent.click(ok);
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('is titled Notice in the info variant, and Escape confirms when there is no cancel', async () => {
    const onConfirm = vi.fn();
    renderWithI18n(
      <AlertDialog open tone="info" message="You need a real account" onConfirm={onConfirm} />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Notice' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('offers cancel when asked, and Escape cancels then', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithI18n(
      <AlertDialog
        open
        title="Sign out?"
        message="You will need to log in again."
        confirmLabel="Sign out"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Sign out?' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('speaks Tagalog', () => {
    renderWithI18n(<AlertDialog open tone="info" message="Mensahe" onConfirm={vi.fn()} />, 'TY');
    expect(screen.getByRole('alertdialog', { name: 'Paalala' })).toBeInTheDocument();
  });
});
