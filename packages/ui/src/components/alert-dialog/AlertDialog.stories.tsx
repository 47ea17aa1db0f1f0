import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AlertDialog } from './AlertDialog';

const meta = {
  title: 'Overlays/AlertDialog',
  component: AlertDialog,
  args: {
    open: true,
    message: 'Too many requests, please retry after 5 minutes',
    onConfirm: fn(),
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** §8: the SMS send failure shows the server's message in a warning with confirm. */
export const Warning: Story = {
  play: async ({ args }) => {
    const alert = screen.getByRole('alertdialog', { name: 'Warning' });
    await expect(alert).toHaveAccessibleDescription(
      'Too many requests, please retry after 5 minutes',
    );
    const ok = within(alert).getByRole('button', { name: 'OK' });
    await expect(ok).toHaveFocus();
    await userEvent.click(ok);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** §8: a trial account using a member function gets 'in_need_true_account' with an info icon. */
export const Info: Story = {
  args: {
    tone: 'info',
    message: 'This needs a real account. Register to use it.',
  },
  play: async ({ args }) => {
    const alert = screen.getByRole('alertdialog', { name: 'Notice' });
    // Visible once the opening animation has run.
    await waitFor(() => expect(alert).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const WithCancel: Story = {
  args: {
    title: 'Sign out?',
    message: 'You will need to log in again to play.',
    confirmLabel: 'Sign out',
    onCancel: fn(),
  },
  play: async ({ args }) => {
    const alert = screen.getByRole('alertdialog', { name: 'Sign out?' });
    await userEvent.click(within(alert).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Alerts stay a centred card on phones, not a sheet. */
export const Phone: Story = {
  ...Warning,
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    const box = screen.getByRole('alertdialog', { name: 'Warning' }).getBoundingClientRect();
    await expect(box.height).toBeLessThan(window.innerHeight);
    await expect(box.left).toBeGreaterThan(0);
  },
};

export const Tagalog: Story = {
  globals: { language: 'TY' },
  args: { tone: 'info', message: 'Kailangan ng totoong account para dito.' },
  play: async () => {
    const alert = screen.getByRole('alertdialog', { name: 'Paalala' });
    await waitFor(() => expect(alert).toBeVisible());
  },
};
