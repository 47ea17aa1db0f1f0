import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleArt } from '../game-tile/GameTile.fixtures';
import { WinnerBoard } from './WinnerBoard';

const names = ['johnny', 'maria', 'andres', 'ligaya', 'rizalito', 'bituin', 'carlos', 'dalisay'];
const games = [
  'Candy Cascade',
  'Royal Ace Rush',
  'Jade Tiger Fortune',
  'Wheel Carnival',
  'Ring Champion',
];

const entries = Array.from({ length: 24 }, (_, index) => ({
  gameName: games[index % games.length] ?? '',
  customerName: `${names[index % names.length] ?? 'player'}${index}`,
  winAmount: Math.round(((index * 7919) % 50000) * 100 + 1234) / 100,
  iconUrl: sampleArt(String(index + 1), (index * 47) % 360, 80, 80),
}));

const meta = {
  title: 'Game/WinnerBoard',
  component: WinnerBoard,
  args: { entries, currencySymbol: '₱' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WinnerBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scrolling: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Winners' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    const viewport = list.parentElement;
    const start = viewport?.scrollTop ?? 0;
    await waitFor(() => expect(viewport?.scrollTop ?? 0).toBeGreaterThan(start));
    // Hovering stops it where it is.
    await userEvent.hover(canvas.getByRole('region', { name: 'Winners' }));
    const held = viewport?.scrollTop;
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(viewport?.scrollTop).toBe(held);
  },
};

export const FewWinners: Story = {
  args: { entries: entries.slice(0, 3) },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Winners' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(list.parentElement).not.toHaveAttribute('tabindex');
  },
};

export const NoWinners: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No winners yet')).toBeVisible();
  },
};
