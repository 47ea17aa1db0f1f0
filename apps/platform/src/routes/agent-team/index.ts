/**
 * The agent's team (agent centre: team overview, registration centre, downline management, red
 * envelope to many downlines). Every call reads the agent's tree through `services/agent-tree.ts`:
 * an account outside it answers 404 `downline.not.found`, as one that does not exist.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { clientContracts } from '@gaming/api/contract';
import { ErrorCode } from '@gaming/api/wire';
import {
  DEFAULT_DOWNLINE_PASSWORD,
  periodRange,
  rebateRateProblem,
  splitEqually,
  trendDays,
} from '@gaming/domain/agent-team';
import { amountOfCents } from '@gaming/domain/money';
import { siteDateOf } from '@gaming/domain/records';
import type { RegisterSettings } from '@gaming/domain/validation';
import { matchServerRule } from '@gaming/domain/validation';
import { ApiError } from '../../http/api-error';
import { route } from '../../http/route';
import { countLinkVisit, createAffiliateLink } from '../../services/affiliate-links';
import { assertInDownline, downlineIdsOf, downlineOf } from '../../services/agent-tree';
import {
  activeMembersByDay,
  downlineMemberById,
  downlinePage,
  instantsOf,
  linksOf,
  newMembersByDay,
  rebateRateOf,
  teamCountsOf,
  teamFiguresByDay,
} from '../../services/agent-team';
import { centsWithin } from '../../services/amounts';
import { customerById } from '../../services/customers';
import {
  registerDownline,
  setDownlineLocked,
  setDownlineRemark,
} from '../../services/downline-accounts';
import { idempotencyKeyOf, lockCustomer, once, post } from '../../services/ledger';
import { hashPassword } from '../../services/password';
import { checkPaymentPassword } from '../../services/payment-password';
import { pagingOf, totalPagesOf } from '../../services/paging';
import { sendRedEnvelopes } from '../../services/red-envelopes';
import { fieldInvalid } from '../../services/registration';
import type { RouteDeps } from '../route-deps';

const calls = clientContracts.agentTeam;

const DOWNLINE_PAGE_SIZE = 20;
/** Visits counted per address: enough for a family behind one router, too few to inflate a link. */
const VISIT_CEILING = { max: 30, timeWindow: 10 * 60 * 1000 };

function referenceOf(prefix: string): string {
  return `${prefix}${randomBytes(8).toString('hex').toUpperCase()}`;
}

