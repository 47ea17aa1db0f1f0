import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'General/Spinner',
  component: Spinner,
  args: { label: 'Loading the site' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading the site' }),
    ).toBeVisible();
  },
};

export const FullPage: Story = {
  args: { fullPage: true },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading the site' });
    await expect(status.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight);
  },
};
