import type { GameItem } from '@gaming/api/wire';
import type { FailedQuery } from '@gaming/kernel/load-failed';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { GameGrid } from '@gaming/ui/game-grid';
import { SectionHeader } from '@gaming/ui/section-header';
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { GameActions } from '../../lib/games/use-game-actions';

export interface HomeSectionProps {
  title: string;
  hasMore?: boolean;
  onMore?: () => void;
  /** Between the heading and the content: the vendor filter. */
  filter?: ReactNode;
  children: ReactNode;
}

/** A home section: a landmark named by its heading, with "More" when there is more to see. */
export function HomeSection({ title, hasMore, onMore, filter, children }: HomeSectionProps) {
  const titleId = useId();
  return (
    <section className="home-section" aria-labelledby={titleId}>
      <SectionHeader id={titleId} title={title} hasMore={hasMore} onMore={onMore} />
      {filter}
      {children}
    </section>
  );
}

export interface SectionGamesProps {
  title: string;
  games: readonly GameItem[];
  actions: GameActions;
  loading: boolean;
  skeletonCount: number;
  /** The section's read: when it failed, LoadFailed stands under the heading instead of the games. */
  query?: FailedQuery;
}

/** A section's games: skeletons while they load, LoadFailed (message and Retry) on failure. */
export function SectionGames({
  title,
  games,
  actions,
  loading,
  skeletonCount,
  query,
}: SectionGamesProps) {
  if (query?.error) return <LoadFailed query={query} />;
  return (
    <GameGrid
      games={games}
      getKey={(game) => game.nodeId}
      label={title}
      loading={loading}
      skeletonCount={skeletonCount}
      onPlay={actions.play}
      onFreeTrial={actions.freeTrial}
      onToggleFavourite={actions.toggleFavourite}
      isFavourite={actions.isFavourite}
    />
  );
}
