/**
 * What a decided or overdue payment order leaves behind, on PGlite and PostgreSQL: a method's
 * "give away x%" credited as its own ledger row beside the deposit; deposits past their time that
 * end as expired (by reading, the simulated operator or the sweeper) so none stays "in progress";
 * and the withdraw and deposit pages' lists that say what became of an order once it is decided.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DepositOrder,
  DepositSettings,
  DepositsPage,
  MemberCentreSummary,
  TransactionsPage,
  WithdrawOrder,
  WithdrawSettings,
} from '@gaming/api/wire';
import { paymentOrders, walletTransactions } from '../../db/schema';
import { sweepExpired } from '../../services/sweeper';
import type { TestPlatform } from '../../testing';
import { startTestPlatform, testDatabaseKinds } from '../../testing';
import { TestClient } from '../../testing/client';
import { DEMO_BDO_ACCOUNT } from '../../testing/withdraw-accounts';

/** BDO bank transfer in the seed: "give away 2%", no fee, no promotion. */
const BANK_TRANSFER = 6;
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds())('payment outcomes on %s', (kind) => {
  let platform: TestPlatform;
  let client: TestClient;
  let clock = new Date('2026-11-27T04:00:00Z');
  let token: string;

  const signIn = async () => {
    token = await client.loginToken('demo', 'Demo1234');
  };

  beforeAll(async () => {
    platform = await startTestPlatform({ kind, listen: false, now: () => clock });
    client = new TestClient(platform.app);
    await signIn();
  });
  afterAll(() => platform.close());

  /** Moves the clock on; a session idle that long has ended, so the member signs in again. */
  const later = async (ms: number) => {
    clock = new Date(clock.getTime() + ms);
    await signIn();
  };
  const get = async <T>(url: string) => (await client.call<T>('GET', url, { token })).body.value;
  const balance = async () => (await get<{ balance: number }>('/wps/v2/wallets/balance'))?.balance;
  const depositSettings = () => get<DepositSettings>('/wps/member/deposit/settings');
  const openDeposits = () => get<DepositOrder[]>('/wps/member/deposit/orders');
  const summary = () => get<MemberCentreSummary>('/wps/member/centre/summary');
  const paidBankTransfer = async (amount: number) => {
    const created = await client.call<DepositOrder>('POST', '/wps/member/deposit', {
      token,
      body: { channelId: BANK_TRANSFER, amount },
    });
    const orderNo = created.body.value?.orderNo ?? '';
    await client.call('POST', `/wps/member/deposit/orders/${orderNo}/paid`, { token });
    return { order: created.body.value, orderNo };
  };

  it('ends the seeded deposit that waited past its review window: nothing stays in progress', async () => {
    // The seed's deposit was paid on Nov 1 and never decided; a day later it was over.
    expect((await depositSettings())?.inProgressCashInCount).toBe(0);
    expect(await openDeposits()).toEqual([]);
    expect(await summary()).toMatchObject({ pendingDepositCount: 0 });
    const record = await get<DepositsPage>(
      '/wps/member/records/deposits?startDate=2026-11-01&endDate=2026-11-01',
    );
    expect(record?.list.find((row) => row.depositId === 'D20261101000001')?.state).toBe('expired');
  });

  it('credits a ₱1,000 bank transfer with its 2% give-away: two ledger rows, the balance up 1,020', async () => {
    const before = (await balance()) ?? 0;
    const { order, orderNo } = await paidBankTransfer(1_000);
    // What the deposit page shows before sending is what the order says it will credit.
    expect(order).toMatchObject({ amount: 1_000, fee: 0, bonus: 0, giveAway: 20 });

    const decided = await client.call<{ status: string }>('POST', '/__dev/payments/decide', {
      body: { orderNo, decision: 'approve' },
    });
    expect(decided.body.value?.status).toBe('approved');
    expect(await balance()).toBeCloseTo(before + 1_020, 2);

    const rows = await platform.database.db
      .select({
        txType: walletTransactions.txType,
        amount: walletTransactions.amount,
        balanceAfter: walletTransactions.balanceAfter,
        createdAt: walletTransactions.createdAt,
      })
      .from(walletTransactions)
      .where(eq(walletTransactions.reference, orderNo))
      .orderBy(asc(walletTransactions.id));
    expect(rows.map((row) => [row.txType, row.amount])).toEqual([
      ['DEPOSIT', 1_000],
      ['DEPOSIT_GIVE_AWAY', 20],
    ]);
    expect(rows[1]?.balanceAfter).toBeCloseTo(before + 1_020, 2);
    expect(rows[0]?.createdAt.getTime()).toBe(rows[1]?.createdAt.getTime());

    // The account record lists the give-away by its own type, and the live notice says it came.
    const day = clock.toISOString().slice(0, 10);
    const record = await get<TransactionsPage>(
      `/wps/member/records/transactions?startDate=${day}&endDate=${day}&txType=DEPOSIT_GIVE_AWAY`,
    );
    expect(record?.list).toEqual([
      expect.objectContaining({ txType: 'DEPOSIT_GIVE_AWAY', amount: 20, orderNo }),
    ]);
    // The deposit page says what became of it.
    expect((await depositSettings())?.recentOrders[0]).toMatchObject({
      orderNo,
      status: 'approved',
      amount: 1_000,
      giveAway: 20,
    });
  });

  it('counts the give-away once in the turnover a withdrawal needs, like the deposit', async () => {
    const settings = await get<WithdrawSettings>('/wps/member/withdraw/settings');
    const credited = await platform.database.db
      .select({ amount: walletTransactions.amount })
      .from(walletTransactions)
      .where(eq(walletTransactions.txType, 'DEPOSIT_GIVE_AWAY'));
    expect(credited).toHaveLength(1);
    // The seed's deposits are older than the 30-day window: only today's 1,000 + 20.
    expect(settings?.turnover.required).toBe(1_020);
  });

  it('expires a paid deposit the operator never decides after its review window of a day', async () => {
    await client.call('POST', '/__dev/settings', {
      // The operator would decide it in three days: too late, the review window is one.
      body: { settings: { payments: { operatorDelaySeconds: (3 * DAY_MS) / 1000 } } },
    });
    const { orderNo } = await paidBankTransfer(500);
    expect((await depositSettings())?.inProgressCashInCount).toBe(1);
    await later(DAY_MS - 1000);
    expect((await openDeposits())?.map((order) => order.status)).toEqual(['pending']);
    expect(await summary()).toMatchObject({ pendingDepositCount: 1 });

    await later(2000);
    // The sweeper ends it without anyone reading it first.
    await sweepExpired(platform.database.db, clock);
    const [swept] = await platform.database.db
      .select({ status: paymentOrders.status })
      .from(paymentOrders)
      .where(eq(paymentOrders.orderNo, orderNo));
    expect(swept?.status).toBe('expired');
    expect(await openDeposits()).toEqual([]);
    expect(await summary()).toMatchObject({ pendingDepositCount: 0 });
    const settings = await depositSettings();
    expect(settings?.inProgressCashInCount).toBe(0);
    expect(settings?.recentOrders[0]).toMatchObject({ orderNo, status: 'expired' });
    // Too late for the operator: an expired order is not decided any more.
    const decided = await client.call('POST', '/__dev/payments/decide', {
      body: { orderNo, decision: 'approve' },
    });
    expect(decided.status).toBe(409);
  });

  it('an unread deposit past its time ends as expired on the operator’s round too', async () => {
    const { orderNo } = await paidBankTransfer(700);
    await later(DAY_MS + 1000);
    expect(await platform.operator.runDue()).toBeGreaterThanOrEqual(1);
    const settings = await depositSettings();
    expect(settings?.recentOrders.find((order) => order.orderNo === orderNo)?.status).toBe(
      'expired',
    );
  });

  it('lists a withdrawal on the withdraw page as held, then as paid once the operator pays it', async () => {
    await client.sealed('/wps/member/withdraw/accounts', DEMO_BDO_ACCOUNT, {
      authorization: token,
    });
    const held = await client.sealed<WithdrawOrder>(
      '/wps/member/withdraw',
      { amount: 500, accountId: 1, paymentPassword: '135790' },
      { authorization: token },
    );
    const orderNo = held.body.value?.orderNo ?? '';
    expect(orderNo).toMatch(/^W/);
    const whileHeld = await get<WithdrawSettings>('/wps/member/withdraw/settings');
    expect(whileHeld?.orders[0]).toMatchObject({
      orderNo,
      status: 'processing',
      amount: 500,
      receive: 500,
      accountName: 'BDO Unibank ••••••••9012',
      receipt: null,
    });
    await client.call('POST', '/__dev/payments/decide', {
      body: { orderNo, decision: 'approve' },
    });
    const paid = await get<WithdrawSettings>('/wps/member/withdraw/settings');
    expect(paid?.orders[0]).toMatchObject({ orderNo, status: 'success', receipt: 'waiting' });
    expect(await summary()).toMatchObject({ pendingWithdrawCount: 0 });
  });
});
