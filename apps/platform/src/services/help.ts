/** The help centre: articles by category in a language, English when the language has none. */
import { asc, eq } from 'drizzle-orm';
import type { HelpCategory } from '@gaming/api/wire';
import type { Database } from '../db/client';
import { helpArticles } from '../db/schema';

async function articlesIn(db: Database, language: string) {
  return db
    .select()
    .from(helpArticles)
    .where(eq(helpArticles.language, language))
    .orderBy(asc(helpArticles.categoryId), asc(helpArticles.sort));
}

export async function helpCentreOf(db: Database, language: string): Promise<HelpCategory[]> {
  const rows = await articlesIn(db, language);
  const found = rows.length > 0 ? rows : await articlesIn(db, 'EN');
  const categories = new Map<number, HelpCategory>();
  for (const row of found) {
    const category = categories.get(row.categoryId) ?? {
      id: row.categoryId,
      title: row.categoryTitle,
      articles: [],
    };
    category.articles.push({
      id: row.id,
      title: row.title,
      content: row.content,
      anchor: row.anchor,
    });
    categories.set(row.categoryId, category);
  }
  return [...categories.values()];
}
