/**
 * The member's records (original personalHistoryCopy, transactionHistory, personalProfit,
 * bonusDetails, manualRebate): bets by game type, ledger transactions, deposits and withdrawals,
 * profit and loss per day, rebate rates and the manual rebate claim. Real accounts only.
 */
import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clientContracts } from '@gaming/api/contract';
import type { DepositRecord, WithdrawalRecord } from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { amountOfCents } from '@gaming/domain/money';
import { centsWithin } from '../../services/amounts';
import {
  DEPOSIT_STATES,
  WITHDRAW_STATES,
  isDepositState,
  isWithdrawState,
} from '@gaming/domain/payments';
import {
  PAYMENT_RANGE_DAYS,
  RECORD_PAGE_SIZES,
  RECORD_RANGE_DAYS,
  addDays,
  betLayoutOf,
  isDateText,
  siteDateOf,
} from '@gaming/domain/records';
import {
  bets,
  gameTypes,
  paymentOrders,
  rebateClaims,
  vendors,
  walletTransactions,
  withdrawAccounts,
  depositChannels,
} from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { route } from '../../http/route';
import { MAIN_WALLET, balanceCentsOf, idempotencyKeyOf, once, post } from '../../services/ledger';
import { localReader } from '../../services/local-text';
import { pagingOf, totalPagesOf } from '../../services/paging';
import {
  amountsOf,
  centsOfSum,
  orderedRebateRates,
  profitAndLossCents,
  profitLossDaysOf,
  rangeOf,
  rebateLinesOf,
} from '../../services/records';
import type { RouteDeps } from '../route-deps';

const calls = clientContracts.records;

const iso = (at: Date | null) => (at === null ? null : at.toISOString());
const cents = centsOfSum;

