import type { Category } from '@gaming/domain/games';
import { navigateCategory, navigateProvider } from '@gaming/domain/navigation';
import { useTranslation } from 'react-i18next';
import { useGameActions } from '../games/use-game-actions';
import { AppLink } from './app-link';
import { useCategoryLabel, useSiteCategories } from './category-links';
import { useSession } from './use-session';

/**
 * Desktop category navigation (§2 Header, §4 Category selection): a category with a page links to
 * it; a lottery or e-lottery item and a category with a single provider launch that provider
 * (`navigateCategory`). The providers drop-down shows on hover and while focus is inside; RNG
 * providers open /rng with their vassalage, the others launch (`navigateProvider`).
 */
export default function CategoryNav() {
  const { t } = useTranslation();
  const { categories = [] } = useSiteCategories();
  const { role } = useSession();
  const { openVendor } = useGameActions();
  const labelOf = useCategoryLabel();
  if (categories.length === 0) return null;

  const launch = (category: Category, vassalage: string) => {
    const vendor = category.vendors.find((entry) => entry.vassalage === vassalage);
    openVendor(
      vendor ?? {
        vassalage,
        gameType: category.gameCategory,
        gameCategory: category.gameCategory,
        displayName: labelOf(category),
      },
    );
  };

  return (
    <nav className="shell-categories" aria-label={t('nav.categories')}>
      <ul className="shell-categories__list">
        {categories.map((category) => {
          const label = labelOf(category);
          const navigation = navigateCategory({
            gameCategory: category.gameCategory,
            vendors: category.vendors,
            isLoggedIn: role !== 'visitor',
          });
          let entry;
          if (navigation.kind === 'route') {
            entry = (
              <AppLink className="shell-categories__link" to={navigation.path}>
                {label}
              </AppLink>
            );
          } else if (navigation.kind === 'launch-vendor') {
            entry = (
              <button
                type="button"
                className="shell-categories__link"
                onClick={() => launch(category, navigation.vassalage)}
              >
                {label}
              </button>
            );
          } else {
            return null;
          }
          return (
            <li key={category.gameCategory} className="shell-categories__item">
              {entry}
              {category.vendors.length > 1 ? (
                <ul
                  className="shell-categories__providers"
                  aria-label={t('header.providers_of', { category: label })}
                >
                  {category.vendors.map((vendor) => {
                    const provider = navigateProvider(vendor);
                    return (
                      <li key={vendor.vassalage}>
                        {provider.kind === 'route' ? (
                          <AppLink
                            to={`${provider.path}?${new URLSearchParams(provider.query).toString()}`}
                          >
                            {vendor.displayName}
                          </AppLink>
                        ) : (
                          <button type="button" onClick={() => openVendor(vendor)}>
                            {vendor.displayName}
                          </button>
                        )}
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
