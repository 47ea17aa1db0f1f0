/** The winner board (§7 ODSFE2_getWinnerBoard): the latest big wins, largest first. */
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WinnerBoardValue } from '@gaming/api/wire';
import { WINNER_BOARD_LIMIT, sortWinners } from '@gaming/domain/winners';
import { winners } from '../db/schema';
import { fieldsOf, oneOf, optionalInteger, optionalText } from '../http/read';
import { ok } from '../http/reply';
import type { RouteDeps } from '../server';

export function registerWinnerRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get('/wps/relay/ODSFE2_getWinnerBoard', async (request) => {
    const query = fieldsOf(request.query);
    oneOf(query, 'gameCategory', ['ALL'] as const, 'ALL');
    optionalText(query, 'language', { pattern: /^[A-Za-z-]{2,8}$/ });
    const limit =
      optionalInteger(query, 'limitNum', { min: 1, max: WINNER_BOARD_LIMIT }) ?? WINNER_BOARD_LIMIT;
    // The latest recorded wins, so a big win on the demo game shows at once; then largest first
    // (§3). Insertion order, not createdAt: the seed's invented dates may lie ahead of the clock.
    const rows = await deps.db.select().from(winners).orderBy(desc(winners.id)).limit(limit);
    return ok<WinnerBoardValue>({
      list: sortWinners(
        rows.map((row) => ({
          gameName: row.gameName,
          customerName: row.customerName,
          winAmount: row.winAmount,
          iconUrl: row.iconUrl,
          createdAt: row.createdAt.toISOString(),
        })),
      ),
    });
  });
}
