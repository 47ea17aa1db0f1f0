/**
 * The game lists a player pages through: the lobby's filtered list (its count cached by the
 * catalogue; the page's ids from an index-only scan), a name search, a vendor's popup list, the
 * games a member played lately (from real bets) and the member's favourites.
 */
import type { SQL } from 'drizzle-orm';
import { and, asc, count, countDistinct, desc, eq, gte, inArray, like, sql } from 'drizzle-orm';
import type { GameItem, RecentGame } from '@gaming/api/wire';
import { CLASSIFY_ALL } from '@gaming/domain/games';
import type { Database } from '../db/client';
import { bets, favorites, games } from '../db/schema';
import type { CatalogueStore, GameRow } from './catalogue';
import { gameItemOf } from './catalogue';
import type { Paging } from './paging';

export interface GameFilter {
  gameType?: string | undefined;
  vassalage?: string | undefined;
  classify?: string | undefined;
  minBet?: number | undefined;
  minLineNum?: number | undefined;
  /** Part of the game's name, in any case. */
  gameName?: string | undefined;
}

/** `%` and `_` typed by the player are letters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A page of the games that pass the filter, in lobby order, and how many pass it. */
export async function gamePageOf(
  db: Database,
  catalogue: CatalogueStore,
  filter: GameFilter,
  paging: Paging,
): Promise<{ rows: GameRow[]; totalCount: number }> {
  const { gameType, vassalage, classify, minBet, minLineNum, gameName } = filter;
  const conditions: SQL[] = [];
  if (gameType) conditions.push(eq(games.gameType, gameType));
  if (vassalage) conditions.push(eq(games.vassalage, vassalage));
  if (classify && classify !== CLASSIFY_ALL) conditions.push(eq(games.gameClassify, classify));
  if (minBet !== undefined) conditions.push(gte(games.minBet, minBet));
  if (minLineNum !== undefined) conditions.push(gte(games.lineNum, minLineNum));
  const order = [asc(games.sort), asc(games.nodeId)];

  if (gameName === undefined) {
    // Lobby paging: the filter's count is cached; the page's ids come from an index-only scan
    // (LIMIT/OFFSET on the type or vendor index), then only those rows are read.
    const where = and(...conditions);
    const totalCount = await catalogue.gameCount(
      JSON.stringify([gameType, vassalage, classify, minBet, minLineNum]),
      async () => (await db.select({ n: count() }).from(games).where(where))[0]?.n ?? 0,
    );
    const page = db
      .select({ nodeId: games.nodeId })
      .from(games)
      .where(where)
      .orderBy(...order)
      .limit(paging.pageSize)
      .offset(paging.offset)
      .as('page');
    const rows =
      paging.offset < totalCount
        ? (
            await db
              .select({ game: games })
              .from(games)
              .innerJoin(page, eq(page.nodeId, games.nodeId))
              .orderBy(...order)
          ).map((row) => row.game)
        : [];
    return { rows, totalCount };
  }
  // Name search (any case): one scan gives the page and, through the window, the count.
  conditions.push(like(sql`lower(${games.gameName})`, sql`lower(${likePattern(gameName)})`));
  const where = and(...conditions);
  const found = await db
    .select({ game: games, total: sql`count(*) over ()`.mapWith(Number) })
    .from(games)
    .where(where)
    .orderBy(...order)
    .limit(paging.pageSize)
    .offset(paging.offset);
  const totalCount =
    found[0]?.total ??
    (paging.offset === 0
      ? 0
      : ((await db.select({ n: count() }).from(games).where(where))[0]?.n ?? 0));
  return { rows: found.map((row) => row.game), totalCount };
}

/** A vendor's games, in lobby order. */
export async function vendorGamesOf(db: Database, vassalage: string): Promise<GameRow[]> {
  return db
    .select()
    .from(games)
    .where(eq(games.vassalage, vassalage))
    .orderBy(asc(games.sort), asc(games.nodeId));
}

/** A game by its node id, or undefined. */
export async function gameOf(db: Database, nodeId: number): Promise<GameRow | undefined> {
  const [game] = await db.select().from(games).where(eq(games.nodeId, nodeId));
  return game;
}

