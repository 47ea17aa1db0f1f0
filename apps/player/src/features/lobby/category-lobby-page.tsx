/**
 * The category lobbies (§2 Category lobby): the game centre pages (/sports, /esports, /lott, /elott)
 * and the game list centre pages (/live, /fish, /rng, /pvp). Title, provider menu, classify menu,
 * search box while the classify is All, an 18-per-page game grid with paging. The filter lives in the
 * URL query (see `lobby-query.ts`) and every change goes through the domain's lobby filter reducer.
 */
import { useGameListQuery } from '@gaming/api/games';
import { pageContentShown, releaseBootFrame } from '@gaming/kernel/boot';
import type { GameItem } from '@gaming/api/wire';
import type { Category } from '@gaming/domain/games';
import { CLASSIFY_ALL } from '@gaming/domain/games';
import { LOBBY_PAGE_SIZE, lobbyFilterReducer } from '@gaming/domain/lobby-filter';
import type { LobbyFilterAction } from '@gaming/domain/lobby-filter';
import { ClassifyMenu } from '@gaming/ui/classify-menu';
import { EmptyState } from '@gaming/ui/empty-state';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { GameGrid } from '@gaming/ui/game-grid';
import { Paginator } from '@gaming/ui/paginator';
import { ProviderMenu } from '@gaming/ui/provider-menu';
import { SearchBox } from '@gaming/ui/search-box';
import { SkeletonTileGrid } from '@gaming/ui/skeleton';
import { VendorTile } from '@gaming/ui/vendor-tile';
import { useDeferredValue, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useAppSelector } from '../../app/store';
import { useGameActions } from '../../lib/games/use-game-actions';
import { categoryOfPath, lobbyListOf } from './lobby-list';
import { LOBBY_QUERY, queryOfLobbyFilter } from './lobby-query';
import '../../lib/lobby.css';
import { useSiteCategories } from '../../lib/category-links';

export interface CategoryLobbyPageProps {
  /**
   * Game centre pages (sports, e-sports, lotteries) carry providers that are products in themselves
   * (a sportsbook, a lottery lobby): their vendor tiles come first and launch the vendor. The platform
   * lists each vendor's products by gameList too, so the lobby of games follows below them.
   */
  showVendorTiles?: boolean;
}

/** The tiles a phone shows first (two rows of three): their icons load at once, not lazily. */
const FIRST_SCREEN_TILES = 6;

export function CategoryLobbyPage({ showVendorTiles = false }: CategoryLobbyPageProps) {
  const { t } = useTranslation(['games', 'errors']);
  const { pathname } = useLocation();
  const code = categoryOfPath(pathname);
  const menus = useSiteCategories();
  const category = useMemo(
    () => menus.categories?.find((entry) => entry.gameCategory === code),
    [menus.categories, code],
  );
  const label = code ? t(`categories.${code}`) : '';
  // Without a lobby to show, what shows instead is the page's content (see Lobby for the games).
  const settled = (menus.error !== undefined && !menus.data) || (menus.data && !category);
  useEffect(() => {
    if (!settled) return;
    releaseBootFrame();
    pageContentShown();
  }, [settled]);

  let body;
  if (menus.error && !menus.data) {
    body = <LoadFailed query={menus} />;
  } else if (!menus.data) {
    body = <SkeletonTileGrid count={LOBBY_PAGE_SIZE} className="lobby__skeleton" />;
  } else if (!category) {
    body = <EmptyState message={t('no_data.text')} />;
  } else {
    body = (
      <Lobby
        key={category.gameCategory}
        category={category}
        label={label}
        showVendorTiles={showVendorTiles}
      />
    );
  }

  return (
    <section className="lobby" aria-labelledby="lobby-title">
      <h1 id="lobby-title" className="lobby__title">
        {t('lobby.page_title', { category: label })}
      </h1>
      {body}
    </section>
  );
}

const NO_GAMES: readonly GameItem[] = [];

interface LobbyProps {
  category: Category;
  label: string;
  showVendorTiles: boolean;
}

