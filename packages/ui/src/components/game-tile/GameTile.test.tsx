import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render';
import { GameTile } from './GameTile';

const game = {
  nodeId: 7,
  gameName: 'Candy Cascade',
  showIcon: '/icons/sweet.png',
  isHot: 0,
  supportPlay: 1,
};

describe('GameTile', () => {
  it('shows the name and a lazy icon in a reserved square', () => {
    const { container } = renderWithI18n(<GameTile game={game} onPlay={vi.fn()} />);
    expect(screen.getByText('Candy Cascade')).toBeInTheDocument();
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/icons/sweet.png');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('falls back to nodeName and iconUrl when gameName and showIcon are missing', () => {
    const { container } = renderWithI18n(
      <GameTile game={{ nodeName: 'Wheel Carnival', iconUrl: '/c.png' }} onPlay={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Play Wheel Carnival' })).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/c.png');
  });

  it('shows the default icon when the game icon fails to load (§8)', () => {
    const { container } = renderWithI18n(<GameTile game={game} onPlay={vi.fn()} />);
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    if (img) fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('game-tile-fallback')).toBeInTheDocument();
  });

  it('shows the default icon when the game has no icon at all', () => {
    renderWithI18n(<GameTile game={{ gameName: 'No icon' }} onPlay={vi.fn()} />);
    expect(screen.getByTestId('game-tile-fallback')).toBeInTheDocument();
  });

  it('shows the hot badge only when isHot is 1', () => {
    const { rerender } = renderWithI18n(<GameTile game={game} onPlay={vi.fn()} />);
    expect(screen.queryByText('Hot')).not.toBeInTheDocument();
    rerender(<GameTile game={{ ...game, isHot: 1 }} onPlay={vi.fn()} />);
    expect(screen.getByText('Hot')).toBeInTheDocument();
  });

  it('plays the game from its Play button and from its icon', async () => {
    const onPlay = vi.fn();
    const { container } = renderWithI18n(<GameTile game={game} onPlay={onPlay} />);
    await userEvent.click(screen.getByRole('button', { name: 'Play Candy Cascade' }));
    expect(onPlay).toHaveBeenLastCalledWith(game);
    const img = container.querySelector('img');
    if (img) await userEvent.click(img);
    expect(onPlay).toHaveBeenCalledTimes(2);
  });

  it('offers a free trial only when supportPlay is 0', async () => {
    const onFreeTrial = vi.fn();
    const { rerender } = renderWithI18n(
      <GameTile game={game} onPlay={vi.fn()} onFreeTrial={onFreeTrial} />,
    );
    expect(screen.queryByRole('button', { name: /free trial/i })).not.toBeInTheDocument();
    const trialGame = { ...game, supportPlay: 0 };
    rerender(<GameTile game={trialGame} onPlay={vi.fn()} onFreeTrial={onFreeTrial} />);
    await userEvent.click(screen.getByRole('button', { name: 'Free trial of Candy Cascade' }));
    expect(onFreeTrial).toHaveBeenCalledWith(trialGame);
  });

  it('has a favourite toggle whose state and name follow isFavourite', async () => {
    const onToggleFavourite = vi.fn();
    const onPlay = vi.fn();
    const { rerender } = renderWithI18n(
      <GameTile game={game} onPlay={onPlay} onToggleFavourite={onToggleFavourite} />,
    );
    const add = screen.getByRole('button', { name: 'Add Candy Cascade to favourites' });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(add);
    expect(onToggleFavourite).toHaveBeenCalledWith(game);
    expect(onPlay).not.toHaveBeenCalled();
    rerender(
      <GameTile game={game} isFavourite onPlay={onPlay} onToggleFavourite={onToggleFavourite} />,
    );
    expect(
      screen.getByRole('button', { name: 'Remove Candy Cascade from favourites', pressed: true }),
    ).toBeInTheDocument();
  });

  it('has no heart when favourites do not apply', () => {
    renderWithI18n(<GameTile game={game} onPlay={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /favourites/ })).not.toBeInTheDocument();
  });

  it('reads in Tagalog', () => {
    renderWithI18n(
      <GameTile game={{ ...game, isHot: 1 }} onPlay={vi.fn()} onToggleFavourite={vi.fn()} />,
      'TY',
    );
    expect(screen.getByRole('button', { name: 'Laruin ang Candy Cascade' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Idagdag ang Candy Cascade sa mga paborito' }),
    ).toBeInTheDocument();
  });
});
