/**
 * Game calls (§7 Games): menus and vendor lanes, the game list with filters and paging, hot games,
 * recent games from the member's real bets, favourites and a vendor's popup list.
 */
import { and, asc, count, countDistinct, desc, eq, gte, inArray, like, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clientContracts } from '@gaming/api/contract';
import type { FavoriteGameRequest, GameItem, RecentGame } from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { CLASSIFY_ALL, IS_GAME_VASSALAGE } from '@gaming/domain/games';
import type { Database } from '../../db/client';
import { bets, favorites, games } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { route } from '../../http/route';
import { gameItemOf } from '../../services/catalogue';
import type { GameRow } from '../../services/catalogue';
import { customerById, requireTrueAccount } from '../../services/customers';
import { pagingOf, totalPagesOf } from '../../services/paging';
import type { RouteDeps } from '../route-deps';

const calls = clientContracts.games;

/** §9 "Default async list pageSize 42". */
const DEFAULT_PAGE_SIZE = 42;

/** Game types and vendor codes are accepted in any case. */
function typeAndVendor(query: { gameType?: string; vassalage?: string }) {
  return {
    gameType: query.gameType?.toUpperCase(),
    vassalage: query.vassalage?.toUpperCase(),
  };
}

/** `%` and `_` typed by the player are letters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export function registerGameRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, catalogue } = deps;

  route(app, calls.gameMenus, async () => ({ data: { lanes: await catalogue.lanes() } }));

  // The vendor lanes: the same categories and cards (every vendor here supports html5-desktop).
  route(app, calls.gameVendors, async () => ({ data: { lanes: await catalogue.lanes() } }));

  route(app, calls.gameList, async (request) => {
    const query = request.query;
    const { gameType, vassalage } = typeAndVendor(query);
    const classify = query.gameClassify?.toUpperCase();
    const gameName = query.gameName?.trim() || undefined;
    const { minBet, minLineNum } = query;
    const paging = pagingOf(query.pageNo, query.pageSize, DEFAULT_PAGE_SIZE);

    const conditions: SQL[] = [];
    if (gameType) conditions.push(eq(games.gameType, gameType));
    if (vassalage) conditions.push(eq(games.vassalage, vassalage));
    if (classify && classify !== CLASSIFY_ALL) conditions.push(eq(games.gameClassify, classify));
    if (minBet !== undefined) conditions.push(gte(games.minBet, minBet));
    if (minLineNum !== undefined) conditions.push(gte(games.lineNum, minLineNum));
    const order = [asc(games.sort), asc(games.nodeId)];
    let rows: GameRow[];
    let totalCount: number;

    if (gameName === undefined) {
      // Lobby paging: the filter's count is cached; the page's ids come from an index-only scan
      // (LIMIT/OFFSET on the type or vendor index), then only those rows are read.
      const where = and(...conditions);
      totalCount = await catalogue.gameCount(
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
      rows =
        paging.offset < totalCount
          ? (
              await db
                .select({ game: games })
                .from(games)
                .innerJoin(page, eq(page.nodeId, games.nodeId))
                .orderBy(...order)
            ).map((row) => row.game)
          : [];
    } else {
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
      rows = found.map((row) => row.game);
      totalCount =
        found[0]?.total ??
        (paging.offset === 0
          ? 0
          : ((await db.select({ n: count() }).from(games).where(where))[0]?.n ?? 0));
    }
    return {
      games: rows.map(gameItemOf),
      totalPages: totalPagesOf(totalCount, paging.pageSize),
      totalCount,
      pageNo: paging.pageNo,
      pageSize: paging.pageSize,
    };
  });

  route(app, calls.hotGames, async (request) => catalogue.hotGames(typeAndVendor(request.query)));

  route(app, calls.vassalageGames, async (request) => {
    const vassalage = request.query.vassalage.toUpperCase();
    const vendor = (await catalogue.vendors()).get(vassalage);
    if (!vendor) throw new ApiError(400, ErrorCode.requestInvalid, 'Unknown vassalage.');
    if (vendor.isGame !== IS_GAME_VASSALAGE) {
      throw new ApiError(400, ErrorCode.requestInvalid, `${vassalage} has no popup game list.`);
    }
    const rows = await db
      .select()
      .from(games)
      .where(eq(games.vassalage, vassalage))
      .orderBy(asc(games.sort), asc(games.nodeId));
    return {
      vassalage,
      displayName: vendor.displayName,
      gameType: vendor.gameType,
      games: rows.map(gameItemOf),
    };
  });

  route(app, calls.recentGames, async (request) => {
    const query = request.query;
    const { gameType, vassalage } = typeAndVendor(query);
    const paging = pagingOf(query.page, query.pageSize, DEFAULT_PAGE_SIZE);
    const conditions: SQL[] = [eq(bets.customerId, request.session.customerId)];
    if (gameType) conditions.push(eq(bets.gameType, gameType));
    if (vassalage) conditions.push(eq(bets.vassalage, vassalage));
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
    return {
      list,
      totalPages: totalPagesOf(totalCount, paging.pageSize),
      totalCount,
    };
  });

  route(app, calls.favoriteGameIds, async (request) => {
    requireTrueAccount(await customerById(db, request.session.customerId));
    const rows = await db
      .select({ nodeId: favorites.nodeId })
      .from(favorites)
      .where(eq(favorites.customerId, request.session.customerId))
      .orderBy(desc(favorites.createdAt), asc(favorites.nodeId));
    return rows.map((row) => row.nodeId);
  });

  route(app, calls.favoriteGames, async (request) => {
    const query = request.query;
    requireTrueAccount(await customerById(db, request.session.customerId));
    const { gameType, vassalage } = typeAndVendor(query);
    const paging = pagingOf(query.pageNo, query.pageSize, DEFAULT_PAGE_SIZE);
    const conditions: SQL[] = [eq(favorites.customerId, request.session.customerId)];
    if (gameType) conditions.push(eq(games.gameType, gameType));
    if (vassalage) conditions.push(eq(games.vassalage, vassalage));
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
    return {
      content: rows.map((row) => gameItemOf(row.game)),
      pageNum: paging.pageNo,
      totalPages: totalPagesOf(totalCount, paging.pageSize),
      totalCount,
    };
  });

  route(app, calls.addFavoriteGame, async (request) => {
    const nodeId = await favoriteTarget(request.body, request.session.customerId);
    // Adding a favourite twice is not an error: the player's intent already holds.
    await db
      .insert(favorites)
      .values({ customerId: request.session.customerId, nodeId, createdAt: deps.now() })
      .onConflictDoNothing();
    return null;
  });

  route(app, calls.removeFavoriteGame, async (request) => {
    const nodeId = await favoriteTarget(request.body, request.session.customerId);
    await db
      .delete(favorites)
      .where(
        and(eq(favorites.customerId, request.session.customerId), eq(favorites.nodeId, nodeId)),
      );
    return null;
  });

  /** Checks `{ nodeId, vendor, gameType }`: a real account, a known game, and no contradiction. */
  async function favoriteTarget(body: FavoriteGameRequest, customerId: number): Promise<number> {
    requireTrueAccount(await customerById(db, customerId));
    const { nodeId } = body;
    const vendor = body.vendor?.toUpperCase();
    const gameType = body.gameType?.toUpperCase();
    const [game] = await db.select().from(games).where(eq(games.nodeId, nodeId));
    if (!game) throw new ApiError(400, ErrorCode.requestInvalid, 'Unknown game.');
    if ((vendor && vendor !== game.vassalage) || (gameType && gameType !== game.gameType)) {
      throw new ApiError(
        400,
        ErrorCode.requestInvalid,
        'vendor or gameType does not match the game.',
      );
    }
    return nodeId;
  }
}

async function gamesById(db: Database, nodeIds: number[]): Promise<Map<number, GameItem>> {
  if (nodeIds.length === 0) return new Map();
  const rows = await db.select().from(games).where(inArray(games.nodeId, nodeIds));
  return new Map(rows.map((row) => [row.nodeId, gameItemOf(row)]));
}
