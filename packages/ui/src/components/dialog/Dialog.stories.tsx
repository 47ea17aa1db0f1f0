import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { PasswordField } from '../password-field';
import { TextField } from '../text-field';
import type { DialogProps } from './Dialog';
import { Dialog } from './Dialog';

/** A page with the button that opens the dialog, and the dialog kept in state. */
function WithOpener(args: DialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open {args.title}</Button>
      <Dialog
        {...args}
        open={open}
        onClose={() => {
          setOpen(false);
          args.onClose();
        }}
      />
    </>
  );
}

const loginForm = (
  <form style={{ display: 'grid', gap: 16 }} onSubmit={(event) => event.preventDefault()}>
    <TextField label="Username" autoComplete="username" />
    <PasswordField label="Password" autoComplete="current-password" />
  </form>
);

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    open: true,
    title: 'Log in',
    onClose: fn(),
    children: loginForm,
    footer: <Button type="submit">Log in</Button>,
  },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from a button: Escape closes it and focus goes back to the button. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open Log in' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    await expect(within(dialog).getByRole('textbox', { name: 'Username' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(opener).toHaveFocus();
  },
};

/** Focus stays inside: Tab from the last control wraps to the close button. */
export const Open: Story = {
  play: async () => {
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const username = within(dialog).getByRole('textbox', { name: 'Username' });
    await expect(username).toHaveFocus();
    await userEvent.type(username, 'demo');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Log in' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Log in' })).toHaveFocus();
    await expect(username).toHaveValue('demo');
  },
};

export const CloseButton: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** On a phone the dialog is a full-height sheet. */
export const PhoneSheet: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    const box = dialog.getBoundingClientRect();
    await expect(box.width).toBe(window.innerWidth);
    await expect(box.height).toBe(window.innerHeight);
  },
};

/** Long content scrolls inside while the title and footer stay in view. */
export const LongContent: Story = {
  args: {
    title: 'Terms and conditions',
    size: 'lg',
    children: Array.from({ length: 30 }, (_, index) => (
      <p key={index} style={{ marginBottom: 12 }}>
        {index + 1}. Players must be 18 or older. Bets are final once placed, and winnings are
        credited to the wallet after the round settles.
      </p>
    )),
    footer: <Button>I agree</Button>,
  },
  play: async () => {
    const dialog = screen.getByRole('dialog', { name: 'Terms and conditions' });
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    // Visible once the opening animation has run.
    const agree = within(dialog).getByRole('button', { name: 'I agree' });
    await waitFor(() => expect(agree).toBeVisible());
  },
};

export const Tagalog: Story = {
  globals: { language: 'TY' },
  args: { title: 'Mag-log in' },
  play: async () => {
    const dialog = screen.getByRole('dialog', { name: 'Mag-log in' });
    const close = within(dialog).getByRole('button', { name: 'Isara' });
    await waitFor(() => expect(close).toBeVisible());
  },
};
