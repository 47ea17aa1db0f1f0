import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BetsPage,
  ClaimRebateValue,
  DepositsPage,
  GameMaker,
  ProfitLossReport,
  RebateDay,
  RebateRates,
  TransactionsPage,
  WithdrawalsPage,
} from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { centsOfStored } from '@gaming/domain/money';
import { DEPOSIT_STATES, WITHDRAW_STATES } from '@gaming/domain/payments';
import { bets, customers, walletTransactions } from '../../db/schema';
import type { TestPlatform } from '../../testing';
import { startTestPlatform, testDatabaseKinds } from '../../testing';
import { TestClient } from '../../testing/client';
import { DEPOSIT_STATE_NAMES, TX_TYPE_NAMES, WITHDRAW_STATE_NAMES } from '@gaming/api/contract';
import { TX_TYPES } from '../../services/ledger';

describe.each(testDatabaseKinds())('records on %s', (kind) => {
  let platform: TestPlatform;
  let client: TestClient;
  let token: string;
  const now = new Date('2026-11-24T12:00:00Z');

  beforeAll(async () => {
    platform = await startTestPlatform({ kind, listen: false, now: () => now });
    client = new TestClient(platform.app);
    const reply = await client.login('demo', 'Demo1234');
    token = reply.body.value?.token ?? '';
    if (!token) throw new Error(JSON.stringify(reply.body));
  });
  afterAll(() => platform.close());

  const get = <T>(url: string) => client.call<T>('GET', url, { token });

  it('keeps the wire lists in step with the ledger and the payment states', () => {
    expect([...TX_TYPE_NAMES]).toEqual([...TX_TYPES]);
    expect([...DEPOSIT_STATE_NAMES].sort()).toEqual(Object.keys(DEPOSIT_STATES).sort());
    expect([...WITHDRAW_STATE_NAMES].sort()).toEqual(Object.keys(WITHDRAW_STATES).sort());
  });

  it('seeds demo a self-consistent history: every bet on the ledger, balances chained', async () => {
    const { db } = platform.database;
    const [member] = await db.select().from(customers).where(eq(customers.username, 'demo'));
    if (!member) throw new Error('no demo');
    const rows = await db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.customerId, member.id))
      .orderBy(asc(walletTransactions.id));
    let balance = 0;
    for (const row of rows) {
      balance += centsOfStored(row.amount);
      expect(centsOfStored(row.balanceAfter)).toBe(balance);
    }
    expect(balance).toBe(1_258_050);
    expect(member.balance).toBe(12_580.5);
    const placed = await db.select().from(bets).where(eq(bets.customerId, member.id));
    expect(new Set(placed.map((bet) => bet.gameType))).toEqual(
      new Set(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT']),
    );
    expect(rows.filter((row) => row.txType === 'BET')).toHaveLength(placed.length);
    expect(rows.filter((row) => row.txType === 'WIN')).toHaveLength(
      placed.filter((bet) => bet.winAmount > 0).length,
    );
  });

  it('lists the betting record tabs: game types with their game makers', async () => {
    const reply = await get<GameMaker[]>('/wps/member/records/game-makers');
    const tabs = reply.body.value ?? [];
    expect(tabs.slice(0, 5).map((tab) => tab.gameType)).toEqual([
      'RNG',
      'LIVE',
      'FISH',
      'PVP',
      'SPORTS',
    ]);
    const lottery = tabs.find((tab) => tab.gameType === 'LOTT');
    expect(lottery?.layout).toBe('lottery');
    expect(lottery?.vendors.map((vendor) => vendor.vassalage)).toContain('TCG_SEA');
    expect(tabs.find((tab) => tab.gameType === 'SPORTS')?.layout).toBe('sports');
    expect(tabs.find((tab) => tab.gameType === 'RNG')?.layout).toBe('casino');
  });

  it('lists bets of a tab in a range, newest first, with sports columns and totals', async () => {
    const reply = await get<BetsPage>(
      '/wps/member/records/bets?gameType=SPORTS&startDate=2026-11-01&endDate=2026-11-24',
    );
    const page = reply.body.value;
    expect(page?.list.map((bet) => bet.status)).toEqual(['win_half', 'refund', 'lose', 'win']);
    expect(page?.list[3]).toMatchObject({
      betAmount: 1000,
      validBetAmount: 1000,
      winAmount: 1950,
      profitAndLoss: 950,
      selection: 'Manila Eagles',
      odds: 1.95,
      eventName: 'Manila Eagles vs Cebu Sharks',
      transTime: '2026-11-12T11:30:00.000Z',
    });
    expect(page?.totals).toEqual({
      betAmount: 2100,
      validBetAmount: 1600,
      winAmount: 2650,
      profitAndLoss: 550,
    });
    expect(page).toMatchObject({ pageNo: 1, pageSize: 13, totalCount: 4, totalPages: 1 });

    const lottery = await get<BetsPage>(
      '/wps/member/records/bets?gameType=LOTT&startDate=2026-11-01&endDate=2026-11-24&pageSize=2&pageNo=3',
    );
    expect(lottery.body.value).toMatchObject({ totalCount: 6, totalPages: 3, pageNo: 3 });
    expect(lottery.body.value?.list.map((bet) => bet.status)).toEqual(['4', '5']);
    expect(lottery.body.value?.totals.betAmount).toBe(330);
    const sea = await get<BetsPage>(
      '/wps/member/records/bets?gameType=LOTT&vassalage=TCG_SEA&startDate=2026-11-01&endDate=2026-11-24',
    );
    expect(sea.body.value?.list.map((bet) => bet.status)).toEqual(['16', '7']);
    const none = await get<BetsPage>(
      '/wps/member/records/bets?gameType=LIVE&startDate=2026-11-06&endDate=2026-11-24',
    );
    expect(none.body.value).toMatchObject({ list: [], totalCount: 0, totalPages: 0 });
  });

  it('refuses bad, inverted and too long date ranges with request.invalid', async () => {
    for (const query of [
      'startDate=2026-11-10&endDate=2026-11-01',
      'startDate=2026-10-01&endDate=2026-10-31',
      'startDate=2026-02-30&endDate=2026-03-01',
      'startDate=yesterday&endDate=2026-03-01',
      'endDate=2026-03-01',
    ]) {
      const reply = await get(`/wps/member/records/bets?gameType=RNG&${query}`);
      expect(reply.status, query).toBe(400);
      expect(reply.body.errorCode, query).toBe(ErrorCode.requestInvalid);
    }
    const deposits = await get(
      '/wps/member/records/deposits?startDate=2026-11-01&endDate=2026-11-08',
    );
    expect(deposits.body.errorCode).toBe(ErrorCode.requestInvalid);
    const visitor = await client.call('GET', '/wps/member/records/game-makers');
    expect(visitor.status).toBe(401);
  });

  it('lists transactions with their order numbers, by type, paged by 13', async () => {
    const october = await get<TransactionsPage>(
      '/wps/member/records/transactions?startDate=2026-10-01&endDate=2026-10-30',
    );
    expect(october.body.value?.list).toEqual([
      expect.objectContaining({
        txType: 'WITHDRAW',
        amount: -2419.5,
        balanceAfter: 12580.5,
        orderNo: 'W202610200001',
      }),
      expect.objectContaining({ txType: 'DEPOSIT', amount: 5000, balanceAfter: 15000 }),
      expect.objectContaining({ txType: 'DEPOSIT', amount: 10000, orderNo: 'D202610010001' }),
    ]);
    const november = await get<TransactionsPage>(
      '/wps/member/records/transactions?startDate=2026-11-01&endDate=2026-11-24',
    );
    expect(november.body.value).toMatchObject({ pageSize: 13, totalCount: 28, totalPages: 3 });
    expect(november.body.value?.list[0]).toMatchObject({ txType: 'BET', balanceAfter: 12580.5 });
    const wins = await get<TransactionsPage>(
      '/wps/member/records/transactions?startDate=2026-11-01&endDate=2026-11-24&txType=WIN',
    );
    expect(wins.body.value?.totalCount).toBe(10);
    expect(wins.body.value?.list.every((row) => row.txType === 'WIN' && row.amount > 0)).toBe(true);
    const bad = await get(
      '/wps/member/records/transactions?startDate=2026-11-01&endDate=2026-11-24&txType=GIFT',
    );
    expect(bad.status).toBe(400);
  });

  it('lists deposits (≤ 7 days, by state) and withdrawals with their state codes', async () => {
    const deposits = await get<DepositsPage>(
      '/wps/member/records/deposits?startDate=2026-11-18&endDate=2026-11-24',
    );
    expect(deposits.body.value?.list).toEqual([
      expect.objectContaining({
        depositId: 'D202611220001',
        depositMethod: 'QR Ph (any bank or e-wallet)',
        state: 'expired',
        stateCode: 7,
        customerBankCharge: 5,
        actualDepositDate: null,
      }),
      expect.objectContaining({ depositId: 'D202611200001', state: 'cancelled', stateCode: 3 }),
    ]);
    expect(deposits.body.value?.pageSize).toBe(8);
    const expired = await get<DepositsPage>(
      '/wps/member/records/deposits?startDate=2026-11-18&endDate=2026-11-24&state=expired',
    );
    expect(expired.body.value?.totalCount).toBe(1);
    const october = await get<DepositsPage>(
      '/wps/member/records/deposits?startDate=2026-10-01&endDate=2026-10-07',
    );
    expect(october.body.value?.list[0]).toMatchObject({
      requestedAmount: 10000,
      amount: 10000,
      state: 'approved',
      stateCode: 2,
      actualDepositDate: '2026-10-01T09:00:00.000Z',
    });
    const withdrawals = await get<WithdrawalsPage>(
      '/wps/member/records/withdrawals?startDate=2026-10-15&endDate=2026-10-21',
    );
    expect(withdrawals.body.value?.list).toEqual([
      expect.objectContaining({
        refId: 'W202610200001',
        amount: 2419.5,
        status: 'success',
        statusCode: 4,
        withdrawType: 'EW',
      }),
    ]);
    expect(withdrawals.body.value?.pageSize).toBe(14);
    const bad = await get(
      '/wps/member/records/withdrawals?startDate=2026-10-15&endDate=2026-10-21&status=approved',
    );
    expect(bad.status).toBe(400);
  });

  it('sums profit and loss per day, with totals', async () => {
    const reply = await get<ProfitLossReport>(
      '/wps/member/records/profit-loss?startDate=2026-10-26&endDate=2026-11-24',
    );
    const report = reply.body.value;
    if (!report) throw new Error(JSON.stringify(reply.body));
    expect(report.list[0]?.balanceDate).toBe('2026-11-23');
    expect(report.list.find((day) => day.balanceDate === '2026-11-03')).toEqual({
      balanceDate: '2026-11-03',
      deposit: 0,
      withdraw: 0,
      betAmount: 100,
      winAmount: 120,
      rebate: 0,
      promotion: 0,
      totalInvitationAmount: 0,
      profitAndLoss: 20,
    });
    expect(report.totals).toMatchObject({ betAmount: 5190.5, winAmount: 5190.5, profitAndLoss: 0 });
    const october = await get<ProfitLossReport>(
      '/wps/member/records/profit-loss?startDate=2026-10-01&endDate=2026-10-30',
    );
    expect(october.body.value?.totals).toMatchObject({ deposit: 15000, withdraw: 2419.5 });
    const bad = await get(
      '/wps/member/records/profit-loss?startDate=2026-10-01&endDate=2026-11-24',
    );
    expect(bad.body.errorCode).toBe(ErrorCode.requestInvalid);
  });

  it('answers the rebate rates in game type order', async () => {
    const reply = await get<RebateRates>('/wps/member/records/rebate-rates');
    expect(reply.body.value?.hasRebate).toBe(true);
    expect(reply.body.value?.list.slice(0, 3)).toEqual([
      { gameType: 'RNG', rate: 0.8 },
      { gameType: 'LIVE', rate: 0.5 },
      { gameType: 'FISH', rate: 0.6 },
    ]);
  });

  const claim = (body: unknown, headers: Record<string, string> = {}) =>
    client.call<ClaimRebateValue>('POST', '/wps/member/records/rebate', { token, body, headers });

  it('answers a day’s rebate per category and pays a claim once', async () => {
    const day = await get<RebateDay>('/wps/member/records/rebate?balanceDate=2026-11-05');
    expect(day.body.value?.claimable).toBe(true);
    expect(day.body.value?.list.find((line) => line.category === 'LIVE')).toEqual({
      category: 'LIVE',
      validBetAmount: 800,
      rate: 0.5,
      rebate: 4,
      claimed: 0,
      available: 4,
    });
    expect(day.body.value?.totalAvailable).toBe(4);

    const paid = await claim({
      balanceDate: '2026-11-05',
      claims: [{ category: 'LIVE', amount: 4 }],
    });
    expect(paid.status).toBe(200);
    expect(paid.body.value).toEqual({
      balanceDate: '2026-11-05',
      claimed: [{ category: 'LIVE', amount: 4 }],
      total: 4,
      balance: 12584.5,
    });
    const again = await claim({
      balanceDate: '2026-11-05',
      claims: [{ category: 'LIVE', amount: 4 }],
    });
    expect(again.status).toBe(400);
    expect(again.body.errorCode).toBe(ErrorCode.rebateNothingToClaim);
    const after = await get<RebateDay>('/wps/member/records/rebate?balanceDate=2026-11-05');
    expect(after.body.value?.list.find((line) => line.category === 'LIVE')).toMatchObject({
      claimed: 4,
      available: 0,
    });
    const ledger = await get<TransactionsPage>(
      '/wps/member/records/transactions?startDate=2026-11-24&endDate=2026-11-24&txType=REBATE',
    );
    expect(ledger.body.value?.list).toEqual([
      expect.objectContaining({ amount: 4, balanceAfter: 12584.5, remark: 'LIVE 2026-11-05' }),
    ]);
  });

  it('refuses bad amounts and days with clear codes, never a 500', async () => {
    const cases: [unknown, string][] = [
      [
        { balanceDate: '2026-11-18', claims: [{ category: 'LOTT', amount: 0.5 }] },
        ErrorCode.amountInvalid,
      ],
      [
        { balanceDate: '2026-11-18', claims: [{ category: 'LOTT', amount: 0.123 }] },
        ErrorCode.amountInvalid,
      ],
      [
        { balanceDate: '2026-11-18', claims: [{ category: 'LOTT', amount: -0.6 }] },
        ErrorCode.amountInvalid,
      ],
      [
        { balanceDate: '2026-11-18', claims: [{ category: 'LOTT', amount: 0 }] },
        ErrorCode.amountInvalid,
      ],
      [
        { balanceDate: '2026-11-18', claims: [{ category: 'LOTT', amount: '0.6' }] },
        ErrorCode.requestInvalid,
      ],
      [{ balanceDate: '2026-11-18', claims: [] }, ErrorCode.requestInvalid],
      [
        {
          balanceDate: '2026-11-18',
          claims: [
            { category: 'LOTT', amount: 0.6 },
            { category: 'LOTT', amount: 0.6 },
          ],
        },
        ErrorCode.requestInvalid,
      ],
      [
        { balanceDate: '2026-11-31', claims: [{ category: 'LOTT', amount: 0.6 }] },
        ErrorCode.requestInvalid,
      ],
      [
        { balanceDate: '2026-11-24', claims: [{ category: 'LOTT', amount: 0.6 }] },
        ErrorCode.rebateNothingToClaim,
      ],
      [
        { balanceDate: '2026-11-18', claims: [{ category: 'SPORTS', amount: 1 }] },
        ErrorCode.rebateNothingToClaim,
      ],
    ];
    for (const [body, errorCode] of cases) {
      const reply = await claim(body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.errorCode, JSON.stringify(body)).toBe(errorCode);
    }
    const today = await get<RebateDay>('/wps/member/records/rebate?balanceDate=2026-11-24');
    expect(today.body.value).toMatchObject({ claimable: false, totalAvailable: 0 });
    const badDay = await get('/wps/member/records/rebate?balanceDate=2026-13-01');
    expect(badDay.status).toBe(400);
  });

  it('pays concurrent claims of the same rebate once', async () => {
    const body = { balanceDate: '2026-11-18', claims: [{ category: 'LOTT', amount: 0.6 }] };
    const replies = await Promise.all([claim(body), claim(body), claim(body)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400, 400]);
    expect(
      replies.filter((reply) => reply.body.errorCode === ErrorCode.rebateNothingToClaim),
    ).toHaveLength(2);
    const ledger = await get<TransactionsPage>(
      '/wps/member/records/transactions?startDate=2026-11-24&endDate=2026-11-24&txType=REBATE',
    );
    expect(ledger.body.value?.list.map((row) => row.amount)).toEqual([0.6, 4]);
  });

  it('answers a repeated Idempotency-Key with the first result, paying once', async () => {
    const body = { balanceDate: '2026-11-10', claims: [{ category: 'PVP', amount: 1 }] };
    const headers = { 'idempotency-key': 'rebate-key-0001' };
    const [first, second] = await Promise.all([claim(body, headers), claim(body, headers)]);
    expect(first.status).toBe(200);
    expect(second.body.value).toEqual(first.body.value);
    const third = await claim(body, headers);
    expect(third.body.value).toEqual(first.body.value);
    const other = await claim({ ...body, balanceDate: '2026-11-09' }, headers);
    expect(other.body.errorCode).toBe(ErrorCode.idempotencyConflict);
    const bad = await claim(body, { 'idempotency-key': 'x' });
    expect(bad.body.errorCode).toBe(ErrorCode.requestInvalid);
    const ledger = await get<TransactionsPage>(
      '/wps/member/records/transactions?startDate=2026-11-24&endDate=2026-11-24&txType=REBATE',
    );
    expect(ledger.body.value?.totalCount).toBe(3);
  });
});
