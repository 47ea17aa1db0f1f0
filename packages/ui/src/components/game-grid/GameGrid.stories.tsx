import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleGames } from '../game-tile/GameTile.fixtures';
import { GameGrid } from './GameGrid';

type SampleGame = (typeof sampleGames)[number];

const meta = {
  title: 'Game/GameGrid',
  component: GameGrid<SampleGame>,
  args: {
    games: sampleGames,
    getKey: (game: SampleGame) => game.nodeId,
    isFavourite: (game: SampleGame) => game.nodeId === 3,
    onPlay: fn(),
    onFreeTrial: fn(),
    onToggleFavourite: fn(),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: 12 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GameGrid<SampleGame>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Games: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Games' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(sampleGames.length);
    const play = canvas.getByRole('button', { name: 'Play Wheel Carnival' });
    // Scripted events do not hover: focus shows the tile's overlay instead.
    play.focus();
    await userEvent.click(play);
    await expect(args.onPlay).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Games' });
    await expect(list).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading games');
  },
};

export const Empty: Story = {
  args: { games: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No data');
  },
};
