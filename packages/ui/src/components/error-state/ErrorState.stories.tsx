import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  args: { message: 'Network link abnormal', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NetworkError: Story = {
  args: { detail: 'Check your internet connection, then try again.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network link abnormal');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Timeout: Story = {
  args: { message: 'The page took too long to load. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('took too long');
  },
};

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvasElement, args }) => {
    const retry = within(canvasElement).getByRole('button', { name: 'Retry' });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const Tagalog: Story = {
  globals: { language: 'TY' },
  args: { message: 'Abnormal ang koneksyon sa network' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Subukang muli' }),
    ).toBeVisible();
  },
};
