/**
 * The game-play routes (§2 /seamless, /lottert, /vnlottery, /sealottery): the game named by the
 * query, launched for real money in a page-sized frame, with a way back. The side menu and footer are
 * left out by the route's layout.
 */
import { refusalOf } from '@gaming/domain/roles';
import { Button } from '@gaming/ui/button';
import { EmptyState } from '@gaming/ui/empty-state';
import { ArrowLeft } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { loginOpened } from '../../session/auth-slice';
import { useSession } from '../../session/use-session';
import { GameFrame } from '../../lib/games/game-frame';
import { launchRequestOf } from '../../lib/games/launch-query';
import '../../lib/games/games.css';

export default function GamePlayPage() {
  const { t } = useTranslation(['common', 'errors', 'games']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search, key } = useLocation();
  const language = useAppSelector((state) => state.apiContext.language);
  const { role } = useSession();
  const refusal = refusalOf(role, 'startGame');
  const request = useMemo(
    () => launchRequestOf(pathname, new URLSearchParams(search), language),
    [pathname, search, language],
  );
  const [gameName, setGameName] = useState('');
  const onLaunched = useCallback(
    (content: { gameName: string }) => setGameName(content.gameName),
    [],
  );

  useEffect(() => {
    if (refusal?.kind === 'open-login') dispatch(loginOpened());
  }, [dispatch, refusal?.kind]);

  // Back to where the player chose the game, or home when the page was opened directly.
  const back = () => void (key === 'default' ? navigate(paths.home.href()) : navigate(-1));
  const home = { label: t('actions.back_home'), onClick: () => void navigate(paths.home.href()) };

  let body;
  if (request === null) body = <EmptyState message={t('games:no_data.title')} action={home} />;
  else if (refusal?.kind === 'open-login')
    body = (
      <EmptyState
        message={t('errors:CUSTOMER_NOT_LOGIN')}
        action={{ label: t('actions.login'), onClick: () => dispatch(loginOpened()) }}
      />
    );
  else if (refusal?.kind === 'prompt')
    body = <EmptyState message={t(refusal.messageKey)} action={home} />;
  else
    body = (
      <GameFrame
        request={request}
        title={gameName}
        className="game-frame--page"
        onLaunched={onLaunched}
      />
    );

  return (
    <section className="game-play" aria-labelledby="game-play-title">
      <div className="game-play__bar">
        <Button variant="secondary" size="sm" onClick={back}>
          <ArrowLeft size={16} aria-hidden="true" /> {t('actions.back')}
        </Button>
        <h1 id="game-play-title" className="game-play__title">
          {gameName || t('games:seamless.loading')}
        </h1>
      </div>
      {body}
    </section>
  );
}
