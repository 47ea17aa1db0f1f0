import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flame } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SectionHeader } from './SectionHeader';

const meta = {
  title: 'Game/SectionHeader',
  component: SectionHeader,
  args: { title: 'Hot games', icon: <Flame />, onMore: fn() },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof SectionHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMore: Story = {
  args: { hasMore: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More Hot games' }));
    await expect(args.onMore).toHaveBeenCalledOnce();
  },
};

export const WithoutMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Hot games' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const LongTitleOnPhone: Story = {
  args: { title: 'Live casino tables from every provider', hasMore: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: 'More Live casino tables from every provider',
      }),
    ).toBeVisible();
  },
};
