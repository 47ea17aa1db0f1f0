/**
 * The dialogs a game action may open anywhere on the site (the trial prompt, a refused call, a
 * vendor's popup list, the free-trial game popup), held once above the routes. The provider is part
 * of the first paint, so it holds only state; the dialogs load when first opened and the rules live in
 * `useGameActions`, which only the (lazily loaded) game screens import.
 */
import type { GameLaunch } from '@gaming/domain/game-selection';
import type { ReactNode } from 'react';
import { Suspense, createContext, lazy, useContext, useMemo, useState } from 'react';
import type { GameItem } from '@gaming/api/wire';

const GameNotice = lazy(() => import('./game-notice'));
const VassalageListDialog = lazy(() => import('./vassalage-list-dialog'));
const GamePopup = lazy(() => import('./game-popup'));

export type GameDialog =
  /** `messageKey` is an `errors:` key: the trial prompt (info, §8) or a refused call (warning). */
  | { kind: 'notice'; messageKey: string; tone: 'info' | 'warning' }
  | {
      kind: 'vassalage';
      vassalage: string;
      title: string;
      onPlay: (game: GameItem) => void;
      onFreeTrial: (game: GameItem) => void;
    }
  | { kind: 'free-play'; launch: GameLaunch; nodeId?: number; title: string };

export interface GameDialogs {
  show: (dialog: GameDialog) => void;
  close: () => void;
  /** When each game's favourite was last toggled (§5 "favourite toggle 1 s"), site-wide. */
  favouriteToggledAt: Map<number, number>;
}

const GameDialogsContext = createContext<GameDialogs | null>(null);

export function useGameDialogs(): GameDialogs {
  const dialogs = useContext(GameDialogsContext);
  if (!dialogs)
    throw new Error('Game actions need a GameDialogsProvider (the root layout has one)');
  return dialogs;
}

export function GameDialogsProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<GameDialog | null>(null);
  const [toggledAt] = useState(() => new Map<number, number>());
  const value = useMemo<GameDialogs>(
    () => ({
      show: setDialog,
      close: () => setDialog(null),
      favouriteToggledAt: toggledAt,
    }),
    [toggledAt],
  );
  const close = value.close;
  return (
    <GameDialogsContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {dialog?.kind === 'notice' ? (
          <GameNotice messageKey={dialog.messageKey} tone={dialog.tone} onClose={close} />
        ) : null}
        {dialog?.kind === 'vassalage' ? (
          <VassalageListDialog
            vassalage={dialog.vassalage}
            title={dialog.title}
            onClose={close}
            onPlay={dialog.onPlay}
            onFreeTrial={dialog.onFreeTrial}
          />
        ) : null}
        {dialog?.kind === 'free-play' ? (
          <GamePopup
            launch={dialog.launch}
            nodeId={dialog.nodeId}
            title={dialog.title}
            onClose={close}
          />
        ) : null}
      </Suspense>
    </GameDialogsContext.Provider>
  );
}
