import { useGameMenusQuery } from '@gaming/api/games';
import { categoriesOf } from '@gaming/domain/categories';
import { SUPPORTED_LANGUAGES } from '@gaming/domain/constants';
import type { Category } from '@gaming/domain/games';
import { categoryPathOf } from '@gaming/domain/navigation';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface CategoryLink {
  category: Category;
  path: string;
}

/**
 * The site's categories from the game menus (§3 categorisation), in menu order; undefined until the
 * menus load. The menus call's state (error, refetch…) comes along.
 */
export function useSiteCategories() {
  const menus = useGameMenusQuery();
  const categories = useMemo(
    () =>
      menus.data
        ? categoriesOf(menus.data.data.lanes, { supportedLanguages: SUPPORTED_LANGUAGES })
        : undefined,
    [menus.data],
  );
  return { ...menus, categories };
}

/** The categories that have a page, in menu order. */
export function useCategoryLinks(): CategoryLink[] {
  const { categories } = useSiteCategories();
  return useMemo(
    () =>
      (categories ?? []).flatMap((category) => {
        const path = categoryPathOf(category.gameCategory);
        return path ? [{ category, path }] : [];
      }),
    [categories],
  );
}

/** The label of a category code, from the games namespace. */
export function useCategoryLabel() {
  const { t } = useTranslation('games');
  return (category: Category) =>
    t(`categories.${category.gameCategory}`, { defaultValue: category.title });
}
