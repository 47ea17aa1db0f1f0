/**
 * Development only: places content a hostile operator or member could write (announcements,
 * banners, games, vendor names, help, customer service, inbox messages, nicknames and remarks,
 * promotions) in one transaction, so a name that does not exist leaves nothing stored half-way.
 * `POST /__dev/reset` truncates every table, which removes all of it again.
 */
import { and, asc, eq, inArray, max, min, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import { ErrorCode } from '@gaming/api/wire';
import type { Database } from '../db/client';
import {
  announcements,
  banners,
  customers,
  games,
  helpArticles,
  promotions,
  siteSettings,
  teamAccounts,
  vendors,
} from '../db/schema';
import { ApiError } from '../http/api-error';
import type { DevContentBody } from '../routes/dev/contract';
import type { Tx } from './ledger';
import { deliverMessage } from './messages';

export type DevContent = Static<typeof DevContentBody>;

export interface PlacedContent {
  announcements: number[];
  banners: number[];
  games: number[];
  vendors: string[];
  help: number[];
  customerService: number;
  messages: number[];
  members: number[];
  promotions: number[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Negative sorts in the given order: the placed rows lead every list sorted ascending. */
const leadingSort = (index: number, count: number) => index - count;

export async function placeDevContent(
  db: Database,
  merchantCode: string,
  content: DevContent,
  now: Date,
): Promise<PlacedContent> {
  return db.transaction(async (tx) => {
    const members = await membersByName(tx, merchantCode, [
      ...(content.messages ?? []).map((message) => message.username),
      ...(content.members ?? []).map((member) => member.username),
    ]);
    const placed: PlacedContent = {
      announcements: await placeAnnouncements(tx, merchantCode, content, now),
      banners: await placeBanners(tx, merchantCode, content),
      games: await placeGames(tx, content),
      vendors: await renameVendors(tx, content),
      help: await placeHelp(tx, content),
      customerService: await addCustomerService(tx, merchantCode, content),
      messages: [],
      members: [],
      promotions: await placePromotions(tx, merchantCode, content, now),
    };
    for (const message of content.messages ?? []) {
      placed.messages.push(
        await deliverMessage(tx, {
          customerId: memberId(members, message.username),
          senderName: message.senderName ?? 'Customer Service',
          subject: message.subject,
          content: message.content,
          at: now,
        }),
      );
    }
    for (const member of content.members ?? []) {
      const customerId = memberId(members, member.username);
      if (member.nickname !== undefined)
        await tx
          .update(customers)
          .set({ nickname: member.nickname })
          .where(eq(customers.id, customerId));
      if (member.remark !== undefined)
        await tx
          .insert(teamAccounts)
          .values({ customerId, remark: member.remark, updatedAt: now })
          .onConflictDoUpdate({
            target: teamAccounts.customerId,
            set: { remark: member.remark, updatedAt: now },
          });
      placed.members.push(customerId);
    }
    return placed;
  });
}

async function membersByName(
  tx: Tx,
  merchantCode: string,
  usernames: string[],
): Promise<Map<string, number>> {
  const names = [...new Set(usernames.map((name) => name.toLowerCase()))];
  if (names.length === 0) return new Map();
  const rows = await tx
    .select({ id: customers.id, username: customers.username })
    .from(customers)
    .where(and(eq(customers.merchantCode, merchantCode), inArray(customers.username, names)));
  return new Map(rows.map((row) => [row.username, row.id]));
}

function memberId(members: Map<string, number>, username: string): number {
  const id = members.get(username.toLowerCase());
  if (id === undefined)
    throw new ApiError(404, ErrorCode.notFound, `No member named ${username}.`, {
      field: 'username',
    });
  return id;
}

async function placeAnnouncements(
  tx: Tx,
  merchantCode: string,
  content: DevContent,
  now: Date,
): Promise<number[]> {
  const list = content.announcements ?? [];
  if (list.length === 0) return [];
  const rows = await tx
    .insert(announcements)
    .values(
      list.map((item, index) => ({
        merchantCode,
        groupType: item.type,
        title: item.title,
        content: item.content,
        // A popup without an execution would show to no one: visitors unless told.
        execution: item.type === 'PU' ? (item.execution ?? 'B') : null,
        imageUrl: item.imageUrl ?? null,
        startDate: new Date(now.getTime() - 60_000),
        endDate: null,
        sort: leadingSort(index, list.length),
      })),
    )
    .returning({ id: announcements.id });
  return rows.map((row) => row.id);
}

async function placeBanners(tx: Tx, merchantCode: string, content: DevContent): Promise<number[]> {
  const list = content.banners ?? [];
  if (list.length === 0) return [];
  const rows = await tx
    .insert(banners)
    .values(
      list.map((item, index) => ({
        merchantCode,
        groupName: item.groupName ?? 'w_home',
        url: item.url,
        linkageType: item.linkageType,
        linkageTarget: item.linkageTarget ?? null,
        sort: leadingSort(index, list.length),
      })),
    )
    .returning({ id: banners.id });
  return rows.map((row) => row.id);
}

async function placeGames(tx: Tx, content: DevContent): Promise<number[]> {
  const list = content.games ?? [];
  if (list.length === 0) return [];
  const vendorRows = await tx.select().from(vendors).orderBy(asc(vendors.sort));
  const byCode = new Map(vendorRows.map((row) => [row.vassalage, row]));
  const firstSlots = vendorRows.find((row) => row.gameType === 'RNG');
  const [last] = await tx.select({ nodeId: max(games.nodeId) }).from(games);
  let nodeId = (last?.nodeId ?? 0) + 1;
  const rows: (typeof games.$inferInsert)[] = [];
  const classifies = new Map<string, string>();
  for (const [index, item] of list.entries()) {
    const vendor = item.vassalage === undefined ? firstSlots : byCode.get(item.vassalage);
    if (!vendor)
      throw new ApiError(404, ErrorCode.notFound, `No vendor ${item.vassalage ?? 'RNG'}.`, {
        field: 'vassalage',
      });
    // The vendor's own first classify, so the game shows in the vendor's usual tab.
    let classify = classifies.get(vendor.vassalage);
    if (classify === undefined) {
      const [first] = await tx
        .select({ classify: games.gameClassify, sort: min(games.sort) })
        .from(games)
        .where(eq(games.vassalage, vendor.vassalage))
        .groupBy(games.gameClassify)
        .orderBy(sql`2`)
        .limit(1);
      classify = first?.classify ?? vendor.gameType;
      classifies.set(vendor.vassalage, classify);
    }
    rows.push({
      nodeId,
      gameCode: `HOSTILE_${String(nodeId)}`,
      gameName: item.name,
      vassalage: vendor.vassalage,
      gameType: vendor.gameType,
      gameClassify: classify,
      isHot: item.hot === true ? 1 : 0,
      supportPlay: 1,
      minBet: 1,
      lineNum: 20,
      sort: leadingSort(index, list.length),
    });
    nodeId += 1;
  }
  await tx.insert(games).values(rows);
  return rows.map((row) => row.nodeId);
}

async function renameVendors(tx: Tx, content: DevContent): Promise<string[]> {
  const renamed: string[] = [];
  for (const item of content.vendors ?? []) {
    const [row] = await tx
      .update(vendors)
      .set({ displayName: item.name })
      .where(eq(vendors.vassalage, item.vassalage))
      .returning({ vassalage: vendors.vassalage });
    if (!row)
      throw new ApiError(404, ErrorCode.notFound, `No vendor ${item.vassalage}.`, {
        field: 'vassalage',
      });
    renamed.push(row.vassalage);
  }
  return renamed;
}

async function placeHelp(tx: Tx, content: DevContent): Promise<number[]> {
  const list = content.help ?? [];
  if (list.length === 0) return [];
  const existing = await tx
    .select({
      language: helpArticles.language,
      categoryId: helpArticles.categoryId,
      categoryTitle: helpArticles.categoryTitle,
    })
    .from(helpArticles);
  const categoryIds = new Map(
    existing.map((row) => [`${row.language}\u0000${row.categoryTitle}`, row.categoryId]),
  );
  let nextCategory = Math.max(0, ...existing.map((row) => row.categoryId)) + 1;
  const rows = list.map((item, index) => {
    const language = item.language ?? 'EN';
    const key = `${language}\u0000${item.category}`;
    let categoryId = categoryIds.get(key);
    if (categoryId === undefined) {
      categoryId = nextCategory++;
      categoryIds.set(key, categoryId);
    }
    return {
      language,
      categoryId,
      categoryTitle: item.category,
      title: item.title,
      content: item.content,
      anchor: null,
      sort: leadingSort(index, list.length),
    };
  });
  const inserted = await tx.insert(helpArticles).values(rows).returning({ id: helpArticles.id });
  return inserted.map((row) => row.id);
}

async function addCustomerService(
  tx: Tx,
  merchantCode: string,
  content: DevContent,
): Promise<number> {
  const [site] = await tx
    .select({ customerService: siteSettings.customerService })
    .from(siteSettings)
    .where(eq(siteSettings.merchantCode, merchantCode));
  if (!site) throw new ApiError(400, ErrorCode.merchantUnknown, 'Unknown merchant.');
  const list = content.customerService ?? [];
  if (list.length === 0) return site.customerService.length;
  const entries = [...site.customerService, ...list];
  await tx
    .update(siteSettings)
    .set({ customerService: entries })
    .where(eq(siteSettings.merchantCode, merchantCode));
  return entries.length;
}

async function placePromotions(
  tx: Tx,
  merchantCode: string,
  content: DevContent,
  now: Date,
): Promise<number[]> {
  const list = content.promotions ?? [];
  if (list.length === 0) return [];
  const rows = await tx
    .insert(promotions)
    .values(
      list.map((item, index) => ({
        merchantCode,
        category: item.category ?? 'other',
        promotionType: 'OTHER',
        title: item.title,
        content: item.content,
        imageUrl: item.imageUrl ?? null,
        startAt: new Date(now.getTime() - DAY_MS),
        endAt: new Date(now.getTime() + 30 * DAY_MS),
        sort: leadingSort(index, list.length),
      })),
    )
    .returning({ id: promotions.id });
  return rows.map((row) => row.id);
}
