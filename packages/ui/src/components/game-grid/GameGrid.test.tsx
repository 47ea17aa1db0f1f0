import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render';
import { GameGrid } from './GameGrid';

const games = [
  { nodeId: 1, gameName: 'Candy Cascade', showIcon: '/a.png', isHot: 1, supportPlay: 0 },
  { nodeId: 2, gameName: 'Wheel Carnival', showIcon: '/b.png', isHot: 0, supportPlay: 1 },
  { nodeId: 3, gameName: 'Royal Ace Rush', showIcon: '/c.png', isHot: 0, supportPlay: 1 },
];
const getKey = (game: (typeof games)[number]) => game.nodeId;

describe('GameGrid', () => {
  it('lists one tile per game under a name', () => {
    renderWithI18n(<GameGrid games={games} getKey={getKey} onPlay={vi.fn()} />);
    const list = screen.getByRole('list', { name: 'Games' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('loads the first screen of icons at once and at high priority, the rest lazily', () => {
    const { container } = renderWithI18n(
      <GameGrid games={games} getKey={getKey} onPlay={vi.fn()} priorityCount={2} />,
    );
    // The icons are decorative (the tile's name says what it is): found by tag, not by role.
    const icons = [...container.querySelectorAll('img')];
    expect(icons.map((icon) => icon.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy']);
    expect(icons.map((icon) => icon.getAttribute('fetchpriority'))).toEqual(['high', 'high', null]);
  });

  it('passes each tile its game and favourite state', async () => {
    const onPlay = vi.fn();
    const onToggleFavourite = vi.fn();
    renderWithI18n(
      <GameGrid
        games={games}
        getKey={getKey}
        isFavourite={(game) => game.nodeId === 2}
        onPlay={onPlay}
        onToggleFavourite={onToggleFavourite}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Play Royal Ace Rush' }));
    expect(onPlay).toHaveBeenCalledWith(games[2]);
    expect(
      screen.getByRole('button', { name: 'Remove Wheel Carnival from favourites', pressed: true }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Candy Cascade to favourites' }));
    expect(onToggleFavourite).toHaveBeenCalledWith(games[0]);
  });

  it('shows the no-data message when there are no games (§2)', () => {
    renderWithI18n(<GameGrid games={[]} getKey={getKey} onPlay={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('No data');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('can carry its own empty message and an action', () => {
    renderWithI18n(
      <GameGrid
        games={[]}
        getKey={getKey}
        onPlay={vi.fn()}
        emptyMessage="No favourites yet"
        emptyAction={<button type="button">Browse games</button>}
      />,
    );
    expect(screen.getByText('No favourites yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Browse games' })).toBeInTheDocument();
  });

  it('shows tile-sized skeletons and announces loading', () => {
    const { container } = renderWithI18n(
      <GameGrid games={games} getKey={getKey} onPlay={vi.fn()} loading skeletonCount={6} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading games');
    expect(container.querySelectorAll('.ui-game-grid__skeleton')).toHaveLength(6);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
