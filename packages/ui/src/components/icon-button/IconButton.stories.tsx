import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, RefreshCw, Search } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './IconButton';

const meta = {
  title: 'Controls/IconButton',
  component: IconButton,
  args: { label: 'Search', icon: <Search />, onClick: fn() },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Search' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Raised: Story = {
  args: { variant: 'raised', label: 'Refresh balance', icon: <RefreshCw /> },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Refresh balance' }),
    ).toBeEnabled();
  },
};

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Search' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Small: Story = {
  args: { size: 'sm', variant: 'raised' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Search' })).toBeVisible();
  },
};

export const Overlay: Story = {
  args: { variant: 'overlay', size: 'sm', label: 'Next banner', icon: <Search /> },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, background: 'linear-gradient(135deg, #8b5cf6, #f5c542)' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Next banner' })).toBeVisible();
  },
};

export const PressedToggle: Story = {
  args: { variant: 'raised', label: 'Favourite', icon: <Heart />, 'aria-pressed': true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Favourite', pressed: true }),
    ).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Search' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
