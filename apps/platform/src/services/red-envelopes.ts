/**
 * Red envelopes: an agent sends one to each of many downlines (paying the total at once), and each
 * member sees and opens its own. Opening is a conditional update: of two clicks at once, one finds
 * the envelope unopened.
 */
import { and, desc, eq, gt, gte, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RedEnvelope } from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { amountOfCents, centsOfStored } from '@gaming/domain/money';
import type { Database } from '../db/client';
import { customers, redEnvelopes } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { Tx } from './ledger';
import { post } from './ledger';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A red envelope waits this long to be opened. */
const VALID_DAYS = 7;
/** Red envelopes opened or expired within this many days stay in the list. */
const LISTED_DAYS = 30;

const sender = alias(customers, 'sender');

export interface Sending {
  agentId: number;
  customerIds: readonly number[];
  /** Each member's share, in cents, in the order of `customerIds`. */
  shares: readonly number[];
  totalCents: number;
  message: string;
  reference: string;
  at: Date;
}

/**
 * The agent pays the whole total once, in `tx` with the agent's row locked; each member opens its
 * own envelope later.
 */
export async function sendRedEnvelopes(tx: Tx, sending: Sending) {
  const { agentId, customerIds, shares, at } = sending;
  const debited = await post(tx, {
    customerId: agentId,
    type: 'RED_ENVELOPE_SENT',
    cents: -sending.totalCents,
    reference: sending.reference,
    remark: `${String(customerIds.length)} red envelopes`,
    at,
  });
  await tx.insert(redEnvelopes).values(
    customerIds.map((customerId, i) => ({
      senderId: agentId,
      customerId,
      amount: amountOfCents(shares[i] ?? 0),
      message: sending.message,
      createdAt: at,
      expiresAt: new Date(at.getTime() + VALID_DAYS * DAY_MS),
    })),
  );
  return {
    count: customerIds.length,
    totalAmount: amountOfCents(sending.totalCents),
    shares: customerIds.map((customerId, i) => ({
      customerId,
      amount: amountOfCents(shares[i] ?? 0),
    })),
    balance: amountOfCents(debited.balanceCents),
  };
}

/** The member's envelopes still open, or opened or expired lately, newest first (50 at most). */
export async function redEnvelopesOf(
  db: Database,
  customerId: number,
  now: Date,
): Promise<RedEnvelope[]> {
  const since = new Date(now.getTime() - LISTED_DAYS * DAY_MS);
  const rows = await db
    .select({
      envelope: redEnvelopes,
      senderName: sender.nickname,
      senderUsername: sender.username,
    })
    .from(redEnvelopes)
    .innerJoin(sender, eq(sender.id, redEnvelopes.senderId))
    .where(
      and(
        eq(redEnvelopes.customerId, customerId),
        or(isNull(redEnvelopes.claimedAt), gte(redEnvelopes.claimedAt, since)),
        or(gte(redEnvelopes.expiresAt, since), gte(redEnvelopes.claimedAt, since)),
      ),
    )
    .orderBy(desc(redEnvelopes.createdAt), desc(redEnvelopes.id))
    .limit(50);
  return rows.map(({ envelope, senderName, senderUsername }) => {
    const status =
      envelope.claimedAt !== null
        ? 'CLAIMED'
        : envelope.expiresAt.getTime() <= now.getTime()
          ? 'EXPIRED'
          : 'AVAILABLE';
    return {
      id: envelope.id,
      senderName: senderName || senderUsername,
      amount: status === 'CLAIMED' ? amountOfCents(centsOfStored(envelope.amount)) : null,
      message: envelope.message,
      status,
      createdAt: envelope.createdAt.toISOString(),
      expiresAt: envelope.expiresAt.toISOString(),
      claimedAt: envelope.claimedAt?.toISOString() ?? null,
    };
  });
}

/** Opens one of the member's envelopes and credits its amount; opened or expired is a 400. */
export async function openRedEnvelope(db: Database, customerId: number, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(redEnvelopes)
      .set({ claimedAt: now })
      .where(
        and(
          eq(redEnvelopes.id, id),
          eq(redEnvelopes.customerId, customerId),
          isNull(redEnvelopes.claimedAt),
          gt(redEnvelopes.expiresAt, now),
        ),
      )
      .returning({ id: redEnvelopes.id, amount: redEnvelopes.amount });
    if (!claimed)
      throw new ApiError(
        400,
        ErrorCode.redEnvelopeUnavailable,
        'This red envelope has already been opened or has expired.',
      );
    const cents = centsOfStored(claimed.amount);
    const posted = await post(tx, {
      customerId,
      type: 'RED_ENVELOPE',
      cents,
      reference: `RE${String(claimed.id)}`,
      at: now,
    });
    return {
      id: claimed.id,
      amount: amountOfCents(cents),
      balance: amountOfCents(posted.balanceCents),
    };
  });
}
