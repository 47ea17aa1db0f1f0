import { useGameMenusQuery } from '@gaming/api/games';
import { categoriesOf } from '@gaming/domain/categories';
import { SUPPORTED_LANGUAGES } from '@gaming/domain/constants';
import type { Category } from '@gaming/domain/games';
import { categoryPathOf } from '@gaming/domain/navigation';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from './app-link';

export interface CategoryLink {
  category: Category;
  path: string;
}

/** The categories of the game menus that have a page, in menu order (§3 categorisation). */
export function useCategoryLinks(): CategoryLink[] {
  const { data } = useGameMenusQuery();
  return useMemo(() => {
    const lanes = data?.data.lanes ?? [];
    return categoriesOf(lanes, { supportedLanguages: SUPPORTED_LANGUAGES }).flatMap((category) => {
      const path = categoryPathOf(category.gameCategory);
      return path ? [{ category, path }] : [];
    });
  }, [data]);
}

/** The label of a category code, from the games namespace. */
export function useCategoryLabel() {
  const { t } = useTranslation('games');
  return (category: Category) =>
    t(`categories.${category.gameCategory}`, { defaultValue: category.title });
}

/**
 * Desktop category navigation: each category's page, with its providers in a drop-down shown on
 * hover and while focus is inside (§2 Header "hover drop-down of providers per category").
 */
export default function CategoryNav() {
  const { t } = useTranslation();
  const links = useCategoryLinks();
  const labelOf = useCategoryLabel();
  if (links.length === 0) return null;
  return (
    <nav className="shell-categories" aria-label={t('nav.categories')}>
      <ul className="shell-categories__list">
        {links.map(({ category, path }) => {
          const label = labelOf(category);
          return (
            <li key={category.gameCategory} className="shell-categories__item">
              <AppLink className="shell-categories__link" to={path}>
                {label}
              </AppLink>
              {category.vendors.length > 0 ? (
                <ul
                  className="shell-categories__providers"
                  aria-label={t('header.providers_of', { category: label })}
                >
                  {category.vendors.map((vendor) => (
                    <li key={vendor.vassalage}>
                      <AppLink to={`${path}?vassalage=${encodeURIComponent(vendor.vassalage)}`}>
                        {vendor.displayName}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
