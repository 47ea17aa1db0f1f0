/** Member centre: the wallet header's counts and rank progress, and the menu's badges. */
import type { FastifyInstance } from 'fastify';
import { clientContracts } from '@gaming/api/contract';
import { route } from '../../http/route';
import { customerById } from '../../services/customers';
import { openOrderCountsOf } from '../../services/deposits';
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
    const open = await openOrderCountsOf(db, customer.id);
    return {
      pendingDepositCount: open.deposits,
      pendingWithdrawCount: open.withdrawals,
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
