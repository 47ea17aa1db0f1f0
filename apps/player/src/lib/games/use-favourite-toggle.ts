/**
 * Favourites (§4): "need login. Add ignored if already favourite; otherwise local list updates first,
 * then server call. Remove updates local lists then server call." §5: "favourite toggle 1 s".
 * The local list is the RTK Query cache of the member's favourite ids: it changes at once, the call
 * follows, and a refused call puts it back and says why.
 */
import type { ApiFailure } from '@gaming/api/base-api';
import {
  gamesApi,
  useAddFavoriteGameMutation,
  useFavoriteGameIdsQuery,
  useRemoveFavoriteGameMutation,
} from '@gaming/api/games';
import type { GameItem } from '@gaming/api/wire';
import type { Role } from '@gaming/domain/roles';
import { refusalOf } from '@gaming/domain/roles';
import { FAVOURITE_TOGGLE_GAP_MS, throttleAllows } from '@gaming/domain/time';
import { useCallback, useMemo } from 'react';
import { useAppDispatch } from '../../app/store';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';

export type FavouriteTarget = Pick<GameItem, 'nodeId' | 'vassalage' | 'gameType'>;

export interface FavouriteToggleInput {
  role: Role;
  openLogin: () => void;
  notify: (messageKey: string, tone: 'info' | 'warning') => void;
  /** When each game was last toggled: shared site-wide, so the 1 s gap holds across screens. */
  toggledAt: Map<number, number>;
  /** The clock; tests pass their own. */
  now?: () => number;
}

export function useFavouriteToggle({
  role,
  openLogin,
  notify,
  toggledAt,
  now = Date.now,
}: FavouriteToggleInput) {
  const dispatch = useAppDispatch();
  const allowed = refusalOf(role, 'favourites') === null;
  const { data: ids } = useFavoriteGameIdsQuery(undefined, { skip: !allowed });
  const [add] = useAddFavoriteGameMutation();
  const [remove] = useRemoveFavoriteGameMutation();

  const favourites = useMemo(() => new Set(allowed ? ids : []), [ids, allowed]);
  const isFavourite = useCallback(
    (game: Pick<GameItem, 'nodeId'>) => favourites.has(game.nodeId),
    [favourites],
  );

  const toggle = useCallback(
    (game: FavouriteTarget) => {
      const refusal = refusalOf(role, 'favourites');
      if (refusal?.kind === 'open-login') return openLogin();
      if (refusal?.kind === 'prompt') return notify(refusal.messageKey, 'info');
      const at = now();
      if (!throttleAllows(toggledAt.get(game.nodeId) ?? null, at, FAVOURITE_TOGGLE_GAP_MS)) return;
      toggledAt.set(game.nodeId, at);

      const adding = !favourites.has(game.nodeId);
      const patch = dispatch(
        gamesApi.util.updateQueryData('favoriteGameIds', undefined, (draft) =>
          adding ? [game.nodeId, ...draft] : draft.filter((id) => id !== game.nodeId),
        ),
      );
      const body = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
      (adding ? add(body) : remove(body)).unwrap().catch((error: unknown) => {
        patch.undo();
        notify(errorMessageKeyOf(error as ApiFailure), 'warning');
      });
    },
    [add, dispatch, favourites, notify, now, openLogin, remove, role, toggledAt],
  );

  return { isFavourite, toggle };
}
