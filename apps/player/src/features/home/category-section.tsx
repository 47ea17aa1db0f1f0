import { useGameListQuery } from '@gaming/api/games';
import { sectionItems } from '@gaming/domain/categories';
import { HOME_CATEGORY_GAMES_LIMIT } from '@gaming/domain/constants';
import type { Category, Vendor } from '@gaming/domain/games';
import { categoryPathOf } from '@gaming/domain/navigation';
import { ProviderMenu } from '@gaming/ui/provider-menu';
import { VendorTile } from '@gaming/ui/vendor-tile';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../app/store';
import type { GameActions } from '../../lib/games/use-game-actions';
import { HomeSection, SectionGames } from './game-section';

export interface CategorySectionProps {
  category: Category;
  title: string;
  actions: GameActions;
}

/**
 * A category's home section (§2): a vendor filter with All first. With All it shows the category's
 * providers (up to 5), each launching or opening its lobby; with one vendor, that vendor's first
 * games. "More" leads to the category page, when the category has one.
 */
export const CategorySection = memo(function CategorySection({
  category,
  title,
  actions,
}: CategorySectionProps) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const [vendor, setVendor] = useState<Vendor | null>(null);
  const path = categoryPathOf(category.gameCategory);
  const more = () => {
    if (!path) return;
    const query = vendor ? `?vassalage=${encodeURIComponent(vendor.vassalage)}` : '';
    void navigate(`${path}${query}`);
  };
  const vendors = sectionItems('home', category.vendors).items;

  return (
    <HomeSection
      title={title}
      hasMore={path !== null}
      onMore={more}
      filter={
        <ProviderMenu
          className="home-section__filter"
          vendors={category.vendors}
          value={vendor?.vassalage ?? null}
          onChange={setVendor}
          showAll
          label={t('home.vendors_of', { category: title })}
        />
      }
    >
      {vendor ? (
        <VendorGames vendor={vendor} actions={actions} />
      ) : (
        <ul className="home-vendors" aria-label={t('home.vendors_of', { category: title })}>
          {vendors.map((entry) => (
            <li key={entry.vassalage}>
              <VendorTile vendor={entry} onOpen={actions.openVendor} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
});

/** One vendor's first games (§9 "home category games 5"). */
function VendorGames({ vendor, actions }: { vendor: Vendor; actions: GameActions }) {
  const { t } = useTranslation('games');
  const language = useAppSelector((state) => state.apiContext.language);
  const { currentData, error, isFetching, refetch } = useGameListQuery({
    gameType: vendor.gameType,
    vassalage: vendor.vassalage,
    pageSize: HOME_CATEGORY_GAMES_LIMIT,
    language,
  });
  return (
    <SectionGames
      title={t('vendor.games_title', { vendor: vendor.displayName })}
      games={sectionItems('home', currentData?.games ?? []).items}
      actions={actions}
      // The previous vendor's games are not this vendor's: skeletons until these arrive.
      loading={!currentData && !error}
      skeletonCount={HOME_CATEGORY_GAMES_LIMIT}
      query={{ error, isFetching, refetch }}
    />
  );
}
