import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, SkeletonList, SkeletonText, SkeletonTileGrid } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { width: 240, shape: 'line' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One block: decoration only. */
export const Block: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.ui-skeleton')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

/** §9 lobby page: 18 tiles in the grid's columns, one labelled busy status. */
export const TileGrid: Story = {
  render: () => <SkeletonTileGrid count={18} label="Loading games" />,
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading games' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status.querySelectorAll('.ui-skeleton-grid__tile')).toHaveLength(18);
  },
};

export const TileGridOnPhone: Story = {
  ...TileGrid,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const tiles = canvasElement.querySelectorAll('.ui-skeleton-grid__tile');
    const firstRow = [...tiles].filter(
      (tile) => tile.getBoundingClientRect().top === tiles[0]?.getBoundingClientRect().top,
    );
    await expect(firstRow).toHaveLength(3);
  },
};

export const ListRows: Story = {
  render: () => <SkeletonList rows={5} withAvatar label="Loading messages" />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading messages' }),
    ).toBeInTheDocument();
  },
};

export const TextLines: Story = {
  render: () => <SkeletonText lines={4} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading…' }),
    ).toBeInTheDocument();
  },
};
