import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import type { ToastProps } from './Toast';
import { Toast } from './Toast';

/** A copy button that shows the toast, as the avatar menu's "copy user ID" does. */
function WithTrigger(args: ToastProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Copy user ID
      </Button>
      <Toast
        {...args}
        open={open}
        onDismiss={() => {
          setOpen(false);
          args.onDismiss();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/Toast',
  component: Toast,
  args: { open: true, message: 'Copy success', onDismiss: fn(), duration: 3000 },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** §8 'copy success': shown in the polite status region, then gone after the duration. */
export const CopySuccess: Story = {
  args: { open: false, duration: 800 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('status');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy user ID' }));
    await expect(region).toHaveTextContent('Copy success');
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledOnce(), { timeout: 2000 });
    await expect(region).toBeEmptyDOMElement();
  },
};

export const Info: Story = {
  args: { tone: 'info', message: 'Your balance was refreshed', duration: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Your balance was refreshed',
    );
  },
};

export const ErrorMessage: Story = {
  args: { tone: 'error', message: 'Network link abnormal', duration: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Network link abnormal',
    );
  },
};

export const Dismissed: Story = {
  args: { duration: null },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Phone: Story = {
  args: { duration: null, message: 'Copy success. The user ID is on your clipboard now.' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('status').getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(360);
  },
};
