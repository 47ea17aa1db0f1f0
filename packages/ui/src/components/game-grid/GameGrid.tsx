import { LOBBY_PAGE_SIZE } from '@gaming/domain/constants';
import { useTranslation } from '@gaming/i18n';
import { Gamepad2 } from 'lucide-react';
import type { Key, ReactNode } from 'react';
import { GameTile } from '../game-tile';
import type { GameTileData } from '../game-tile';
import './GameGrid.css';

/** §9 lobby page size: the skeleton fills one page while it loads. */
export const GAME_GRID_SKELETONS = LOBBY_PAGE_SIZE;

export interface GameGridProps<T extends GameTileData> {
  games: readonly T[];
  /** A stable key per game (nodeId, gameCode…). */
  getKey: (game: T) => Key;
  /** Whether a game is a favourite (its heart pressed). */
  isFavourite?: (game: T) => boolean;
  onPlay: (game: T) => void;
  onFreeTrial?: (game: T) => void;
  onToggleFavourite?: (game: T) => void;
  /** Tile-sized placeholders instead of the games. */
  loading?: boolean;
  /** How many placeholders while loading. */
  skeletonCount?: number;
  /** How many of the first tiles load their icons at once, at high priority (the first screen). */
  priorityCount?: number;
  /** The list's accessible name; "Games" by default. */
  label?: string;
  /** Replaces the no-data message (§2 "An empty grid shows a no-data message"). */
  emptyMessage?: string;
  /** An action under the no-data message (e.g. "Show all"). */
  emptyAction?: ReactNode;
  className?: string;
}

/** Games in a grid: 3 columns on phones, 4 on tablets, 6 on desktop; skeletons; a no-data message. */
export function GameGrid<T extends GameTileData>({
  games,
  getKey,
  isFavourite,
  onPlay,
  onFreeTrial,
  onToggleFavourite,
  loading = false,
  skeletonCount = GAME_GRID_SKELETONS,
  priorityCount = 0,
  label,
  emptyMessage,
  emptyAction,
  className,
}: GameGridProps<T>) {
  const { t } = useTranslation('tiles');
  const classes = className ? `ui-game-grid ${className}` : 'ui-game-grid';

  if (loading) {
    return (
      <div className={classes} aria-busy="true">
        <span role="status" className="visually-hidden">
          {t('grid.loading')}
        </span>
        <div className="ui-game-grid__list" aria-hidden="true">
          {Array.from({ length: skeletonCount }, (_, index) => (
            <div key={index} className="ui-game-grid__skeleton">
              <div className="ui-game-grid__skeleton-icon" />
              <div className="ui-game-grid__skeleton-line" />
              <div className="ui-game-grid__skeleton-line ui-game-grid__skeleton-line--short" />
            </div>
          ))}
        </div>
      </div>
    );
  }

  if (games.length === 0) {
    return (
      <div className={classes}>
        <div className="ui-game-grid__empty" role="status">
          <Gamepad2 className="ui-game-grid__empty-icon" aria-hidden="true" />
          <p>{emptyMessage ?? t('grid.empty')}</p>
          {emptyAction}
        </div>
      </div>
    );
  }

  return (
    <div className={classes}>
      <ul className="ui-game-grid__list" aria-label={label ?? t('grid.label')}>
        {games.map((game, index) => (
          <li key={getKey(game)}>
            <GameTile
              game={game}
              priority={index < priorityCount}
              isFavourite={isFavourite?.(game) ?? false}
              onPlay={onPlay}
              onFreeTrial={onFreeTrial}
              onToggleFavourite={onToggleFavourite}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
