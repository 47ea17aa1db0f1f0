/** The merchant's announcements running now and its home banners, in the operator's order. */
import { and, asc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { AnnouncementType } from '@gaming/api/wire';
import type { Database } from '../db/client';
import { announcements, banners } from '../db/schema';

export type AnnouncementRow = typeof announcements.$inferSelect;

/** The merchant's announcements of these types that started and have not ended. */
export async function currentAnnouncementsOf(
  db: Database,
  merchantCode: string,
  types: readonly AnnouncementType[],
  now: Date,
) {
  return db
    .select()
    .from(announcements)
    .where(
      and(
        eq(announcements.merchantCode, merchantCode),
        inArray(announcements.groupType, [...types]),
        lte(announcements.startDate, now),
        or(isNull(announcements.endDate), gte(announcements.endDate, now)),
      ),
    )
    .orderBy(asc(announcements.sort), asc(announcements.id));
}

/** The merchant's banners, of one group or all, by group and order. */
export async function bannersOf(db: Database, merchantCode: string, groupName: string | undefined) {
  return db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.merchantCode, merchantCode),
        groupName === undefined ? undefined : eq(banners.groupName, groupName),
      ),
    )
    .orderBy(asc(banners.groupName), asc(banners.sort), asc(banners.id));
}
