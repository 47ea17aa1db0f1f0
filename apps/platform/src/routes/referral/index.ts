/**
 * Referral, invite and earn (original-site.md §1 referral): the member's own invitation code and
 * link, what the friends brought (income), the rewards of active friends, the rules, and the friends
 * list with statuses. Only while the site's REFERRAL switch is on; real accounts only.
 */
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientContracts } from '@gaming/api/contract';
import { ErrorCode } from '@gaming/api/wire';
import { amountOfCents, centsOfStored } from '@gaming/domain/money';
import { maskCustomerName } from '@gaming/domain/winners';
import { customers, referrals } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { route } from '../../http/route';
import { pagingOf, totalPagesOf } from '../../services/paging';
import { REFERRAL_RULES, referralCodeOf, referralStatusOf } from '../../services/referral';
import { whitelabelOf } from '../../services/site';
import type { RouteDeps } from '../route-deps';

const calls = clientContracts.referral;
const FRIENDS_PAGE_SIZE = 10;

function requireReferral(request: FastifyRequest): void {
  if (!whitelabelOf(request.site).REFERRAL)
    throw new ApiError(403, ErrorCode.operationNotEnabled, 'Referral is not enabled.');
}

export function registerReferralRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  const friendsOf = (referrerId: number) =>
    db
      .select({ referral: referrals, username: customers.username })
      .from(referrals)
      .innerJoin(customers, eq(customers.id, referrals.inviteeId))
      .where(eq(referrals.referrerId, referrerId));

  route(app, calls.overview, async (request) => {
    requireReferral(request);
    const customerId = request.session.customerId;
    const now = deps.now();
    const rows = await friendsOf(customerId);
    const statusCounts: Record<string, number> = { A: 0, F: 0, M: 0, E: 0, P: 0 };
    let depositCount = 0;
    let depositCents = 0;
    const rewards = [];
    for (const { referral, username } of rows) {
      const status = referralStatusOf(referral, now);
      statusCounts[status] = (statusCounts[status] ?? 0) + 1;
      if (referral.firstDepositAt !== null) {
        depositCount += 1;
        depositCents += centsOfStored(referral.firstDepositAmount ?? 0);
      }
      if (status === 'A' && referral.firstDepositAt !== null)
        rewards.push({
          inviteeName: maskCustomerName(username),
          amount: REFERRAL_RULES.rewardPerFriend,
          time: referral.firstDepositAt.toISOString(),
        });
    }
    rewards.sort((a, b) => b.time.localeCompare(a.time));
    const code = referralCodeOf(customerId);
    return {
      code,
      invitePath: `/register?referralCode=${code}`,
      income: {
        memberCount: rows.length,
        depositCount,
        totalAmount: amountOfCents(depositCents),
        invitationAmount: rewards.length * REFERRAL_RULES.rewardPerFriend,
      },
      statusCounts,
      rewards,
      rules: { ...REFERRAL_RULES },
    };
  });

  route(app, calls.friends, async (request) => {
    requireReferral(request);
    const customerId = request.session.customerId;
    const paging = pagingOf(request.query.pageNo, request.query.pageSize, FRIENDS_PAGE_SIZE);
    const where = eq(referrals.referrerId, customerId);
    const [total] = await db.select({ count: count() }).from(referrals).where(where);
    const rows = await db
      .select({ referral: referrals, username: customers.username })
      .from(referrals)
      .innerJoin(customers, eq(customers.id, referrals.inviteeId))
      .where(where)
      .orderBy(desc(referrals.createdAt), desc(referrals.id))
      .limit(paging.pageSize)
      .offset(paging.offset);
    const now = deps.now();
    const totalCount = total?.count ?? 0;
    return {
      list: rows.map(({ referral, username }) => ({
        inviteeName: maskCustomerName(username),
        registerTime: referral.createdAt.toISOString(),
        firstDepositTime: referral.firstDepositAt?.toISOString() ?? null,
        status: referralStatusOf(referral, now),
      })),
      pageNo: paging.pageNo,
      pageSize: paging.pageSize,
      totalCount,
      totalPages: totalPagesOf(totalCount, paging.pageSize),
    };
  });
}
