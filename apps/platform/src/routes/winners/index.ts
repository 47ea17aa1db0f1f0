/** The winner board (§7 ODSFE2_getWinnerBoard): the latest big wins, largest first. */
import type { FastifyInstance } from 'fastify';
import { clientContracts } from '@gaming/api/contract';
import { WINNER_BOARD_LIMIT, sortWinners } from '@gaming/domain/winners';
import { route } from '../../http/route';
import { latestWinsOf } from '../../services/winners';
import type { RouteDeps } from '../route-deps';

export function registerWinnerRoutes(app: FastifyInstance, deps: RouteDeps): void {
  route(app, clientContracts.winners.winnerBoard, async (request) => {
    const limit = request.query.limitNum ?? WINNER_BOARD_LIMIT;
    // The latest recorded wins, so a big win on the demo game shows at once; then largest first (§3).
    const rows = await latestWinsOf(deps.db, limit);
    return {
      list: sortWinners(
        rows.map((row) => ({
          gameName: row.gameName,
          customerName: row.customerName,
          winAmount: row.winAmount,
          iconUrl: row.iconUrl,
          createdAt: row.createdAt.toISOString(),
        })),
      ),
    };
  });
}
