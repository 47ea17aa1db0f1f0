/**
 * Referral, invite and earn: the member's own invitation code and
 * link, what the friends brought (income), the rewards of active friends, the rules, and the friends
 * list with statuses. Only while the site's REFERRAL switch is on; real accounts only.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientContracts } from '@gaming/api/contract';
import { ErrorCode } from '@gaming/api/wire';
import { amountOfCents, centsOfStored } from '@gaming/domain/money';
import { maskCustomerName } from '@gaming/domain/winners';
import { ApiError } from '../../http/api-error';
import { route } from '../../http/route';
import { pageFieldsOf, pagingOf } from '../../services/paging';
import {
  REFERRAL_RULES,
  friendPageOf,
  friendsOf,
  referralCodeOf,
  referralStatusOf,
} from '../../services/referral';
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

  route(app, calls.overview, async (request) => {
    requireReferral(request);
    const customerId = request.session.customerId;
    const now = deps.now();
    const rows = await friendsOf(db, customerId);
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
    const { totalCount, rows } = await friendPageOf(db, customerId, paging);
    const now = deps.now();
    return {
      list: rows.map(({ referral, username }) => ({
        inviteeName: maskCustomerName(username),
        registerTime: referral.createdAt.toISOString(),
        firstDepositTime: referral.firstDepositAt?.toISOString() ?? null,
        status: referralStatusOf(referral, now),
      })),
      ...pageFieldsOf(paging, totalCount),
    };
  });
}
