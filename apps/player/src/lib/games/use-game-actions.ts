/**
 * What a player can do with a game or a provider (§2 Game tile, Vendor tile; §4 Selecting a game,
 * Favourites), the same on home, in the lobbies and in the account lists. Import it only from lazily
 * loaded screens; the dialogs it opens are held by `GameDialogsProvider` above the routes.
 */
import type { GameItem } from '@gaming/api/wire';
import { selectFreeTrial, selectGame } from '@gaming/domain/game-selection';
import type { SelectableEntry } from '@gaming/domain/game-selection';
import type { Vendor } from '@gaming/domain/games';
import { navigateProvider } from '@gaming/domain/navigation';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/store';
import { loginOpened } from '../../session/auth-slice';
import { useSession } from '../../session/use-session';
import { useGameDialogs } from './game-dialogs';
import { launchHrefOf } from './launch-query';
import { useFavouriteToggle } from './use-favourite-toggle';

/** A game as the game calls send it, or a vendor entry (§3). */
export type PlayableGame = SelectableEntry & Partial<Pick<GameItem, 'nodeId' | 'gameName'>>;
/** A provider as the game menus send it (§3 Vendor). */
export type PlayableVendor = Pick<
  Vendor,
  'vassalage' | 'gameType' | 'gameCategory' | 'displayName'
> &
  Partial<Pick<Vendor, 'isGame'>>;

export interface GameActions {
  /** The tile's Play (or the tile itself): §4 "Selecting a game". */
  play: (game: PlayableGame) => void;
  /** The Free trial button (supportPlay 0): free play in the game popup, no login needed (§6). */
  freeTrial: (game: PlayableGame) => void;
  /** A vendor tile or a provider entry: RNG providers open /rng, others launch (§2, §4). */
  openVendor: (vendor: PlayableVendor) => void;
  /** Whether the member has the game in their favourites (false for visitors). */
  isFavourite: (game: Pick<GameItem, 'nodeId'>) => boolean;
  /** Favourite toggle: login first, trial prompt, optimistic with a 1 s throttle (§4, §5). */
  toggleFavourite: (game: Pick<GameItem, 'nodeId' | 'vassalage' | 'gameType'>) => void;
}

export function useGameActions(): GameActions {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const dialogs = useGameDialogs();
  const { role } = useSession();
  const isLoggedIn = role !== 'visitor';
  const isTrial = role === 'trial';
  const { show } = dialogs;

  const openLogin = useCallback(() => dispatch(loginOpened()), [dispatch]);
  const notify = useCallback(
    (messageKey: string, tone: 'info' | 'warning') => show({ kind: 'notice', messageKey, tone }),
    [show],
  );
  const favourites = useFavouriteToggle({
    role,
    openLogin,
    notify,
    toggledAt: dialogs.favouriteToggledAt,
  });

  const freeTrial = useCallback(
    (game: PlayableGame) => {
      const selection = selectFreeTrial(game);
      if (selection.kind !== 'launch') return;
      const title = game.gameName ?? game.vassalage;
      show(
        game.nodeId === undefined
          ? { kind: 'free-play', launch: selection, title }
          : { kind: 'free-play', launch: selection, nodeId: game.nodeId, title },
      );
    },
    [show],
  );

  const play = useCallback(
    (game: PlayableGame) => {
      const selection = selectGame(game, { isLoggedIn, isTrial });
      switch (selection.kind) {
        case 'open-login':
          openLogin();
          return;
        case 'prompt':
          notify(selection.messageKey, 'info');
          return;
        case 'route':
          void navigate({
            pathname: selection.path,
            search: new URLSearchParams(selection.query).toString(),
          });
          return;
        case 'popup-list':
          show({
            kind: 'vassalage',
            vassalage: selection.vassalage,
            title: game.gameName ?? selection.vassalage,
            onPlay: (entry) => {
              dialogs.close();
              play({ ...entry, isGame: null });
            },
            onFreeTrial: (entry) => freeTrial({ ...entry, isGame: null }),
          });
          return;
        case 'launch':
          void navigate(launchHrefOf(selection, game.nodeId));
      }
    },
    [dialogs, freeTrial, isLoggedIn, isTrial, navigate, notify, openLogin, show],
  );

  const openVendor = useCallback(
    (vendor: PlayableVendor) => {
      const navigation = navigateProvider(vendor);
      if (navigation.kind === 'route') {
        void navigate({
          pathname: navigation.path,
          search: new URLSearchParams(navigation.query).toString(),
        });
        return;
      }
      play({
        vassalage: vendor.vassalage,
        gameType: vendor.gameType,
        isGame: vendor.isGame ?? null,
        gameName: vendor.displayName,
      });
    },
    [navigate, play],
  );

  return useMemo(
    () => ({
      play,
      freeTrial,
      openVendor,
      isFavourite: favourites.isFavourite,
      toggleFavourite: favourites.toggle,
    }),
    [play, freeTrial, openVendor, favourites.isFavourite, favourites.toggle],
  );
}
