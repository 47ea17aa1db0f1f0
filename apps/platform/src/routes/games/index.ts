/**
 * Game calls (§7 Games): menus and vendor lanes, the game list with filters and paging, hot games,
 * recent games from the member's real bets, favourites and a vendor's popup list.
 */
import type { FastifyInstance } from 'fastify';
import { clientContracts } from '@gaming/api/contract';
import type { FavoriteGameRequest } from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { IS_GAME_VASSALAGE } from '@gaming/domain/games';
import { ApiError } from '../../http/api-error';
import { route } from '../../http/route';
import { gameItemOf } from '../../services/catalogue';
import { customerById, requireTrueAccount } from '../../services/customers';
import {
  addFavorite,
  favoriteIdsOf,
  favoritePageOf,
  gameOf,
  gamePageOf,
  recentGamePageOf,
  removeFavorite,
  vendorGamesOf,
} from '../../services/game-lists';
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

export function registerGameRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, catalogue } = deps;

  route(app, calls.gameMenus, async () => ({ data: { lanes: await catalogue.lanes() } }));

  // The vendor lanes: the same categories and cards (every vendor here supports html5-desktop).
  route(app, calls.gameVendors, async () => ({ data: { lanes: await catalogue.lanes() } }));

  route(app, calls.gameList, async (request) => {
    const query = request.query;
    const paging = pagingOf(query.pageNo, query.pageSize, DEFAULT_PAGE_SIZE);
    const { rows, totalCount } = await gamePageOf(
      db,
      catalogue,
      {
        ...typeAndVendor(query),
        classify: query.gameClassify?.toUpperCase(),
        minBet: query.minBet,
        minLineNum: query.minLineNum,
        gameName: query.gameName?.trim() || undefined,
      },
      paging,
    );
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
    const rows = await vendorGamesOf(db, vassalage);
    return {
      vassalage,
      displayName: vendor.displayName,
      gameType: vendor.gameType,
      games: rows.map(gameItemOf),
    };
  });

  route(app, calls.recentGames, async (request) => {
    const query = request.query;
    const paging = pagingOf(query.page, query.pageSize, DEFAULT_PAGE_SIZE);
    const { customerId } = request.session;
    const { list, totalCount } = await recentGamePageOf(
      db,
      customerId,
      typeAndVendor(query),
      paging,
    );
    return {
      list,
      totalPages: totalPagesOf(totalCount, paging.pageSize),
      totalCount,
    };
  });

  route(app, calls.favoriteGameIds, async (request) => {
    requireTrueAccount(await customerById(db, request.session.customerId));
    return favoriteIdsOf(db, request.session.customerId);
  });

  route(app, calls.favoriteGames, async (request) => {
    const query = request.query;
    requireTrueAccount(await customerById(db, request.session.customerId));
    const paging = pagingOf(query.pageNo, query.pageSize, DEFAULT_PAGE_SIZE);
    const { customerId } = request.session;
    const { rows, totalCount } = await favoritePageOf(db, customerId, typeAndVendor(query), paging);
    return {
      content: rows.map(gameItemOf),
      pageNum: paging.pageNo,
      totalPages: totalPagesOf(totalCount, paging.pageSize),
      totalCount,
    };
  });

  route(app, calls.addFavoriteGame, async (request) => {
    const nodeId = await favoriteTarget(request.body, request.session.customerId);
    await addFavorite(db, request.session.customerId, nodeId, deps.now());
    return null;
  });

  route(app, calls.removeFavoriteGame, async (request) => {
    const nodeId = await favoriteTarget(request.body, request.session.customerId);
    await removeFavorite(db, request.session.customerId, nodeId);
    return null;
  });

  /** Checks `{ nodeId, vendor, gameType }`: a real account, a known game, and no contradiction. */
  async function favoriteTarget(body: FavoriteGameRequest, customerId: number): Promise<number> {
    requireTrueAccount(await customerById(db, customerId));
    const { nodeId } = body;
    const vendor = body.vendor?.toUpperCase();
    const gameType = body.gameType?.toUpperCase();
    const game = await gameOf(db, nodeId);
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
