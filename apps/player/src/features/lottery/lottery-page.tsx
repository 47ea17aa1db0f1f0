/**
 * The lottery pages (§2 /lottery, /seaLottery, /vnLottery; they take query gameCode): the site's prize
 * mode (§4 Prize mode), the lotteries of the page's vendors with a favourite toggle kept per username
 * in local storage (§3 Storage, §4 Favourites), a favourites filter, and the chosen lottery, whose Play
 * opens the lottery game-play page (§7 launchGame for the lottery lobby).
 */
import type { GameItem } from '@gaming/api/wire';
import type { LotteryRoute } from '@gaming/domain/game-selection';
import { LOTTERY_ROUTES } from '@gaming/domain/game-selection';
import { prizeModeCodeOf, prizeModeOf } from '@gaming/domain/prize-mode';
import { refusalOf } from '@gaming/domain/roles';
import { safeServerUrl } from '@gaming/domain/urls';
import { Button } from '@gaming/ui/button';
import { EmptyState } from '@gaming/ui/empty-state';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { IconButton } from '@gaming/ui/icon-button';
import { Skeleton, SkeletonList } from '@gaming/ui/skeleton';
import { Heart, Play, Ticket } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAppSelector } from '../../app/store';
import { useGameDialogs } from '../../lib/games/game-dialogs';
import { LOTTERY_PLAY_ROUTES, lotteryPlayHrefOf } from '../../lib/games/launch-query';
import { useSession } from '../../session/use-session';
import type { LotteryFilter } from './lottery-rules';
import {
  LOTTERY_TITLE_KEYS,
  chosenLotteryOf,
  lotteriesShown,
  lotteryPageOf,
  lotteryVendorsOf,
} from './lottery-rules';
import { useLotteryFavourites } from './use-lottery-favourites';
import { useLotteryGames } from './use-lottery-games';
import './lottery.css';
import { useSiteCategories } from '../../lib/category-links';

function LotteryIcon({ game, size }: { game: GameItem; size: 'sm' | 'lg' }) {
  const apiBase = useAppSelector((state) => state.apiContext.apiBase);
  const source = game.iconUrl ? safeServerUrl(game.iconUrl, apiBase) : null;
  const [failed, setFailed] = useState<string | null>(null);
  const pixels = size === 'lg' ? 96 : 48;
  return (
    <span className={`lottery-icon lottery-icon--${size}`} aria-hidden="true">
      {source && source !== failed ? (
        <img
          src={source}
          alt=""
          width={pixels}
          height={pixels}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(source)}
        />
      ) : (
        <Ticket size={pixels / 2} />
      )}
    </span>
  );
}