async function gamesById(db: Database, nodeIds: number[]): Promise<Map<number, GameItem>> {
  if (nodeIds.length === 0) return new Map();
  const rows = await db.select().from(games).where(inArray(games.nodeId, nodeIds));
  return new Map(rows.map((row) => [row.nodeId, gameItemOf(row)]));
}

/** A page of the games the member bet on (optionally of a type or vendor), latest played first. */
export async function recentGamePageOf(
  db: Database,
  customerId: number,
  filter: { gameType?: string | undefined; vassalage?: string | undefined },
  paging: Paging,
) {
  const conditions: SQL[] = [eq(bets.customerId, customerId)];
  if (filter.gameType) conditions.push(eq(bets.gameType, filter.gameType));
  if (filter.vassalage) conditions.push(eq(bets.vassalage, filter.vassalage));
  const where = and(...conditions);

  const [totals] = await db
    .select({ totalCount: countDistinct(bets.nodeId) })
    .from(bets)
    .where(where);
  const totalCount = totals?.totalCount ?? 0;
  const lastPlayed = sql`max(${bets.createdAt})`.mapWith(bets.createdAt);
  const recent =
    paging.offset < totalCount
      ? await db
          .select({ nodeId: bets.nodeId, lastPlayedAt: lastPlayed })
          .from(bets)
          .where(where)
          .groupBy(bets.nodeId)
          // Latest bet first by insertion order: exact even when two bets share a timestamp.
          .orderBy(desc(sql`max(${bets.id})`), asc(bets.nodeId))
          .limit(paging.pageSize)
          .offset(paging.offset)
      : [];
  const byId = await gamesById(
    db,
    recent.map((r) => r.nodeId),
  );
  const list: RecentGame[] = [];
  for (const { nodeId, lastPlayedAt } of recent) {
    const game = byId.get(nodeId);
    if (game) list.push({ ...game, lastPlayedAt: lastPlayedAt.toISOString() });
  }
  return { list, totalCount };
}

/** The node ids of the member's favourites, latest added first. */
export async function favoriteIdsOf(db: Database, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ nodeId: favorites.nodeId })
    .from(favorites)
    .where(eq(favorites.customerId, customerId))
    .orderBy(desc(favorites.createdAt), asc(favorites.nodeId));
  return rows.map((row) => row.nodeId);
}

/** A page of the member's favourite games (optionally of a type or vendor), latest added first. */
export async function favoritePageOf(
  db: Database,
  customerId: number,
  filter: { gameType?: string | undefined; vassalage?: string | undefined },
  paging: Paging,
): Promise<{ rows: GameRow[]; totalCount: number }> {
  const conditions: SQL[] = [eq(favorites.customerId, customerId)];
  if (filter.gameType) conditions.push(eq(games.gameType, filter.gameType));
  if (filter.vassalage) conditions.push(eq(games.vassalage, filter.vassalage));
  const where = and(...conditions);
  const [totals] = await db
    .select({ totalCount: count() })
    .from(favorites)
    .innerJoin(games, eq(games.nodeId, favorites.nodeId))
    .where(where);
  const totalCount = totals?.totalCount ?? 0;
  const rows =
    paging.offset < totalCount
      ? await db
          .select({ game: games })
          .from(favorites)
          .innerJoin(games, eq(games.nodeId, favorites.nodeId))
          .where(where)
          .orderBy(desc(favorites.createdAt), asc(favorites.nodeId))
          .limit(paging.pageSize)
          .offset(paging.offset)
      : [];
  return { rows: rows.map((row) => row.game), totalCount };
}

/** Adds a favourite; adding it twice is not an error (the player's intent already holds). */
export async function addFavorite(
  db: Database,
  customerId: number,
  nodeId: number,
  now: Date,
): Promise<void> {
  await db.insert(favorites).values({ customerId, nodeId, createdAt: now }).onConflictDoNothing();
}

export async function removeFavorite(
  db: Database,
  customerId: number,
  nodeId: number,
): Promise<void> {
  await db
    .delete(favorites)
    .where(and(eq(favorites.customerId, customerId), eq(favorites.nodeId, nodeId)));
}
