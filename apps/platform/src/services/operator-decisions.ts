/**
 * Decisions an operator makes, which the development routes make in its place: any member's
 * payment order by its number, and the decision on a member's application to a manual promotion.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { paymentOrders, promotionApplications } from '../db/schema';
import type { PaymentOrder } from './payments';

/** A payment order by its number, whoever's it is, or undefined. */
export async function paymentOrderOf(
  db: Database,
  orderNo: string,
): Promise<PaymentOrder | undefined> {
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo));
  return order;
}

/**
 * Issues or rejects a member's application still waiting; a claimed bonus stays claimed. False when
 * no application waits for a decision.
 */
export async function decideApplication(
  db: Database,
  customerId: number,
  promotionId: number,
  status: 'issued' | 'rejected',
  now: Date,
): Promise<boolean> {
  const [decided] = await db
    .update(promotionApplications)
    .set({ status, decidedAt: now })
    .where(
      and(
        eq(promotionApplications.customerId, customerId),
        eq(promotionApplications.promotionId, promotionId),
        eq(promotionApplications.status, 'applying'),
      ),
    )
    .returning({ promotionId: promotionApplications.promotionId });
  return decided !== undefined;
}
