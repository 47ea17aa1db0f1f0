/**
 * Announcements (§3 groups banners, player, popup, promotion and the hot list), the home banners and
 * the member's unread message count. Announcements and banners answer in the request's language.
 */
import type { FastifyInstance } from 'fastify';
import {
  ANNOUNCEMENT_EXECUTIONS as EXECUTIONS,
  ANNOUNCEMENT_TYPES as TYPES,
  clientContracts,
} from '@gaming/api/contract';
import type {
  Announcement,
  AnnouncementExecution,
  AnnouncementPage,
  AnnouncementType,
  AnnouncementsValue,
} from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { ANNOUNCEMENT_PAGE_SIZE } from '@gaming/domain/announcements';
import { ApiError } from '../../http/api-error';
import { route } from '../../http/route';
import type { AnnouncementRow } from '../../services/announcements';
import { bannersOf, currentAnnouncementsOf } from '../../services/announcements';
import { customerById, requireTrueAccount } from '../../services/customers';
import { localReader } from '../../services/local-text';
import { unreadCountOf } from '../../services/messages';
import { pagingOf, totalPagesOf } from '../../services/paging';
import type { RouteDeps } from '../route-deps';

const calls = clientContracts.announcements;
/** The wire group of each type (domain ANNOUNCEMENT_GROUPS, read the other way round). */
const GROUP_OF: Readonly<Record<AnnouncementType, keyof AnnouncementsValue>> = {
  B: 'banners',
  PL: 'player',
  PU: 'popup',
  PR: 'promotion',
  H: 'hot',
};

/** A comma list whose every item is one of `allowed`; absent means all of them. */
function codeList<T extends string>(
  text: string | undefined,
  name: string,
  allowed: readonly T[],
): T[] {
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

function announcementOf(row: AnnouncementRow, local: ReturnType<typeof localReader>): Announcement {
  return {
    id: row.id,
    title: local(row.title),
    content: local(row.content),
    promotionType: row.promotionType,
    execution: isExecution(row.execution) ? row.execution : null,
    imageUrl: local.optional(row.imageUrl),
    startDate: row.startDate.toISOString(),
    endDate: row.endDate?.toISOString() ?? null,
  };
}

export function registerAnnouncementRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  route(app, calls.announcements, async (request) => {
    const query = request.query;
    const types = codeList(query.types, 'types', TYPES);
    const executions = codeList(query.execution, 'execution', EXECUTIONS);
    const paging = pagingOf(query.pageNo, query.pageSize, ANNOUNCEMENT_PAGE_SIZE);
    const now = deps.now();
    const local = localReader(request);

    // Few rows per merchant: one read of the current ones, grouped and paged here.
    const rows = await currentAnnouncementsOf(db, request.site.merchant.code, types, now);

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
        list: group
          .slice(paging.offset, paging.offset + paging.pageSize)
          .map((row) => announcementOf(row, local)),
        pageNo: paging.pageNo,
        totalPages: totalPagesOf(group.length, paging.pageSize),
        totalCount: group.length,
      };
    }
    return value;
  });

  route(app, calls.banners, async (request) => {
    const groupName = request.query.groupName?.trim();
    const local = localReader(request);
    const rows = await bannersOf(db, request.site.merchant.code, groupName);
    return rows.map((row) => ({
      id: row.id,
      url: local(row.url),
      title: local(row.title),
      linkageType: row.linkageType,
      linkageTarget: row.linkageTarget,
      groupName: row.groupName,
    }));
  });

  route(app, calls.unreadCount, async (request) => {
    // §6: unread messages are not loaded for trial accounts.
    requireTrueAccount(await customerById(db, request.session.customerId));
    return { unreadCount: await unreadCountOf(db, request.session.customerId) };
  });
}
