/**
 * The account game lists (§2 /favorite and /recent): the member's favourite games and the games they
 * played last, 18 per page (§9). They need a real account (§6): a visitor gets the login modal, a
 * trial account the 'in_need_true_account' message.
 */
import {
  useFavoriteGameIdsQuery,
  useFavoriteGamesQuery,
  useRecentGamesQuery,
} from '@gaming/api/games';
import type { GameItem } from '@gaming/api/wire';
import {
  LOBBY_PAGE_SIZE,
  initialLobbyFilter,
  lobbyFilterReducer,
} from '@gaming/domain/lobby-filter';
import { CATEGORY_ROUTES } from '@gaming/domain/navigation';
import { refusalOf } from '@gaming/domain/roles';
import { Button } from '@gaming/ui/button';
import { EmptyState } from '@gaming/ui/empty-state';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { GameGrid } from '@gaming/ui/game-grid';
import { Paginator } from '@gaming/ui/paginator';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/store';
import type { errorMessageKeyOf } from '@gaming/kernel/failure-message';
import { loginOpened } from '../../session/auth-slice';
import { useGameActions } from '../../lib/games/use-game-actions';
import { useSession } from '../../session/use-session';
import '../../lib/lobby.css';

type AccountList = 'favourites' | 'recent';

const PAGE_PARAM = 'page';

export default function AccountGamePage() {
  const { t } = useTranslation(['games', 'errors', 'common']);
  const { pathname } = useLocation();
  const list: AccountList = pathname === CATEGORY_ROUTES.RECENT ? 'recent' : 'favourites';
  const dispatch = useAppDispatch();
  const { role } = useSession();
  const refusal = refusalOf(role, list === 'recent' ? 'recentGames' : 'favourites');
  const needsLogin = refusal?.kind === 'open-login';

  // §4 "Favourite or recent filters need login": the login modal opens by itself.
  useEffect(() => {
    if (needsLogin) dispatch(loginOpened());
  }, [needsLogin, dispatch]);

  let body;
  if (needsLogin) {
    body = (
      <EmptyState
        message={t(list === 'recent' ? 'recent.login_needed' : 'favourites.login_needed')}
        action={{ label: t('common:actions.login'), onClick: () => dispatch(loginOpened()) }}
      />
    );
  } else if (refusal?.kind === 'prompt') {
    body = <EmptyState message={t(refusal.messageKey)} />;
  } else if (list === 'recent') {
    body = <RecentGames />;
  } else {
    body = <FavouriteGames />;
  }

  return (
    <section className="lobby" aria-labelledby="account-games-title">
      <h1 id="account-games-title" className="lobby__title">
        {t(list === 'recent' ? 'recent.title' : 'favourites.title')}
      </h1>
      {body}
    </section>
  );
}

/**
 * The page of the list in the URL (`?page=2`), through the lobby filter's paging rules (§4 "Page
 * beyond total pages ignored"); a page past the loaded total goes back to the last one. The screen
 * reports each loaded total with `pagesLoaded` while it renders.
 */
function useListPage() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get(PAGE_PARAM));
  const page = Number.isInteger(asked) && asked > 1 ? asked : 1;
  const [loadedTotal, setLoadedTotal] = useState<number>();
  const state = { ...initialLobbyFilter(), page, totalPages: loadedTotal ?? 0 };

  const writePage = useCallback(
    (next: number, replace: boolean) =>
      setParams(
        (current) => {
          const query = new URLSearchParams(current);
          if (next > 1) query.set(PAGE_PARAM, String(next));
          else query.delete(PAGE_PARAM);
          return query;
        },
        { replace },
      ),
    [setParams],
  );

  const loadedPage =
    loadedTotal === undefined
      ? page
      : lobbyFilterReducer(state, { type: 'pages-loaded', totalPages: loadedTotal }).page;
  useEffect(() => {
    if (loadedPage !== page) writePage(loadedPage, true);
  }, [loadedPage, page, writePage]);

  const choosePage = (next: number) => {
    const chosen = lobbyFilterReducer(state, { type: 'page-chosen', page: next });
    if (chosen === state) return;
    writePage(chosen.page, false);
    window.scrollTo({ top: 0 }); // §4 "Page change scrolls to top."
  };
  const pagesLoaded = (total: number | undefined) => {
    if (total !== undefined && total !== loadedTotal) setLoadedTotal(total);
  };

  return { page, totalPages: state.totalPages, choosePage, pagesLoaded };
}

function FavouriteGames() {
  const language = useAppSelector((state) => state.apiContext.language);
  const actions = useGameActions();
  const { page, totalPages, choosePage, pagesLoaded } = useListPage();
  const query = useFavoriteGamesQuery({ pageNo: page, pageSize: LOBBY_PAGE_SIZE, language });
  const { data: ids } = useFavoriteGameIdsQuery();
  pagesLoaded(query.currentData?.totalPages);

  // The ids are the local favourite list (§4): a game un-favourited leaves the page at once.
  const content = query.currentData?.content;
  const games = content && ids ? content.filter(actions.isFavourite) : content;
  return (
    <AccountGameList
      list="favourites"
      games={games}
      query={query}
      page={page}
      totalPages={totalPages}
      onPageChange={choosePage}
    />
  );
}

function RecentGames() {
  const language = useAppSelector((state) => state.apiContext.language);
  const { page, totalPages, choosePage, pagesLoaded } = useListPage();
  const query = useRecentGamesQuery({ page, pageSize: LOBBY_PAGE_SIZE, language });
  pagesLoaded(query.currentData?.totalPages);
  return (
    <AccountGameList
      list="recent"
      games={query.currentData?.list}
      query={query}
      page={page}
      totalPages={totalPages}
      onPageChange={choosePage}
    />
  );
}

interface AccountGameListProps {
  list: AccountList;
  /** Undefined while the page loads. */
  games: readonly GameItem[] | undefined;
  query: {
    error?: Parameters<typeof errorMessageKeyOf>[0];
    isFetching: boolean;
    refetch: () => unknown;
  };
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

function AccountGameList({
  list,
  games,
  query,
  page,
  totalPages,
  onPageChange,
}: AccountGameListProps) {
  const { t } = useTranslation(['games', 'errors']);
  const navigate = useNavigate();
  const actions = useGameActions();
  if (query.error) {
    return <LoadFailed query={query} />;
  }
  return (
    <>
      <GameGrid<GameItem>
        games={games ?? []}
        getKey={(game) => game.nodeId}
        loading={games === undefined}
        label={t(list === 'recent' ? 'recent.title' : 'favourites.title')}
        emptyMessage={t(list === 'recent' ? 'recent.empty' : 'favourites.empty')}
        emptyAction={
          <Button variant="secondary" onClick={() => void navigate(CATEGORY_ROUTES.HOME)}>
            {t('lobby.browse_games')}
          </Button>
        }
        isFavourite={actions.isFavourite}
        onPlay={actions.play}
        onFreeTrial={actions.freeTrial}
        onToggleFavourite={actions.toggleFavourite}
      />
      <Paginator page={page} pageCount={totalPages} onPageChange={onPageChange} />
    </>
  );
}
