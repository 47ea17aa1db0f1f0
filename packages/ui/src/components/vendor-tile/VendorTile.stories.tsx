import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BROKEN_ART, sampleArt } from '../game-tile/GameTile.fixtures';
import { VendorTile } from './VendorTile';

const live = {
  displayName: 'Golden Lotus Live',
  lagerIcon: sampleArt('EVO', 200, 240, 120),
  gameType: 'LIVE',
  vassalage: 'EVO',
};

const meta = {
  title: 'Game/VendorTile',
  component: VendorTile,
  args: { vendor: live, onOpen: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 160 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VendorTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Launchable: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Play')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Play Golden Lotus Live' }));
    await expect(args.onOpen).toHaveBeenCalledWith(live);
  },
};

export const Rng: Story = {
  args: {
    vendor: {
      ...live,
      displayName: 'Island Spin',
      gameType: 'RNG',
      lagerIcon: sampleArt('Island Spin', 30, 240, 120),
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Play')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Island Spin' }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

export const BrokenLogo: Story = {
  args: { vendor: { ...live, lagerIcon: BROKEN_ART } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(
      within(canvasElement).getByRole('button', { name: 'Play Golden Lotus Live' }),
    ).toBeVisible();
  },
};
