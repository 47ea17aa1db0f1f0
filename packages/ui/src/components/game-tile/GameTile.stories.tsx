import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GameTile } from './GameTile';
import { BROKEN_ART, sampleArt } from './GameTile.fixtures';

const game = {
  nodeId: 1,
  gameName: 'Candy Cascade',
  showIcon: sampleArt('SB', 320),
  isHot: 0,
  supportPlay: 1,
};

const meta = {
  title: 'Game/GameTile',
  component: GameTile,
  args: {
    game,
    isFavourite: false,
    onPlay: fn(),
    onFreeTrial: fn(),
    onToggleFavourite: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 160 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GameTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const play = canvas.getByRole('button', { name: 'Play Candy Cascade' });
    // With a mouse the overlay shows on hover; scripted events do not hover, so focus shows it.
    play.focus();
    await expect(getComputedStyle(play.parentElement ?? play).pointerEvents).toBe('auto');
    await userEvent.click(play);
    await expect(args.onPlay).toHaveBeenCalledWith(game);
    await expect(canvas.queryByRole('button', { name: /free trial/i })).not.toBeInTheDocument();
    await expect(canvas.queryByText('Hot')).not.toBeInTheDocument();
  },
};

export const Hot: Story = {
  args: { game: { ...game, isHot: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Hot')).toBeVisible();
  },
};

export const WithFreeTrial: Story = {
  args: { game: { ...game, supportPlay: 0 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trial = canvas.getByRole('button', { name: 'Free trial of Candy Cascade' });
    // Keyboard focus reveals the overlay's buttons.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(trial).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onFreeTrial).toHaveBeenCalledOnce();
  },
};

export const Favourite: Story = {
  args: { isFavourite: true },
  play: async ({ args, canvasElement }) => {
    const heart = within(canvasElement).getByRole('button', {
      name: 'Remove Candy Cascade from favourites',
      pressed: true,
    });
    await userEvent.click(heart);
    await expect(args.onToggleFavourite).toHaveBeenCalledOnce();
    await expect(args.onPlay).not.toHaveBeenCalled();
  },
};

export const NotFavourite: Story = {
  play: async ({ args, canvasElement }) => {
    const heart = within(canvasElement).getByRole('button', {
      name: 'Add Candy Cascade to favourites',
      pressed: false,
    });
    await userEvent.click(heart);
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(game);
  },
};

export const WithoutFavourite: Story = {
  args: { onToggleFavourite: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: /favourites/ }),
    ).not.toBeInTheDocument();
  },
};

export const BrokenIcon: Story = {
  args: { game: { ...game, showIcon: BROKEN_ART } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('game-tile-fallback')).toBeVisible());
  },
};

export const LongName: Story = {
  args: {
    game: {
      ...game,
      gameName: 'Golden Harvest Expanding Reels Deluxe Edition Max Ways',
      isHot: 1,
      supportPlay: 0,
    },
  },
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByText(/Golden Harvest/);
    // Clamped to two lines of 1.3em.
    await expect(name.getBoundingClientRect().height).toBeLessThanOrEqual(
      2 * 1.3 * parseFloat(getComputedStyle(name).fontSize) + 1,
    );
  },
};