export default function LotteryPage() {
  const { t } = useTranslation('games');
  const { pathname } = useLocation();
  const route: LotteryRoute = lotteryPageOf(pathname) ?? LOTTERY_ROUTES.LOTTERY;
  const [query, setQuery] = useSearchParams();
  const navigate = useNavigate();
  const language = useAppSelector((state) => state.apiContext.language);
  const dialogs = useGameDialogs();
  const { member, role } = useSession();
  const username = member ? member.username || member.account : undefined;
  const { favourites, isFavourite, toggle } = useLotteryFavourites(username);
  const [filter, setFilter] = useState<LotteryFilter>('all');

  const menus = useSiteCategories();
  const { categories } = menus;
  const vendors = useMemo(
    () => (categories ? lotteryVendorsOf(route, categories) : undefined),
    [categories, route],
  );
  const prizeMode = prizeModeCodeOf(prizeModeOf(categories ?? []));
  const lotteries = useLotteryGames(vendors, language);

  const games = lotteries.games;
  const chosen = chosenLotteryOf(games, query.get('gameCode'));
  const shown = lotteriesShown(games, filter, favourites);
  const vendorName = (game: GameItem) =>
    vendors?.find((vendor) => vendor.vassalage === game.vassalage)?.displayName ?? game.vassalage;

  const choose = (game: GameItem) =>
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('gameCode', game.gameCode);
        return next;
      },
      { replace: true },
    );

  const play = (game: GameItem) => {
    const refusal = refusalOf(role, 'startGame');
    if (refusal?.kind === 'prompt') {
      dialogs.show({ kind: 'notice', messageKey: refusal.messageKey, tone: 'info' });
      return;
    }
    void navigate(
      lotteryPlayHrefOf({
        route: LOTTERY_PLAY_ROUTES[route],
        vassalage: game.vassalage,
        gameCode: game.gameCode,
        prizeMode,
      }),
    );
  };

  const toggleFavourite = (game: GameItem) => {
    const refusal = refusalOf(role, 'favourites');
    if (refusal?.kind === 'prompt') {
      dialogs.show({ kind: 'notice', messageKey: refusal.messageKey, tone: 'info' });
      return;
    }
    toggle(game.gameCode);
  };

  let body;
  if (menus.isError) {
    body = <LoadFailed query={menus} />;
  } else if (lotteries.error) {
    body = (
      <LoadFailed
        query={{
          error: lotteries.error,
          isFetching: lotteries.retrying,
          refetch: lotteries.retry,
        }}
      />
    );
  } else if (menus.isLoading || lotteries.loading) {
    body = (
      <div className="lottery-layout">
        <div className="lottery-chosen lottery-chosen--loading" aria-hidden="true">
          <Skeleton shape="card" width={96} height={96} />
          <span className="lottery-chosen__text">
            <Skeleton width="70%" />
            <Skeleton width="40%" height="0.75em" />
          </span>
        </div>
        <SkeletonList rows={6} withAvatar label={t('lottery.loading')} className="lottery-list" />
      </div>
    );
  } else if (games.length === 0) {
    body = <EmptyState message={t('lottery.empty')} icon={<Ticket size={28} />} />;
  } else {
    body = (
      <div className="lottery-layout">
        {chosen ? (
          <section className="lottery-chosen" aria-labelledby="lottery-chosen-title">
            <LotteryIcon game={chosen} size="lg" />
            <div className="lottery-chosen__text">
              <h2 id="lottery-chosen-title" className="lottery-chosen__label">
                {t('lottery.chosen')}
              </h2>
              <p className="lottery-chosen__name">{chosen.gameName}</p>
              <p className="lottery-chosen__vendor">{vendorName(chosen)}</p>
            </div>
            <Button
              className="lottery-chosen__bet"
              onClick={() => play(chosen)}
              aria-label={t('lottery.bet_name', { name: chosen.gameName })}
            >
              <Play size={16} aria-hidden="true" /> {t('lottery.bet')}
            </Button>
          </section>
        ) : null}

        <div className="lottery-games">
          <div className="lottery-filter" role="group" aria-label={t('lottery.filter')}>
            <Button
              variant={filter === 'all' ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={filter === 'all'}
              onClick={() => setFilter('all')}
            >
              {t('lottery.all')}
            </Button>
            <Button
              variant={filter === 'favourites' ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={filter === 'favourites'}
              onClick={() => setFilter('favourites')}
            >
              <Heart size={14} aria-hidden="true" /> {t('lottery.favourites')}
            </Button>
          </div>

          {shown.length === 0 ? (
            <EmptyState
              message={t('lottery.favourites_empty')}
              icon={<Heart size={28} />}
              action={{ label: t('lottery.show_all'), onClick: () => setFilter('all') }}
            />
          ) : (
            <ul className="lottery-list" aria-label={t('lottery.list')}>
              {shown.map((game) => {
                const isChosen = game.gameCode === chosen?.gameCode;
                const favourite = isFavourite(game.gameCode);
                return (
                  <li
                    key={`${game.vassalage}:${game.gameCode}`}
                    className={isChosen ? 'lottery-row lottery-row--chosen' : 'lottery-row'}
                  >
                    <button
                      type="button"
                      className="lottery-row__choose"
                      aria-current={isChosen ? 'true' : undefined}
                      onClick={() => choose(game)}
                    >
                      {/* Named by what it shows (the lottery and its vendor), as a person reads it. */}
                      <LotteryIcon game={game} size="sm" />
                      <span className="lottery-row__text">
                        <span className="lottery-row__name">{game.gameName}</span>{' '}
                        <span className="lottery-row__vendor">{vendorName(game)}</span>
                      </span>
                    </button>
                    <IconButton
                      className="lottery-row__favourite"
                      size="md"
                      aria-pressed={favourite}
                      disabled={!username}
                      label={t(favourite ? 'lottery.remove_favourite' : 'lottery.add_favourite', {
                        name: game.gameName,
                      })}
                      icon={<Heart size={20} fill={favourite ? 'currentColor' : 'none'} />}
                      onClick={() => toggleFavourite(game)}
                    />
                    <Button
                      className="lottery-row__play"
                      variant="secondary"
                      size="sm"
                      aria-label={t('lottery.play_name', { name: game.gameName })}
                      onClick={() => play(game)}
                    >
                      {t('lottery.play')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </div>
    );
  }

  return (
    <section className="lottery-page" aria-labelledby="lottery-title">
      <header className="lottery-page__head">
        <h1 id="lottery-title" className="lottery-page__title">
          {t(LOTTERY_TITLE_KEYS[route])}
        </h1>
        {categories ? (
          <p className="lottery-page__prize">
            <span className="lottery-page__prize-label">{t('prize_modes.label')}</span>
            <span className="lottery-page__prize-mode">{t(`prize_modes.${prizeMode}`)}</span>
          </p>
        ) : null}
      </header>
      {body}
    </section>
  );
}
