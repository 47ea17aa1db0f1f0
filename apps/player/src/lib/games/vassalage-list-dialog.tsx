import { useVassalageGamesQuery } from '@gaming/api/games';
import type { GameItem } from '@gaming/api/wire';
import { Dialog } from '@gaming/ui/dialog';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { GameGrid } from '@gaming/ui/game-grid';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/store';

export interface VassalageListDialogProps {
  vassalage: string;
  title: string;
  onClose: () => void;
  onPlay: (game: GameItem) => void;
  onFreeTrial: (game: GameItem) => void;
}

/** §3 "isGame VASSALAGE means a provider that opens a game popup list": that list, as a grid. */
export default function VassalageListDialog({
  vassalage,
  title,
  onClose,
  onPlay,
  onFreeTrial,
}: VassalageListDialogProps) {
  const { t } = useTranslation(['games', 'errors']);
  const language = useAppSelector((state) => state.apiContext.language);
  const { data, error, isLoading, isFetching, refetch } = useVassalageGamesQuery({
    vassalage,
    language,
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('vendor.games_title', { vendor: data?.displayName ?? title })}
      size="lg"
    >
      {error ? (
        <LoadFailed query={{ error: error, isFetching, refetch }} />
      ) : (
        <GameGrid
          games={data?.games ?? []}
          getKey={(game) => game.nodeId}
          loading={isLoading}
          skeletonCount={6}
          label={t('vendor.games_title', { vendor: data?.displayName ?? title })}
          onPlay={onPlay}
          onFreeTrial={onFreeTrial}
        />
      )}
    </Dialog>
  );
}
