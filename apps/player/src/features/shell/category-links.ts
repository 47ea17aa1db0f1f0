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