export function registerAgentTeamRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  route(app, calls.overview, async (request) => {
    const { period, startDate, endDate } = request.query;
    const days = periodRange(period, siteDateOf(deps.now()), { startDate, endDate });
    if (days === null)
      throw new ApiError(
        400,
        ErrorCode.requestInvalid,
        'A custom period needs a start and an end date, in order, at most 93 days apart.',
      );
    const range = instantsOf(days.startDate, days.endDate);
    const ids = await downlineIdsOf(db, request.session.customerId);
    const [byDay, counts] = await Promise.all([
      teamFiguresByDay(db, ids, range),
      teamCountsOf(db, ids, range),
    ]);
    const sum = { deposits: 0, withdrawals: 0, bets: 0, wins: 0 };
    for (const day of byDay.values())
      for (const key of Object.keys(sum) as (keyof typeof sum)[]) sum[key] += day[key];
    return {
      ...days,
      members: ids.length,
      newMembers: counts.newMembers,
      activeMembers: counts.activeMembers,
      firstDeposits: counts.firstDeposits,
      teamBalance: amountOfCents(counts.balanceCents),
      deposits: amountOfCents(sum.deposits),
      withdrawals: amountOfCents(sum.withdrawals),
      bets: amountOfCents(sum.bets),
      wins: amountOfCents(sum.wins),
      profitAndLoss: amountOfCents(sum.wins - sum.bets),
    };
  });

  route(app, calls.trend, async (request) => {
    const dates = trendDays(siteDateOf(deps.now()));
    const range = instantsOf(dates[0] ?? '', dates.at(-1) ?? '');
    const ids = await downlineIdsOf(db, request.session.customerId);
    const [figures, fresh, active] = await Promise.all([
      teamFiguresByDay(db, ids, range),
      newMembersByDay(db, ids, range),
      activeMembersByDay(db, ids, range),
    ]);
    return {
      days: dates.map((date) => {
        const day = figures.get(date) ?? { deposits: 0, withdrawals: 0, bets: 0, wins: 0 };
        return {
          date,
          newMembers: fresh.get(date) ?? 0,
          activeMembers: active.get(date) ?? 0,
          deposits: amountOfCents(day.deposits),
          withdrawals: amountOfCents(day.withdrawals),
          bets: amountOfCents(day.bets),
          wins: amountOfCents(day.wins),
          profitAndLoss: amountOfCents(day.wins - day.bets),
        };
      }),
    };
  });

  route(app, calls.registerSettings, async (request) => {
    const rules: RegisterSettings = request.site.settings.registerRules;
    return {
      rebateRate: await rebateRateOf(db, request.session.customerId),
      defaultPassword: DEFAULT_DOWNLINE_PASSWORD,
      usernameRule: rules.username ?? null,
      passwordRule: rules.password ?? null,
    };
  });

  route(app, calls.registerDownline, async (request) => {
    const agent = await customerById(db, request.session.customerId);
    const rules: RegisterSettings = request.site.settings.registerRules;
    const body = request.body;
    const username = body.username.trim().toLowerCase();
    if (username === '') throw fieldInvalid('username', 'username is required.');
    if (rules.username && !matchServerRule(username, rules.username).ok)
      throw fieldInvalid('username', 'username does not match its rule.');
    const typedPassword = body.password.trim();
    const usesDefault = typedPassword === '' && body.confirmPassword.trim() === '';
    const password = usesDefault ? DEFAULT_DOWNLINE_PASSWORD : typedPassword;
    if (!usesDefault) {
      if (rules.password && !matchServerRule(password, rules.password).ok)
        throw fieldInvalid('password', 'password does not match its rule.');
      if (body.confirmPassword.trim() !== password)
        throw fieldInvalid('confirmPassword', 'The passwords are not the same.');
    }
    const ceiling = await rebateRateOf(db, agent.id);
    const problem = rebateRateProblem(body.rebateRate, ceiling);
    if (problem !== null)
      throw fieldInvalid(
        'rebateRate',
        problem === 'rate.above'
          ? `The rebate may be at most your own, ${String(ceiling)} %.`
          : 'The rebate is a percent with at most 2 decimals.',
      );
    const id = await registerDownline(db, {
      agent,
      username,
      passwordHash: await hashPassword(password),
      type: body.type,
      rebateRate: body.rebateRate,
      mustChangePassword: usesDefault,
      now: deps.now(),
    });
    return downlineMemberById(db, id, 1);
  });

  route(app, calls.links, async (request) => ({
    list: await linksOf(db, request.session.customerId),
  }));

  route(app, calls.createLink, (request) =>
    createAffiliateLink(
      db,
      request.site.merchant.code,
      request.session.customerId,
      request.body.type,
      deps.now(),
    ),
  );

  // Unknown codes answer the same as known ones: the call tells nothing about which exist.
  route(
    app,
    calls.linkVisit,
    async (request) => {
      await countLinkVisit(db, request.site.merchant.code, request.body.code);
      return null;
    },
    { rateLimit: VISIT_CEILING },
  );

  route(app, calls.downline, async (request) => {
    const tree = await downlineOf(db, request.session.customerId);
    const paging = pagingOf(request.query.pageNo, request.query.pageSize, DOWNLINE_PAGE_SIZE);
    const { list, totalCount } = await downlinePage(db, tree, request.query, paging);
    return {
      list,
      pageNo: paging.pageNo,
      pageSize: paging.pageSize,
      totalCount,
      totalPages: totalPagesOf(totalCount, paging.pageSize),
    };
  });

  route(app, calls.updateRemark, async (request) => {
    const { customerId, remark } = request.body;
    const level = await assertInDownline(db, request.session.customerId, customerId);
    await setDownlineRemark(db, customerId, remark, deps.now());
    return downlineMemberById(db, customerId, level);
  });

  route(app, calls.updateStatus, async (request) => {
    const { customerId, locked } = request.body;
    const level = await assertInDownline(db, request.session.customerId, customerId);
    await setDownlineLocked(db, customerId, locked);
    return downlineMemberById(db, customerId, level);
  });

  route(app, calls.transfer, async (request) => {
    const key = idempotencyKeyOf(request.headers);
    const agent = await customerById(db, request.session.customerId);
    const { customerId, amount, paymentPassword } = request.body;
    await assertInDownline(db, agent.id, customerId);
    const cents = centsWithin(amount);
    await checkPaymentPassword(deps, agent, paymentPassword);
    return once(
      db,
      {
        customerId: agent.id,
        key,
        call: 'agentTeam.transfer',
        body: { customerId, cents },
      },
      async (tx) => {
        // Both accounts locked in id order: transfers between the same two never wait in a circle.
        for (const id of [agent.id, customerId].sort((a, b) => a - b)) await lockCustomer(tx, id);
        const reference = referenceOf('AT');
        const at = deps.now();
        const debited = await post(tx, {
          customerId: agent.id,
          type: 'TRANSFER_TO_DOWNLINE',
          cents: -cents,
          reference,
          at,
        });
        await post(tx, { customerId, type: 'TRANSFER_DOWNLINE', cents, reference, at });
        return { amount: amountOfCents(cents), balance: amountOfCents(debited.balanceCents) };
      },
    );
  });

  route(app, calls.sendRedEnvelopes, async (request) => {
    const key = idempotencyKeyOf(request.headers);
    const agent = await customerById(db, request.session.customerId);
    const { customerIds, totalAmount, paymentPassword } = request.body;
    const tree = new Set(await downlineIdsOf(db, agent.id));
    if (customerIds.some((id) => !tree.has(id)))
      throw new ApiError(404, ErrorCode.downlineNotFound, 'No such member in your downline.');
    const cents = centsWithin(totalAmount);
    const shares = splitEqually(cents, customerIds.length);
    if (shares === null)
      throw new ApiError(
        400,
        ErrorCode.amountInvalid,
        'The total must give every member at least 0.01.',
      );
    await checkPaymentPassword(deps, agent, paymentPassword);
    const message = request.body.message?.trim() ?? '';
    return once(
      db,
      {
        customerId: agent.id,
        key,
        call: 'agentTeam.sendRedEnvelopes',
        body: { customerIds, cents, message },
      },
      async (tx) => {
        await lockCustomer(tx, agent.id);
        return sendRedEnvelopes(tx, {
          agentId: agent.id,
          customerIds,
          shares,
          totalCents: cents,
          message,
          reference: referenceOf('RS'),
          at: deps.now(),
        });
      },
    );
  });
}
