/**
 * The member's records (original personalHistoryCopy, transactionHistory, personalProfit,
 * bonusDetails, manualRebate): bets by game type, ledger transactions, deposits and withdrawals,
 * profit and loss per day, rebate rates and the manual rebate claim. Real accounts only.
 */
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
  betLayoutOf,
} from '@gaming/domain/records';
import { ApiError } from '../../http/api-error';
import { route } from '../../http/route';
import { idempotencyKeyOf, once } from '../../services/ledger';
import { localReader } from '../../services/local-text';
import { pageFieldsOf, pagingOf } from '../../services/paging';
import {
  betPageOf,
  gameMakersOf,
  paymentOrderPageOf,
  transactionPageOf,
} from '../../services/record-lists';
import {
  amountsOf,
  centsOfSum,
  checkedBalanceDate,
  claimRebates,
  orderedRebateRates,
  profitAndLossCents,
  profitLossDaysOf,
  profitLossTotalOf,
  rangeOf,
  rebateDayClaimable,
  rebateLinesOf,
} from '../../services/records';
import type { RouteDeps } from '../route-deps';

const calls = clientContracts.records;

const iso = (at: Date | null) => (at === null ? null : at.toISOString());
const cents = centsOfSum;

export function registerRecordsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  route(app, calls.gameMakers, async () => {
    const tabs = await gameMakersOf(db);
    return [...tabs].map(([gameType, list]) => ({
      gameType,
      layout: betLayoutOf(gameType),
      vendors: list,
    }));
  });

  route(app, calls.bets, async (request) => {
    const { startDate, endDate } = request.query;
    const range = rangeOf(startDate, endDate, RECORD_RANGE_DAYS);
    const paging = pagingOf(request.query.pageNo, request.query.pageSize, RECORD_PAGE_SIZES.bets);
    const { customerId } = request.session;
    const { totals, rows } = await betPageOf(db, customerId, request.query, range, paging);
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
      ...pageFieldsOf(paging, totalCount),
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
    const { customerId } = request.session;
    const { totalCount, rows } = await transactionPageOf(db, customerId, txType, range, paging);
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
      ...pageFieldsOf(paging, totalCount),
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
    const { totalCount, rows } = await paymentOrderPageOf(
      db,
      customerId,
      kind,
      query.state,
      range,
      paging,
    );
    return { rows, page: pageFieldsOf(paging, totalCount) };
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
    const sum = profitLossTotalOf(days);
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

  route(app, calls.rebate, async (request) => {
    const balanceDate = checkedBalanceDate(request.query.balanceDate);
    const lines = await rebateLinesOf(
      db,
      request.session.customerId,
      balanceDate,
      request.site.settings.settings,
    );
    const claimable = rebateDayClaimable(balanceDate, deps.now());
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
    const balanceDate = checkedBalanceDate(request.body.balanceDate);
    const asked = new Map<string, number>();
    for (const { category, amount } of request.body.claims) {
      const cents = centsWithin(amount);
      if (asked.has(category))
        throw new ApiError(400, ErrorCode.requestInvalid, `${category} is listed twice.`);
      asked.set(category, cents);
    }
    if (!rebateDayClaimable(balanceDate, deps.now()))
      throw new ApiError(
        400,
        ErrorCode.rebateNothingToClaim,
        'A day’s rebate can be claimed once the day is over, for 30 days.',
      );
    const settings = request.site.settings.settings;
    const now = deps.now();
    return once(db, { customerId, key, call: 'records.claimRebate', body: request.body }, (tx) =>
      claimRebates(tx, customerId, balanceDate, asked, settings, now),
    );
  });
}
