import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No data')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const WithAction: Story = {
  args: {
    message: 'No favourites yet',
    action: { label: 'Browse games', onClick: fn() },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Browse games' }));
    await expect(args.action?.onClick).toHaveBeenCalledOnce();
  },
};

export const Tagalog: Story = {
  globals: { language: 'TY' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Walang data')).toBeVisible();
  },
};
