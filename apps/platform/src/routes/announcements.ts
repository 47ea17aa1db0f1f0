/**
 * Announcements (§3 groups banners, player, popup, promotion and the hot list), the home banners and
 * the member's unread message count.
 */
import { and, asc, count, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {
  Announcement,
  AnnouncementExecution,
  AnnouncementPage,
  AnnouncementType,
  AnnouncementsValue,
  Banner,
  UnreadCountValue,
} from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { ANNOUNCEMENT_PAGE_SIZE } from '@gaming/domain/announcements';
import { announcements, banners, messages } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { Fields } from '../http/read';
import { fieldsOf, oneOf, optionalText, pagingOf, totalPagesOf } from '../http/read';
import { ok } from '../http/reply';
import type { RouteDeps } from '../server';
import { customerById, requireTrueAccount } from '../services/customers';

const TYPES: readonly AnnouncementType[] = ['B', 'PL', 'PU', 'PR', 'H'];
const EXECUTIONS: readonly AnnouncementExecution[] = ['A', 'B', 'F'];
/** The wire group of each type (domain ANNOUNCEMENT_GROUPS, read the other way round). */
const GROUP_OF: Readonly<Record<AnnouncementType, keyof AnnouncementsValue>> = {
  B: 'banners',
  PL: 'player',
  PU: 'popup',
  PR: 'promotion',
  H: 'hot',
};
const MAX_PAGE_SIZE = 50;

type AnnouncementRow = typeof announcements.$inferSelect;

/** A comma list whose every item is one of `allowed`; absent means all of them. */
function codeList<T extends string>(fields: Fields, name: string, allowed: readonly T[]): T[] {
  const text = optionalText(fields, name, { max: 64 });
  if (text === undefined) return [...allowed];
  const codes = text.split(',').map((code) => code.trim().toUpperCase());
  const known = codes.filter((code): code is T => (allowed as readonly string[]).includes(code));
  if (known.length !== codes.length) {
    throw new ApiError(
      400,
      ErrorCode.requestInvalid,
      `${name} takes a comma list of ${allowed.join(', ')}.`,
    );
  }
  return [...new Set(known)];
}

function isExecution(code: string | null): code is AnnouncementExecution {
  return EXECUTIONS.some((execution) => execution === code);
}

function announcementOf(row: AnnouncementRow): Announcement {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    promotionType: row.promotionType,
    execution: isExecution(row.execution) ? row.execution : null,
    imageUrl: row.imageUrl,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate?.toISOString() ?? null,
  };
}

export function registerAnnouncementRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  app.get('/wps/relay/MCSFE_getListAnnouncements', async (request) => {
    const query = fieldsOf(request.query);
    const types = codeList(query, 'types', TYPES);
    const executions = codeList(query, 'execution', EXECUTIONS);
    if (query.platform !== undefined) oneOf(query, 'platform', ['W'] as const);
    optionalText(query, 'language', { pattern: /^[A-Za-z-]{2,8}$/ });
    const paging = pagingOf(query, { defaultSize: ANNOUNCEMENT_PAGE_SIZE, maxSize: MAX_PAGE_SIZE });
    const now = deps.now();

    // Few rows per merchant: one read of the current ones, grouped and paged here.
    const rows = await db
      .select()
      .from(announcements)
      .where(
        and(
          eq(announcements.merchantCode, request.site.merchant.code),
          inArray(announcements.groupType, types),
          lte(announcements.startDate, now),
          or(isNull(announcements.endDate), gte(announcements.endDate, now)),
        ),
      )
      .orderBy(asc(announcements.sort), asc(announcements.id));

    const empty = (): AnnouncementPage => ({
      list: [],
      pageNo: paging.pageNo,
      totalPages: 0,
      totalCount: 0,
    });
    const value: AnnouncementsValue = {
      banners: empty(),
      player: empty(),
      popup: empty(),
      promotion: empty(),
      hot: empty(),
    };
    for (const type of types) {
      const group = rows.filter(
        (row) =>
          row.groupType === type &&
          (type !== 'PU' || executions.some((code) => code === row.execution)),
      );
      value[GROUP_OF[type]] = {
        list: group.slice(paging.offset, paging.offset + paging.pageSize).map(announcementOf),
        pageNo: paging.pageNo,
        totalPages: totalPagesOf(group.length, paging.pageSize),
        totalCount: group.length,
      };
    }
    return ok(value);
  });

  app.get('/wps/system/banners', async (request) => {
    const query = fieldsOf(request.query);
    const groupName = optionalText(query, 'groupName', { max: 32, pattern: /^[A-Za-z0-9_]+$/ });
    const rows = await db
      .select()
      .from(banners)
      .where(
        and(
          eq(banners.merchantCode, request.site.merchant.code),
          groupName === undefined ? undefined : eq(banners.groupName, groupName),
        ),
      )
      .orderBy(asc(banners.groupName), asc(banners.sort), asc(banners.id));
    return ok<Banner[]>(
      rows.map((row) => ({
        id: row.id,
        url: row.url,
        linkageType: row.linkageType,
        linkageTarget: row.linkageTarget,
        groupName: row.groupName,
      })),
    );
  });

  app.get('/wps/relay/CSP_unreadCount', { config: { auth: true } }, async (request) => {
    // §6: unread messages are not loaded for trial accounts.
    requireTrueAccount(await customerById(db, request.session.customerId));
    return ok<UnreadCountValue>({
      unreadCount: await unreadCountOf(deps.db, request.session.customerId),
    });
  });
}

/** The member's unread platform messages (also the member info's `unreadMessage`). */
export async function unreadCountOf(db: RouteDeps['db'], customerId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(messages)
    .where(and(eq(messages.customerId, customerId), isNull(messages.readAt)));
  return row?.unread ?? 0;
}
