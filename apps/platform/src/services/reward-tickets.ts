/**
 * The reward centre's tickets: a member's unopened ones, and opening one, where the platform draws
 * the prize (never the client). A ticket opens once: only an unopened, unexpired ticket is marked.
 */
import { randomInt } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { ErrorCode } from '@gaming/api/wire';
import { amountOfCents } from '@gaming/domain/money';
import type { TicketPrize, TicketType } from '@gaming/domain/promotions';
import { TICKET_TYPES } from '@gaming/domain/promotions';
import type { Database } from '../db/client';
import { pointMovements, rewardTickets } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { Tx } from './ledger';
import type { LocalReader } from './local-text';
import { payReward } from './promotions';

export const isTicketType = (value: string): value is TicketType =>
  (TICKET_TYPES as readonly string[]).includes(value);

/** What opening a ticket gives: the platform's draw, never the client's. */
function drawOf(type: TicketType): {
  prize: TicketPrize;
  /** Money won, or for a POINT prize the points won, in hundredths. */
  cents: number;
  productName: string | null;
} {
  if (type === 'CASH_VOUCHER') return { prize: 'MONEY', cents: 50_00, productName: null };
  if (type === 'GIFT_CODE')
    return {
      prize: 'MERCHANDISE',
      cents: 0,
      productName: `GIFT-${String(randomInt(100_000, 999_999))}`,
    };
  const roll = randomInt(0, 100);
  if (type === 'PRIZE_WHEEL' && roll < 20) return { prize: 'RETRY', cents: 0, productName: null };
  // 10 to 100 whole points.
  if (roll < 35) return { prize: 'POINT', cents: randomInt(10, 101) * 100, productName: null };
  // 5 to 88 pesos, in whole pesos.
  return { prize: 'MONEY', cents: randomInt(5, 89) * 100, productName: null };
}

/** The member's tickets not opened and not expired, soonest to expire first. */
export async function liveTicketsOf(db: Database, customerId: number, now: Date) {
  return db
    .select()
    .from(rewardTickets)
    .where(
      and(
        eq(rewardTickets.customerId, customerId),
        isNull(rewardTickets.openedAt),
        gt(rewardTickets.expiresAt, now),
      ),
    )
    .orderBy(asc(rewardTickets.expiresAt), asc(rewardTickets.id));
}

/**
 * Opens one of the member's tickets in `tx`: points won go to the points balance; money (or
 * nothing) through the reward's ledger row, named by the prize or the ticket in `local`'s language.
 */
export async function openTicket(
  tx: Tx,
  customerId: number,
  ticketId: number,
  now: Date,
  local: LocalReader,
) {
  const [ticket] = await tx
    .select()
    .from(rewardTickets)
    .where(and(eq(rewardTickets.id, ticketId), eq(rewardTickets.customerId, customerId)));
  if (!ticket || !isTicketType(ticket.ticketType))
    throw new ApiError(400, ErrorCode.ticketUnavailable, 'No such ticket.');
  const draw = drawOf(ticket.ticketType);
  const [opened] = await tx
    .update(rewardTickets)
    .set({
      openedAt: now,
      prize: draw.prize,
      amount: amountOfCents(draw.cents),
      productName: draw.productName,
    })
    .where(
      and(
        eq(rewardTickets.id, ticket.id),
        isNull(rewardTickets.openedAt),
        gt(rewardTickets.expiresAt, now),
      ),
    )
    .returning({ id: rewardTickets.id });
  if (!opened) throw new ApiError(400, ErrorCode.ticketUnavailable, 'Opened or expired.');
  if (draw.prize === 'POINT')
    await tx.insert(pointMovements).values({
      customerId,
      kind: 'TICKET',
      points: amountOfCents(draw.cents),
      reference: `T${String(ticket.id)}`,
      createdAt: now,
    });
  const paid = await payReward(tx, {
    customerId,
    kind: 'TICKET',
    key: String(ticket.id),
    name: draw.productName ?? local(ticket.name),
    cents: draw.prize === 'POINT' ? 0 : draw.cents,
    at: now,
  });
  return {
    ticketId: ticket.id,
    prize: draw.prize,
    amount: amountOfCents(draw.cents),
    productName: draw.productName,
    balance: paid.balance,
  };
}
