import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BalanceDisplay } from './BalanceDisplay';

const meta = {
  title: 'Game/BalanceDisplay',
  component: BalanceDisplay,
  args: { amount: 12345.6, currencySymbol: '₱', onRefresh: fn(), onHiddenChange: fn() },
} satisfies Meta<typeof BalanceDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Balance' })).toHaveTextContent('₱12,345.60');
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh balance' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

export const Hidden: Story = {
  args: { defaultHidden: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Balance' });
    await expect(group).toHaveTextContent('****');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide balance', pressed: true }));
    await expect(group).toHaveTextContent('₱12,345.60');
    await expect(args.onHiddenChange).toHaveBeenCalledWith(false);
  },
};

export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ args, canvasElement }) => {
    const refresh = within(canvasElement).getByRole('button', { name: 'Refresh balance' });
    await expect(refresh).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(refresh);
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

export const Unknown: Story = {
  args: { amount: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Balance' })).toHaveTextContent(
      '—',
    );
  },
};

export const WithoutRefresh: Story = {
  args: { onRefresh: undefined, showLabel: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Refresh balance' }),
    ).not.toBeInTheDocument();
  },
};