function Lobby({ category, label, showVendorTiles }: LobbyProps) {
  const { t } = useTranslation(['games', 'errors']);
  const actions = useGameActions();
  const language = useAppSelector((state) => state.apiContext.language);
  const [params, setParams] = useSearchParams();

  // The URL says which list and page; the last loaded total of that list bounds the page.
  const { asked, vendor, listArgs } = lobbyListOf(category, params, language);
  const listKey = JSON.stringify(listArgs);
  const { currentData, error, isFetching, refetch } = useGameListQuery(
    { ...listArgs, pageNo: asked.page },
    { skip: asked.provider === null },
  );
  // The games (or their failure) are the page's first content: the frame's extras may follow.
  const shown = currentData !== undefined || error !== undefined || asked.provider === null;
  useEffect(() => {
    if (shown) pageContentShown();
  }, [shown]);

  const [known, setKnown] = useState({ listKey: '', totalPages: 0 });
  if (currentData && (known.listKey !== listKey || known.totalPages !== currentData.totalPages)) {
    setKnown({ listKey, totalPages: currentData.totalPages });
  }
  const totalPages = known.listKey === listKey ? known.totalPages : 0;
  const state = { ...asked, totalPages };

  // §4 "Page beyond total pages ignored": a page from the URL past the loaded total goes to the last.
  const loadedPage = currentData
    ? lobbyFilterReducer(state, { type: 'pages-loaded', totalPages: currentData.totalPages }).page
    : state.page;
  useEffect(() => {
    if (loadedPage === asked.page) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (loadedPage > 1) next.set(LOBBY_QUERY.page, String(loadedPage));
        else next.delete(LOBBY_QUERY.page);
        return next;
      },
      { replace: true },
    );
  }, [loadedPage, asked.page, setParams]);

  /** Applies a filter action; true when the lobby changed (a new history entry, so back undoes it). */
  const apply = (action: LobbyFilterAction): boolean => {
    const next = lobbyFilterReducer(state, action);
    const query = queryOfLobbyFilter(next, params);
    if (next === state || query.toString() === params.toString()) return false;
    setParams(query);
    return true;
  };

  // The box holds what is typed; a new provider or classify clears it with the search (§4).
  const [typed, setTyped] = useState(state.search);
  const [shownSearch, setShownSearch] = useState(state.search);
  if (shownSearch !== state.search) {
    setShownSearch(state.search);
    setTyped(state.search);
  }

  const gridLabel = vendor
    ? t('vendor.games_title', { vendor: vendor.displayName })
    : t('lobby.page_title', { category: label });
  const emptyMessage = state.search ? t('search.none', { query: state.search }) : t('no_data.text');
  // The list arrives through the store, whose updates React renders at once, in one long task on a
  // phone; the grid renders it as a deferred value instead (a transition, in short slices), the
  // skeletons or the page before standing until it is ready.
  const shownList = useDeferredValue(currentData);
  // The boot frame's first games (lobby-boot.ts) stand until the grid shows its own (or fails).
  const gridShown = shownList !== undefined || error !== undefined || asked.provider === null;
  useLayoutEffect(() => {
    if (gridShown) releaseBootFrame();
  }, [gridShown]);
  const grid = useMemo(
    () => (
      <GameGrid<GameItem>
        games={shownList?.games ?? NO_GAMES}
        getKey={(game) => game.nodeId}
        loading={!shownList}
        priorityCount={FIRST_SCREEN_TILES}
        label={gridLabel}
        emptyMessage={emptyMessage}
        isFavourite={actions.isFavourite}
        onPlay={actions.play}
        onFreeTrial={actions.freeTrial}
        onToggleFavourite={actions.toggleFavourite}
      />
    ),
    [shownList, gridLabel, emptyMessage, actions],
  );

  return (
    <>
      {showVendorTiles ? (
        <section className="lobby__vendors" aria-labelledby="lobby-vendors-title">
          <h2 id="lobby-vendors-title" className="lobby__subtitle">
            {t('lobby.providers')}
          </h2>
          <ul className="lobby__vendor-list">
            {category.vendors.map((entry) => (
              <li key={entry.vassalage}>
                <VendorTile vendor={entry} onOpen={actions.openVendor} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="lobby__filters">
        <ProviderMenu
          vendors={category.vendors}
          value={state.provider}
          showAll={false}
          label={t('nav.providers_menu', { category: label })}
          onChange={(chosen) => {
            if (chosen) apply({ type: 'provider-chosen', provider: chosen.vassalage });
          }}
        />
        <div className="lobby__filter-row">
          <ClassifyMenu
            entries={category.gameClassify}
            value={state.classify}
            label={t('lobby.classify')}
            onChange={(classify) => apply({ type: 'classify-chosen', classify })}
          />
          {state.filter === 'ALL' && state.classify === CLASSIFY_ALL ? (
            <SearchBox
              className="lobby__search"
              value={typed}
              onValueChange={setTyped}
              onSearch={(text) => apply({ type: 'search-submitted', text })}
            />
          ) : null}
        </div>
      </div>

      {state.search && currentData ? (
        <p className="lobby__results" role="status">
          {t('search.results_for', { query: state.search })} ·{' '}
          {t('lobby.results', { count: currentData.totalCount })}
        </p>
      ) : null}

      {error ? <LoadFailed query={{ error: error, isFetching, refetch }} /> : grid}

      <Paginator
        page={state.page}
        pageCount={totalPages}
        onPageChange={(page) => {
          if (apply({ type: 'page-chosen', page })) window.scrollTo({ top: 0 });
        }}
      />
    </>
  );
}