export function registerRecordsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  route(app, calls.gameMakers, async () => {
    const rows = await db
      .select({
        gameType: vendors.gameType,
        vassalage: vendors.vassalage,
        displayName: vendors.displayName,
      })
      .from(vendors)
      .innerJoin(gameTypes, eq(gameTypes.code, vendors.gameType))
      .orderBy(asc(gameTypes.sort), asc(vendors.sort), asc(vendors.vassalage));
    const tabs = new Map<string, { vassalage: string; displayName: string }[]>();
    for (const { gameType, vassalage, displayName } of rows) {
      const list = tabs.get(gameType) ?? [];
      list.push({ vassalage, displayName });
      tabs.set(gameType, list);
    }
    return [...tabs].map(([gameType, list]) => ({
      gameType,
      layout: betLayoutOf(gameType),
      vendors: list,
    }));
  });

  route(app, calls.bets, async (request) => {
    const { gameType, vassalage, startDate, endDate } = request.query;
    const range = rangeOf(startDate, endDate, RECORD_RANGE_DAYS);
    const paging = pagingOf(request.query.pageNo, request.query.pageSize, RECORD_PAGE_SIZES.bets);
    const conditions: SQL[] = [
      eq(bets.customerId, request.session.customerId),
      eq(bets.gameType, gameType),
      gte(bets.createdAt, range.from),
      lt(bets.createdAt, range.to),
    ];
    if (vassalage !== undefined) conditions.push(eq(bets.vassalage, vassalage));
    const where = and(...conditions);
    const validBet = sql`coalesce(${bets.validBetAmount}, ${bets.betAmount})`;
    const [totals] = await db
      .select({
        count: count(),
        betAmount: sql<string>`coalesce(sum(${bets.betAmount}), 0)`,
        validBetAmount: sql<string>`coalesce(sum(${validBet}), 0)`,
        winAmount: sql<string>`coalesce(sum(${bets.winAmount}), 0)`,
      })
      .from(bets)
      .where(where);
    const rows = await db
      .select()
      .from(bets)
      .where(where)
      .orderBy(desc(bets.createdAt), desc(bets.id))
      .limit(paging.pageSize)
      .offset(paging.offset);
    const totalCount = totals?.count ?? 0;
    const totalBet = cents(totals?.betAmount);
    const totalWin = cents(totals?.winAmount);
    return {
      list: rows.map((row) => {
        const bet = cents(row.betAmount);
        const win = cents(row.winAmount);
        return {
          orderNo: row.orderNo ?? `B${String(row.id)}`,
          betTime: row.createdAt.toISOString(),
          gameName: row.gameName,
          gameCode: row.gameCode,
          vassalage: row.vassalage,
          ...amountsOf({
            betAmount: bet,
            validBetAmount: row.validBetAmount === null ? bet : cents(row.validBetAmount),
            winAmount: win,
            profitAndLoss: win - bet,
          }),
          transTime: iso(row.settledAt),
          selection: row.selection,
          odds: row.odds,
          eventName: row.eventName,
          status: row.status,
        };
      }),
      pageNo: paging.pageNo,
      pageSize: paging.pageSize,
      totalCount,
      totalPages: totalPagesOf(totalCount, paging.pageSize),
      totals: amountsOf({
        betAmount: totalBet,
        validBetAmount: cents(totals?.validBetAmount),
        winAmount: totalWin,
        profitAndLoss: totalWin - totalBet,
      }),
    };
  });

  route(app, calls.transactions, async (request) => {
    const { txType, startDate, endDate } = request.query;
    const range = rangeOf(startDate, endDate, RECORD_RANGE_DAYS);
    const paging = pagingOf(
      request.query.pageNo,
      request.query.pageSize,
      RECORD_PAGE_SIZES.transactions,
    );
    const conditions: SQL[] = [
      eq(walletTransactions.customerId, request.session.customerId),
      // The account record is the main wallet's; game wallets show as transfers in and out.
      eq(walletTransactions.accountTypeId, MAIN_WALLET),
      gte(walletTransactions.createdAt, range.from),
      lt(walletTransactions.createdAt, range.to),
    ];
    if (txType !== undefined) conditions.push(eq(walletTransactions.txType, txType));
    const where = and(...conditions);
    const [total] = await db.select({ count: count() }).from(walletTransactions).where(where);
    const rows = await db
      .select()
      .from(walletTransactions)
      .where(where)
      .orderBy(desc(walletTransactions.id))
      .limit(paging.pageSize)
      .offset(paging.offset);
    const totalCount = total?.count ?? 0;
    return {
      list: rows.map((row) => ({
        id: row.id,
        txType: row.txType,
        time: row.createdAt.toISOString(),
        amount: amountOfCents(cents(row.amount)),
        balanceAfter: amountOfCents(cents(row.balanceAfter)),
        orderNo: row.reference,
        remark: row.remark,
      })),
      pageNo: paging.pageNo,
      pageSize: paging.pageSize,
      totalCount,
      totalPages: totalPagesOf(totalCount, paging.pageSize),
    };
  });

  /** Payment orders of one kind in a range (≤ 7 days), optionally in one state, newest first. */
  async function ordersOf(
    customerId: number,
    kind: 'deposit' | 'withdraw',
    query: {
      startDate: string;
      endDate: string;
      state?: string;
      pageNo?: number;
      pageSize?: number;
    },
    defaultSize: number,
  ) {
    const range = rangeOf(query.startDate, query.endDate, PAYMENT_RANGE_DAYS);
    const paging = pagingOf(query.pageNo, query.pageSize, defaultSize);
    const conditions: SQL[] = [
      eq(paymentOrders.customerId, customerId),
      eq(paymentOrders.kind, kind),
      gte(paymentOrders.createdAt, range.from),
      lt(paymentOrders.createdAt, range.to),
    ];
    if (query.state !== undefined) conditions.push(eq(paymentOrders.status, query.state));
    const where = and(...conditions);
    const [total] = await db.select({ count: count() }).from(paymentOrders).where(where);
    const rows = await db
      .select({
        order: paymentOrders,
        bankName: withdrawAccounts.name,
        channelName: depositChannels.name,
      })
      .from(paymentOrders)
      .leftJoin(withdrawAccounts, eq(withdrawAccounts.id, paymentOrders.withdrawAccountId))
      .leftJoin(depositChannels, eq(depositChannels.id, paymentOrders.channelId))
      .where(where)
      .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
      .limit(paging.pageSize)
      .offset(paging.offset);
    const totalCount = total?.count ?? 0;
    return {
      rows,
      page: {
        pageNo: paging.pageNo,
        pageSize: paging.pageSize,
        totalCount,
        totalPages: totalPagesOf(totalCount, paging.pageSize),
      },
    };
  }

  route(app, calls.deposits, async (request) => {
    const { rows, page } = await ordersOf(
      request.session.customerId,
      'deposit',
      request.query,
      RECORD_PAGE_SIZES.deposits,
    );
    const local = localReader(request);
    const list = rows.map(({ order, channelName }): DepositRecord => {
      // A state the platform does not know yet is shown as still pending.
      const state = isDepositState(order.status) ? order.status : 'pending';
      return {
        depositId: order.orderNo ?? `D${String(order.id)}`,
        // The channel's name as the member chose it (e.g. "BDO bank transfer"), in the member's
        // language, else the method.
        depositMethod: channelName === null ? order.method : local(channelName),
        requestedAmount: amountOfCents(
          cents(order.requestedAmount) === 0 ? cents(order.amount) : cents(order.requestedAmount),
        ),
        amount: amountOfCents(cents(order.amount)),
        customerBankCharge: amountOfCents(cents(order.fee)),
        depositDate: order.createdAt.toISOString(),
        actualDepositDate: state === 'approved' ? iso(order.decidedAt) : null,
        state,
        stateCode: DEPOSIT_STATES[state],
      };
    });
    return { list, ...page };
  });

  route(app, calls.withdrawals, async (request) => {
    const { status, ...rest } = request.query;
    const { rows, page } = await ordersOf(
      request.session.customerId,
      'withdraw',
      { ...rest, ...(status === undefined ? {} : { state: status }) },
      RECORD_PAGE_SIZES.withdrawals,
    );
    const list = rows.map(({ order, bankName }): WithdrawalRecord => {
      const state = isWithdrawState(order.status) ? order.status : 'processing';
      return {
        refId: order.orderNo ?? `W${String(order.id)}`,
        withdrawType: order.method,
        amount: amountOfCents(cents(order.amount)),
        bankName,
        withdrawDate: order.createdAt.toISOString(),
        status: state,
        statusCode: WITHDRAW_STATES[state],
        remark: order.remark,
      };
    });
    return { list, ...page };
  });

  route(app, calls.profitLoss, async (request) => {
    const { startDate, endDate } = request.query;
    const range = rangeOf(startDate, endDate, RECORD_RANGE_DAYS);
    const days = await profitLossDaysOf(db, request.session.customerId, range);
    const sum = {
      deposit: 0,
      withdraw: 0,
      betAmount: 0,
      winAmount: 0,
      rebate: 0,
      promotion: 0,
      totalInvitationAmount: 0,
    };
    for (const { cents: day } of days)
      for (const key of Object.keys(sum) as (keyof typeof sum)[]) sum[key] += day[key];
    return {
      list: days.map(({ balanceDate, cents: day }) => ({
        balanceDate,
        ...amountsOf({ ...day, profitAndLoss: profitAndLossCents(day) }),
      })),
      totals: amountsOf({ ...sum, profitAndLoss: profitAndLossCents(sum) }),
    };
  });

  route(app, calls.rebateRates, async (request) => {
    const list = await orderedRebateRates(db, request.site.settings.settings);
    return { list, hasRebate: list.some((entry) => entry.rate > 0) };
  });

  /** A day may be claimed once it is over, and for 30 days after. */
  function claimableDay(balanceDate: string): boolean {
    const today = siteDateOf(deps.now());
    return balanceDate < today && balanceDate >= addDays(today, -RECORD_RANGE_DAYS);
  }

  function checkedDay(balanceDate: string): string {
    if (!isDateText(balanceDate))
      throw new ApiError(
        400,
        ErrorCode.requestInvalid,
        'The date must be a real day (YYYY-MM-DD).',
      );
    return balanceDate;
  }

  route(app, calls.rebate, async (request) => {
    const balanceDate = checkedDay(request.query.balanceDate);
    const lines = await rebateLinesOf(
      db,
      request.session.customerId,
      balanceDate,
      request.site.settings.settings,
    );
    const claimable = claimableDay(balanceDate);
    return {
      balanceDate,
      list: lines.map((line) => ({
        category: line.category,
        rate: line.rate,
        ...amountsOf({
          validBetAmount: line.validBetCents,
          rebate: line.rebateCents,
          claimed: line.claimedCents,
          available: claimable ? line.availableCents : 0,
        }),
      })),
      totalAvailable: amountOfCents(
        claimable ? lines.reduce((total, line) => total + line.availableCents, 0) : 0,
      ),
      claimable,
    };
  });

  route(app, calls.claimRebate, async (request) => {
    const customerId = request.session.customerId;
    const key = idempotencyKeyOf(request.headers);
    const balanceDate = checkedDay(request.body.balanceDate);
    const asked = new Map<string, number>();
    for (const { category, amount } of request.body.claims) {
      const cents = centsWithin(amount);
      if (asked.has(category))
        throw new ApiError(400, ErrorCode.requestInvalid, `${category} is listed twice.`);
      asked.set(category, cents);
    }
    if (!claimableDay(balanceDate))
      throw new ApiError(
        400,
        ErrorCode.rebateNothingToClaim,
        'A day’s rebate can be claimed once the day is over, for 30 days.',
      );
    const settings = request.site.settings.settings;
    const now = deps.now();
    return once(
      db,
      { customerId, key, call: 'records.claimRebate', body: request.body },
      async (tx) => {
        const lines = await rebateLinesOf(tx, customerId, balanceDate, settings);
        const claimed: { category: string; amount: number }[] = [];
        let totalCents = 0;
        for (const [category, askedCents] of asked) {
          const line = lines.find((entry) => entry.category === category);
          if (!line || line.availableCents === 0) continue;
          if (askedCents !== line.availableCents)
            throw new ApiError(
              400,
              ErrorCode.amountInvalid,
              `The ${category} rebate available is ${String(amountOfCents(line.availableCents))}.`,
            );
          // One claim per day and category: a claim made meanwhile (another request) wins.
          const [row] = await tx
            .insert(rebateClaims)
            .values({
              customerId,
              balanceDate,
              category,
              amount: amountOfCents(askedCents),
              createdAt: now,
            })
            .onConflictDoNothing()
            .returning({ id: rebateClaims.id });
          if (!row) continue;
          await post(tx, {
            customerId,
            type: 'REBATE',
            cents: askedCents,
            reference: `RB${String(row.id)}`,
            remark: `${category} ${balanceDate}`,
            at: now,
          });
          claimed.push({ category, amount: amountOfCents(askedCents) });
          totalCents += askedCents;
        }
        if (claimed.length === 0)
          throw new ApiError(400, ErrorCode.rebateNothingToClaim, 'There is no rebate to claim.');
        return {
          balanceDate,
          claimed,
          total: amountOfCents(totalCents),
          balance: amountOfCents(await balanceCentsOf(tx, customerId)),
        };
      },
    );
  });
}
