import type { GameLaunch } from '@gaming/domain/game-selection';
import { Dialog } from '@gaming/ui/dialog';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/store';
import { GameFrame } from './game-frame';
import { freePlayRequestOf } from './launch-query';
import './games.css';

export interface GamePopupProps {
  launch: GameLaunch;
  nodeId?: number | undefined;
  title: string;
  onClose: () => void;
}

/**
 * The game popup (§2 Modals "game popup (iframe)"): free trial plays here, over the page the player
 * came from, on play money that never touches the wallet. Real-money play has its own route
 * (/seamless), so a reload keeps the game.
 */
export default function GamePopup({ launch, nodeId, title, onClose }: GamePopupProps) {
  const { t } = useTranslation('games');
  const language = useAppSelector((state) => state.apiContext.language);
  const request = useMemo(
    () => freePlayRequestOf(launch, nodeId, language),
    [launch, nodeId, language],
  );
  return (
    <Dialog
      open
      onClose={onClose}
      title={`${t('free_trial.title')}: ${title}`}
      size="lg"
      className="game-popup"
    >
      <p className="game-popup__note">{t('free_trial.text')}</p>
      <GameFrame request={request} title={title} className="game-frame--popup" />
    </Dialog>
  );
}
