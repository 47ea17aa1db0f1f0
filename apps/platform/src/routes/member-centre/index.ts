/** Member centre: the wallet header's counts and rank progress, and the menu's badges. */
import { and, count, eq, inArray, or } from 'drizzle-orm';
import { OPEN_DEPOSIT_STATES, OPEN_WITHDRAW_STATES } from '@gaming/domain/payments';
import type { FastifyInstance } from 'fastify';
import { clientContracts } from '@gaming/api/contract';
import { paymentOrders } from '../../db/schema';
import { route } from '../../http/route';
import { customerById } from '../../services/customers';
import { expireOverdueDeposits } from '../../services/payments';
import { unreadCountOf } from '../../services/messages';
import { claimableCountOf } from '../../services/missions';
import { rewardCountsOf } from '../../services/promotions';
import { rankProgressOf } from '../../services/vip-rank';
import type { RouteDeps } from '../route-deps';

const calls = clientContracts.memberCentre;

export function registerMemberCentreRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  route(app, calls.summary, async (request) => {
    const customer = await customerById(db, request.session.customerId);
    // A deposit past its time is not "in progress" any more, whether or not a sweep ran yet.
    await expireOverdueDeposits(db, deps.now(), customer.id);
    const pending = await db
      .select({ kind: paymentOrders.kind, orders: count() })
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.customerId, customer.id),
          or(
            and(
              eq(paymentOrders.kind, 'deposit'),
              inArray(paymentOrders.status, [...OPEN_DEPOSIT_STATES]),
            ),
            and(
              eq(paymentOrders.kind, 'withdraw'),
              inArray(paymentOrders.status, [...OPEN_WITHDRAW_STATES]),
            ),
          ),
        ),
      )
      .groupBy(paymentOrders.kind);
    const pendingOf = (kind: 'deposit' | 'withdraw') =>
      pending.find((row) => row.kind === kind)?.orders ?? 0;
    return {
      pendingDepositCount: pendingOf('deposit'),
      pendingWithdrawCount: pendingOf('withdraw'),
      rank: await rankProgressOf(db, customer),
      badges: {
        missions: await claimableCountOf(db, customer.id, request.site.merchant.code, deps.now()),
        messages: await unreadCountOf(db, customer.id),
        rewards: (await rewardCountsOf(db, request.site.merchant.code, customer.id, deps.now()))
          .total,
      },
    };
  });
}
