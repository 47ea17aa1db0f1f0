import { gameIconOf, isHotGame } from '@gaming/domain/games';
import { useTranslation } from '@gaming/i18n';
import { Gamepad2, Heart } from 'lucide-react';
import { useState } from 'react';
import { IconButton } from '../icon-button';
import './GameTile.css';

/**
 * The fields of a game (§3 Game) a tile shows: the domain's `Game` fits, and so do wire objects with
 * the `nodeName` / `showIcon` aliases.
 */
export interface GameTileData {
  gameName?: string | null;
  nodeName?: string | null;
  showIcon?: string | null;
  iconUrl?: string | null;
  /** 1 = hot. */
  isHot?: number;
  /** 0 = free trial available. */
  supportPlay?: number;
}

/** §3: a game is named by gameName, or by nodeName when it has none. */
export function gameNameOf(game: GameTileData): string {
  return game.gameName || game.nodeName || '';
}

/** §3: a game's picture is showIcon, or iconUrl when it has none (the domain's rule). */
export { gameIconOf };

export interface GameTileProps<T extends GameTileData> {
  game: T;
  /** Whether the game is in the member's favourites (the heart's pressed state). */
  isFavourite?: boolean;
  onPlay: (game: T) => void;
  /** Shown as a Free trial button when the game has supportPlay 0. */
  onFreeTrial?: (game: T) => void;
  /** Without it the tile has no heart (e.g. lists where favourites do not apply). */
  onToggleFavourite?: (game: T) => void;
  /**
   * The icon is among the first things the page shows (the first rows of a lobby): fetched at once
   * and at high priority instead of lazily, as the page's largest picture usually is.
   */
  priority?: boolean;
  className?: string;
}

/**
 * A game: square icon (lazy, with a default icon when it fails), name in up to two lines, hot badge,
 * favourite heart, and Play / Free trial over the icon on hover or focus, under the name on touch.
 */
export function GameTile<T extends GameTileData>({
  game,
  isFavourite = false,
  onPlay,
  onFreeTrial,
  onToggleFavourite,
  priority = false,
  className,
}: GameTileProps<T>) {
  const { t } = useTranslation('tiles');
  const name = gameNameOf(game);
  const icon = gameIconOf(game);
  // The source that failed; a new source gets its own chance.
  const [failedIcon, setFailedIcon] = useState<string>();
  const showIcon = icon !== undefined && icon !== failedIcon;
  const canTrial = game.supportPlay === 0 && onFreeTrial !== undefined;

  return (
    <div className={className ? `ui-game-tile ${className}` : 'ui-game-tile'}>
      {/* A pointer shortcut only: the Play button below is the way for keyboards and readers. */}
      <div className="ui-game-tile__media" onClick={() => onPlay(game)}>
        {showIcon ? (
          <img
            className="ui-game-tile__icon"
            src={icon}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            width={200}
            height={200}
            onError={() => setFailedIcon(icon)}
          />
        ) : (
          <span className="ui-game-tile__fallback" data-testid="game-tile-fallback">
            <Gamepad2 aria-hidden="true" />
          </span>
        )}
        {isHotGame(game) ? <span className="ui-game-tile__hot">{t('game.hot')}</span> : null}
      </div>
      {onToggleFavourite ? (
        <IconButton
          className="ui-game-tile__favourite"
          variant="overlay"
          size="sm"
          aria-pressed={isFavourite}
          label={t(isFavourite ? 'game.remove_favourite' : 'game.add_favourite', { name })}
          icon={<Heart fill={isFavourite ? 'currentColor' : 'none'} />}
          onClick={() => onToggleFavourite(game)}
        />
      ) : null}
      <p className="ui-game-tile__name" title={name}>
        {name}
      </p>
      <div className="ui-game-tile__actions">
        <button
          type="button"
          className="ui-game-tile__action ui-game-tile__action--play"
          aria-label={t('game.play_name', { name })}
          onClick={() => onPlay(game)}
        >
          {t('game.play')}
        </button>
        {canTrial ? (
          <button
            type="button"
            className="ui-game-tile__action ui-game-tile__action--trial"
            aria-label={t('game.free_trial_name', { name })}
            onClick={() => onFreeTrial(game)}
          >
            {t('game.free_trial')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
