/**
 * Development only: places content a hostile operator or member could write (accounts with their
 * usernames, announcements, banners, games, vendor names, help, customer service, inbox messages,
 * nicknames and remarks, promotions, the reward centre's newbie rewards, tickets and claims) in one
 * transaction, so a name that does not exist leaves nothing stored half-way.
 * `POST /__dev/reset` truncates every table, which removes all of it again. An operator text placed
 * here is the same in each of the merchant's languages, so it shows whatever language is read.
 */
import { randomBytes } from 'node:crypto';
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
  merchants,
  messages,
  newbieRewards,
  promotions,
  referrals,
  rewardClaims,
  rewardTickets,
  siteSettings,
  teamAccounts,
  vendors,
} from '../db/schema';
import { ApiError } from '../http/api-error';
import type { DevContentBody } from '../routes/dev/contract';
import { settleBet } from './bet-settlement';
import type { Tx } from './ledger';
import { post } from './ledger';
import { SITE_SENDER } from './member-texts';
import { deliverMessage } from './messages';
import type { LocalText } from './local-text';
import { inEveryLanguage } from './local-text';
import { hashPassword } from './password';
import { payReward } from './promotions';

export type DevContent = Static<typeof DevContentBody>;

export interface PlacedContent {
  accounts: number[];
  announcements: number[];
  banners: number[];
  games: number[];
  vendors: string[];
  help: number[];
  customerService: number;
  messages: number[];
  members: number[];
  promotions: number[];
  newbieRewards: number[];
  rewardTickets: number[];
  rewardClaims: number[];
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
    const [merchant] = await tx
      .select({ langList: merchants.langList })
      .from(merchants)
      .where(eq(merchants.code, merchantCode));
    const inAll = (text: string) => inEveryLanguage(text, merchant?.langList ?? ['EN']);
    // Games first: an account's bet is on its vendor's first game, which may be a new one.
    const placedGames = await placeGames(tx, content);
    const accounts = await placeAccounts(tx, merchantCode, content, now);
    const members = await membersByName(tx, merchantCode, [
      ...(content.messages ?? []).map((message) => message.username),
      ...(content.members ?? []).map((member) => member.username),
      ...(content.rewardTickets ?? []).map((ticket) => ticket.username),
      ...(content.rewardClaims ?? []).map((claim) => claim.username),
    ]);
    const placed: PlacedContent = {
      accounts,
      announcements: await placeAnnouncements(tx, merchantCode, content, now, inAll),
      banners: await placeBanners(tx, merchantCode, content, inAll),
      games: placedGames,
      vendors: await renameVendors(tx, content),
      help: await placeHelp(tx, content),
      customerService: await addCustomerService(tx, merchantCode, content),
      messages: await placeMessages(tx, members, content, now, inAll),
      members: [],
      promotions: await placePromotions(tx, merchantCode, content, now, inAll),
      newbieRewards: await placeNewbieRewards(tx, merchantCode, content, inAll),
      rewardTickets: await placeRewardTickets(tx, members, content, now, inAll),
      rewardClaims: await placeRewardClaims(tx, members, content, now),
    };
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

/**
 * New accounts under the given names (lower-cased, as registration stores them; a name taken is a
 * 400 `username.taken`), with their upline, referrer and one settled bet each when asked.
 */
async function placeAccounts(
  tx: Tx,
  merchantCode: string,
  content: DevContent,
  now: Date,
): Promise<number[]> {
  const list = content.accounts ?? [];
  if (list.length === 0) return [];
  const usernames = list.map((item) => item.username.toLowerCase());
  const [taken] = [
    ...usernames.filter((name, index) => usernames.indexOf(name) !== index),
    ...(await membersByName(tx, merchantCode, usernames)).keys(),
  ];
  if (taken !== undefined)
    throw new ApiError(400, ErrorCode.usernameTaken, `The username ${taken} is taken.`, {
      field: 'username',
    });
  const related = await membersByName(
    tx,
    merchantCode,
    list.flatMap((item) => [item.upline, item.referrer].filter((name) => name !== undefined)),
  );
  // A password nobody knows, hashed once for the whole batch.
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const rows = await tx
    .insert(customers)
    .values(
      list.map((item, index) => ({
        merchantCode,
        username: usernames[index] ?? item.username,
        passwordHash,
        nickname: usernames[index] ?? item.username,
        parentId: item.upline === undefined ? null : memberId(related, item.upline),
        createdAt: now,
        passwordChangedAt: now,
      })),
    )
    .returning({ id: customers.id });
  const ids = rows.map((row) => row.id);
  const friends = list.flatMap((item, index) =>
    item.referrer === undefined || ids[index] === undefined
      ? []
      : [{ referrerId: memberId(related, item.referrer), inviteeId: ids[index], createdAt: now }],
  );
  if (friends.length > 0) await tx.insert(referrals).values(friends);
  const firstGames = new Map<string, typeof games.$inferSelect>();
  for (const [index, item] of list.entries()) {
    const customerId = ids[index];
    if (item.bet === undefined || customerId === undefined) continue;
    const key = item.bet.vassalage ?? '';
    let game = firstGames.get(key);
    if (game === undefined) {
      game = await firstGameOf(tx, item.bet.vassalage);
      firstGames.set(key, game);
    }
    await placeBet(tx, customerId, game, item.bet, now);
  }
  return ids;
}

/** The first game of a vendor's list (the first RNG vendor's when none is named). */
async function firstGameOf(
  tx: Tx,
  vassalage: string | undefined,
): Promise<typeof games.$inferSelect> {
  let vendor = vassalage;
  if (vendor === undefined) {
    const [slots] = await tx
      .select({ vassalage: vendors.vassalage })
      .from(vendors)
      .where(eq(vendors.gameType, 'RNG'))
      .orderBy(asc(vendors.sort))
      .limit(1);
    vendor = slots?.vassalage;
  }
  const [game] =
    vendor === undefined
      ? []
      : await tx
          .select()
          .from(games)
          .where(eq(games.vassalage, vendor))
          .orderBy(asc(games.sort), asc(games.nodeId))
          .limit(1);
  if (!game)
    throw new ApiError(404, ErrorCode.notFound, `No game of vendor ${vendor ?? 'RNG'}.`, {
      field: 'vassalage',
    });
  return game;
}

/** One settled bet as the demo game settles a spin, paid from an opening deposit of the bet. */
async function placeBet(
  tx: Tx,
  customerId: number,
  game: typeof games.$inferSelect,
  bet: { amount: number; win?: number | undefined },
  now: Date,
): Promise<void> {
  const betCents = bet.amount * 100;
  await post(tx, { customerId, type: 'DEPOSIT', cents: betCents, at: now });
  await settleBet(tx, customerId, game, { betCents, winCents: (bet.win ?? 0) * 100 }, now);
}

/** The sort after the merchant's last row of a sorted list (1 for an empty one): placed rows come after the seed's. */
async function nextSortOf(
  tx: Tx,
  table: typeof announcements | typeof newbieRewards,
  merchantCode: string,
): Promise<number> {
  const [last] = await tx
    .select({ sort: max(table.sort) })
    .from(table)
    .where(eq(table.merchantCode, merchantCode));
  return Math.max(0, last?.sort ?? 0) + 1;
}

/** A text in each of the merchant's languages. */
type InAll = (text: string) => LocalText;

async function placeAnnouncements(
  tx: Tx,
  merchantCode: string,
  content: DevContent,
  now: Date,
  inAll: InAll,
): Promise<number[]> {
  const list = content.announcements ?? [];
  if (list.length === 0) return [];
  const after = await nextSortOf(tx, announcements, merchantCode);
  const rows = await tx
    .insert(announcements)
    .values(
      list.map((item, index) => ({
        merchantCode,
        groupType: item.type,
        title: inAll(item.title),
        content: inAll(item.content),
        // A popup without an execution would show to no one: visitors unless told.
        execution: item.type === 'PU' ? (item.execution ?? 'B') : null,
        imageUrl: item.imageUrl === undefined ? null : inAll(item.imageUrl),
        startDate: new Date(now.getTime() - 60_000),
        endDate: null,
        sort: item.trailing === true ? after + index : leadingSort(index, list.length),
      })),
    )
    .returning({ id: announcements.id });
  return rows.map((row) => row.id);
}

/**
 * Messages sent now, or, when `trailing`, unread ones sent before everything in the member's inbox,
 * a minute apart in the given order.
 */
async function placeMessages(
  tx: Tx,
  members: Map<string, number>,
  content: DevContent,
  now: Date,
  inAll: InAll,
): Promise<number[]> {
  const ids: number[] = [];
  const oldest = new Map<number, number>();
  for (const message of content.messages ?? []) {
    const customerId = memberId(members, message.username);
    let at = now;
    if (message.trailing === true) {
      let before = oldest.get(customerId);
      if (before === undefined) {
        const [first] = await tx
          .select({ at: min(messages.createdAt) })
          .from(messages)
          .where(eq(messages.customerId, customerId));
        before = Math.min(first?.at?.getTime() ?? now.getTime(), now.getTime());
      }
      at = new Date(before - 60_000);
      oldest.set(customerId, at.getTime());
    }
    ids.push(
      await deliverMessage(tx, {
        customerId,
        senderName: message.senderName === undefined ? SITE_SENDER : inAll(message.senderName),
        subject: inAll(message.subject),
        content: inAll(message.content),
        at,
      }),
    );
  }
  return ids;
}

async function placeBanners(
  tx: Tx,
  merchantCode: string,
  content: DevContent,
  inAll: InAll,
): Promise<number[]> {
  const list = content.banners ?? [];
  if (list.length === 0) return [];
  const rows = await tx
    .insert(banners)
    .values(
      list.map((item, index) => ({
        merchantCode,
        groupName: item.groupName ?? 'w_home',
        url: inAll(item.url),
        title: item.title === undefined ? {} : inAll(item.title),
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
  inAll: InAll,
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
        title: inAll(item.title),
        content: inAll(item.content),
        imageUrl: item.imageUrl === undefined ? null : inAll(item.imageUrl),
        startAt: new Date(now.getTime() - DAY_MS),
        endAt: new Date(now.getTime() + 30 * DAY_MS),
        sort: leadingSort(index, list.length),
      })),
    )
    .returning({ id: promotions.id });
  return rows.map((row) => row.id);
}

async function placeNewbieRewards(
  tx: Tx,
  merchantCode: string,
  content: DevContent,
  inAll: InAll,
): Promise<number[]> {
  const list = content.newbieRewards ?? [];
  if (list.length === 0) return [];
  const after = await nextSortOf(tx, newbieRewards, merchantCode);
  const rows = await tx
    .insert(newbieRewards)
    .values(
      list.map((item, index) => ({
        merchantCode,
        name: inAll(item.name),
        amount: item.amount ?? 1,
        requires: [...new Set(item.requires ?? [])],
        sort: after + index,
      })),
    )
    .returning({ id: newbieRewards.id });
  return rows.map((row) => row.id);
}

async function placeRewardTickets(
  tx: Tx,
  members: Map<string, number>,
  content: DevContent,
  now: Date,
  inAll: InAll,
): Promise<number[]> {
  const list = content.rewardTickets ?? [];
  if (list.length === 0) return [];
  const rows = await tx
    .insert(rewardTickets)
    .values(
      list.map((item) => ({
        customerId: memberId(members, item.username),
        ticketType: item.ticketType,
        name: inAll(item.name),
        createdAt: now,
        expiresAt: new Date(now.getTime() + 30 * DAY_MS),
      })),
    )
    .returning({ id: rewardTickets.id });
  return rows.map((row) => row.id);
}

/** Claims paid through `payReward`, each under a key of its own that no real claim uses. */
async function placeRewardClaims(
  tx: Tx,
  members: Map<string, number>,
  content: DevContent,
  now: Date,
): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, item] of (content.rewardClaims ?? []).entries()) {
    const claim = {
      customerId: memberId(members, item.username),
      kind: item.kind,
      key: `DEV-${String(now.getTime())}-${String(index)}`,
    };
    await payReward(tx, { ...claim, name: item.name, cents: (item.amount ?? 0) * 100, at: now });
    const [row] = await tx
      .select({ id: rewardClaims.id })
      .from(rewardClaims)
      .where(
        and(
          eq(rewardClaims.customerId, claim.customerId),
          eq(rewardClaims.kind, claim.kind),
          eq(rewardClaims.claimKey, claim.key),
        ),
      );
    if (row) ids.push(row.id);
  }
  return ids;
}
