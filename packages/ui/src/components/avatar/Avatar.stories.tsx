import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { BROKEN_ART, sampleArt } from '../game-tile/GameTile.fixtures';
import { Avatar } from './Avatar';

const meta = {
  title: 'Game/Avatar',
  component: Avatar,
  args: { src: sampleArt('D', 260, 80, 80), alt: 'demo', size: 48 },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPicture: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'demo' }).tagName).toBe('IMG');
  },
};

export const FailedPicture: Story = {
  args: { src: BROKEN_ART },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('avatar-fallback')).toBeVisible());
    await expect(canvas.getByRole('img', { name: 'demo' })).toBe(
      canvas.getByTestId('avatar-fallback'),
    );
  },
};

export const NoPicture: Story = {
  args: { src: undefined, alt: undefined, size: 64 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Profile picture' })).toBeVisible();
  },
};
