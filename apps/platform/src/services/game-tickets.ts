/**
 * Game launch tickets: the game a launch names, the random expiring ticket one launch gets, the
 * live ticket behind a demo page or spin, and a spin's money: free play's play money on the ticket
 * (never the wallet), or real money settled on the ledger in one transaction.
 */
import { and, eq, gt, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { gameTickets, games } from '../db/schema';
import type { BetToSettle } from './bet-settlement';
import { settleBet } from './bet-settlement';
import type { GameRow } from './catalogue';

/**
 * The game a launch names: by nodeId, else gameCode, else the vendor's first game in lobby order;
 * undefined when there is none (or nothing was named).
 */
export async function namedGameOf(
  db: Database,
  named: {
    nodeId?: number | undefined;
    gameCode?: string | undefined;
    vassalage?: string | undefined;
  },
): Promise<GameRow | undefined> {
  const where =
    named.nodeId !== undefined
      ? eq(games.nodeId, named.nodeId)
      : named.gameCode !== undefined
        ? eq(games.gameCode, named.gameCode)
        : named.vassalage !== undefined
          ? eq(games.vassalage, named.vassalage)
          : undefined;
  if (!where) return undefined;
  const [game] = await db
    .select()
    .from(games)
    .where(where)
    .orderBy(games.sort, games.nodeId)
    .limit(1);
  return game;
}

/** Stores a launch's ticket. */
export async function issueGameTicket(
  db: Database,
  ticket: typeof gameTickets.$inferInsert,
): Promise<void> {
  await db.insert(gameTickets).values(ticket);
}

/** A live ticket with its game, or null when unknown or expired. */
export async function liveTicketOf(db: Database, ticket: string, now: Date) {
  const [row] = await db
    .select({ ticket: gameTickets, game: games })
    .from(gameTickets)
    .innerJoin(games, eq(games.nodeId, gameTickets.nodeId))
    .where(and(eq(gameTickets.ticket, ticket), gt(gameTickets.expiresAt, now)));
  return row ?? null;
}

/** A free-play spin on the ticket's play money; null when it does not cover the bet. */
export async function spinPlayMoney(
  db: Database,
  ticket: string,
  betAmount: number,
  winAmount: number,
): Promise<number | null> {
  const [row] = await db
    .update(gameTickets)
    .set({ playBalance: sql`${gameTickets.playBalance} - ${betAmount} + ${winAmount}` })
    .where(and(eq(gameTickets.ticket, ticket), gte(gameTickets.playBalance, betAmount)))
    .returning({ balance: gameTickets.playBalance });
  return row ? (row.balance ?? 0) : null;
}

/**
 * A real-money spin, in one transaction: the ledger debits only what the balance covers, so two
 * spins at once cannot spend the same money. Answers the balance after, in cents.
 */
export async function settleSpin(
  db: Database,
  customerId: number,
  game: GameRow,
  bet: BetToSettle,
  now: Date,
): Promise<number> {
  return db.transaction((tx) => settleBet(tx, customerId, game, bet, now));
}
