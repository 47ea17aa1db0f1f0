import type { GameItem } from '@gaming/api/wire';
import { ErrorState } from '@gaming/ui/error-state';
import { GameGrid } from '@gaming/ui/game-grid';
import { SectionHeader } from '@gaming/ui/section-header';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';
import type { GameActions } from '../games/use-game-actions';

type Failure = Parameters<typeof errorMessageKeyOf>[0];

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
  error?: Failure;
  retrying?: boolean;
  onRetry?: () => void;
}

/** A section's games: skeletons while they load, the catalogue message and a retry on failure. */
export function SectionGames({
  title,
  games,
  actions,
  loading,
  skeletonCount,
  error,
  retrying,
  onRetry,
}: SectionGamesProps) {
  const { t } = useTranslation(['games', 'errors']);
  if (error && onRetry) {
    return (
      <ErrorState message={t(errorMessageKeyOf(error))} onRetry={onRetry} retrying={retrying} />
    );
  }
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
