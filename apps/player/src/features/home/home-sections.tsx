import { useFavoriteGamesQuery, useHotGamesQuery, useRecentGamesQuery } from '@gaming/api/games';
import { homeSectionsOf, sectionItems } from '@gaming/domain/categories';
import {
  HOME_CATEGORY_GAMES_LIMIT,
  HOME_FAVOURITE_PAGE_SIZE,
  HOME_RECENT_PAGE_SIZE,
  HOT_GAMES_LIMIT,
} from '@gaming/domain/constants';
import { GameCategory } from '@gaming/domain/games';
import type { Category } from '@gaming/domain/games';
import { categoryPathOf } from '@gaming/domain/navigation';
import { can } from '@gaming/domain/roles';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { SkeletonTileGrid } from '@gaming/ui/skeleton';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../app/store';
import { useRevealedCount } from '../../lib/use-idle';
import { useGameActions } from '../../lib/games/use-game-actions';
import type { GameActions } from '../../lib/games/use-game-actions';
import { useSession } from '../../session/use-session';
import { CategorySection } from './category-section';
import { HomeSection, SectionGames } from './game-section';
import { useSiteCategories } from '../../lib/category-links';

/**
 * The sections rendered with the first ones (a phone's first screen shows at most HOT, a desktop's
 * HOT and the start of the next); the others follow this many at a time, in quiet moments.
 */
const FIRST_SECTIONS = 2;
const SECTIONS_PER_STEP = 2;

/**
 * §2 Home game sections in the domain's order: HOT, FAV and RECENT (members, when not empty), then
 * one per category with vendors.
 */
export function HomeSections() {
  const { t } = useTranslation(['games', 'errors']);
  const navigate = useNavigate();
  const language = useAppSelector((state) => state.apiContext.language);
  const { role } = useSession();
  const actions = useGameActions();
  const withFavourites = can(role, 'favourites');
  const withRecent = can(role, 'recentGames');

  const menus = useSiteCategories();
  const favourites = useFavoriteGamesQuery(
    { pageSize: HOME_FAVOURITE_PAGE_SIZE, language },
    { skip: !withFavourites },
  );
  const recent = useRecentGamesQuery(
    { pageSize: HOME_RECENT_PAGE_SIZE, language },
    { skip: !withRecent },
  );

  // The sections render in the background (a transition React interrupts every few milliseconds),
  // not in the one long task an arriving answer would otherwise cost a phone; skeletons meanwhile.
  const categories = useDeferredValue(useMemo(() => menus.categories ?? [], [menus.categories]));
  const rendering = categories !== (menus.categories ?? categories);
  // The heart of a game taken out of the favourites goes off at once: so does its tile here.
  const favouriteGames = useMemo(
    () => (withFavourites ? (favourites.data?.content ?? []) : []).filter(actions.isFavourite),
    [withFavourites, favourites.data, actions.isFavourite],
  );
  const recentGames = withRecent ? (recent.data?.list ?? []) : [];
  const sections = homeSectionsOf({
    categories,
    isLoggedIn: role !== 'visitor',
    favouriteCount: favouriteGames.length,
    recentCount: recentGames.length,
  });
  const shown = useRevealedCount(sections.length, FIRST_SECTIONS, SECTIONS_PER_STEP);
  const byCode = new Map<string, Category>(categories.map((c) => [c.gameCategory, c]));
  const pageOf = (code: GameCategory) => () => {
    const path = categoryPathOf(code);
    if (path) void navigate(path);
  };

  return (
    <div className="home-sections" role="group" aria-label={t('home.sections_label')}>
      {sections.slice(0, shown).map((code) => {
        switch (code) {
          case GameCategory.HOT:
            return <HotSection key={code} actions={actions} />;
          case GameCategory.FAV: {
            const view = sectionItems('home', favouriteGames);
            return (
              <HomeSection key={code} title={t('home.fav_title')} hasMore onMore={pageOf(code)}>
                <SectionGames
                  title={t('home.fav_title')}
                  games={view.items}
                  actions={actions}
                  loading={false}
                  skeletonCount={0}
                />
              </HomeSection>
            );
          }
          case GameCategory.RECENT: {
            const view = sectionItems('home', recentGames);
            return (
              <HomeSection key={code} title={t('home.recent_title')} hasMore onMore={pageOf(code)}>
                <SectionGames
                  title={t('home.recent_title')}
                  games={view.items}
                  actions={actions}
                  loading={false}
                  skeletonCount={0}
                />
              </HomeSection>
            );
          }
          default: {
            const category = byCode.get(code);
            if (!category) return null;
            return (
              <CategorySection
                key={code}
                category={category}
                title={t(`categories.${code}`, { defaultValue: category.title })}
                actions={actions}
              />
            );
          }
        }
      })}
      {menus.error ? <LoadFailed query={menus} /> : null}
      {menus.isLoading || rendering || shown < sections.length ? (
        <SkeletonTileGrid count={HOME_CATEGORY_GAMES_LIMIT} label={t('home.sections_loading')} />
      ) : null}
    </div>
  );
}

/**
 * §2 HOT: 12 games, and "More" shows the whole hot list in place. Memoised, as the category
 * sections are: a step of the sections' reveal renders the new sections, not those shown already.
 */
const HotSection = memo(function HotSection({ actions }: { actions: GameActions }) {
  const { t } = useTranslation('games');
  const language = useAppSelector((state) => state.apiContext.language);
  const [expanded, setExpanded] = useState(false);
  const answer = useHotGamesQuery({ language });
  const { error, isFetching, refetch } = answer;
  // Rendered in the background (see HomeSections): skeletons until the tiles are ready.
  const data = useDeferredValue(answer.data);
  const isLoading = answer.isLoading || data !== answer.data;
  const view = sectionItems('hot', data ?? []);
  return (
    <HomeSection
      title={t('home.hot_title')}
      hasMore={!expanded && view.showsMore}
      onMore={() => setExpanded(true)}
    >
      <SectionGames
        title={t('home.hot_title')}
        games={expanded ? (data ?? []) : view.items}
        actions={actions}
        loading={isLoading}
        skeletonCount={HOT_GAMES_LIMIT}
        query={{ error, isFetching, refetch }}
      />
    </HomeSection>
  );
});
