import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ConvertPointsValue,
  PointBalance,
  PointConfig,
  PointDetailsPage,
  PointRewards,
  RedeemPointsValue,
  RedemptionsPage,
} from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { customers, pointMovements, pointRewards, walletTransactions } from '../../db/schema';
import { hashPassword } from '../../services/password';
import type { TestPlatform } from '../../testing';
import { startTestPlatform, testDatabaseKinds } from '../../testing';
import { TestClient } from '../../testing/client';

describe.each(testDatabaseKinds())('points mall on %s', (kind) => {
  let platform: TestPlatform;
  let client: TestClient;
  let token: string;
  let demoId: number;
  const now = new Date('2026-11-24T12:00:00Z');

  beforeAll(async () => {
    platform = await startTestPlatform({ kind, listen: false, now: () => now });
    client = new TestClient(platform.app);
    const reply = await client.login('demo', 'Demo1234');
    token = reply.body.value?.token ?? '';
    if (!token) throw new Error(JSON.stringify(reply.body));
    const { db } = platform.database;
    const [demo] = await db
      .update(customers)
      .set({ paymentPasswordHash: await hashPassword('135790') })
      .where(eq(customers.username, 'demo'))
      .returning();
    if (!demo) throw new Error('no demo');
    demoId = demo.id;
  });

  /** Points for the spending tests (a stored movement, as a mission reward would be). */
  async function givePoints(amount: number) {
    await platform.database.db.insert(pointMovements).values({
      customerId: demoId,
      kind: 'MISSION',
      points: amount,
      reference: `test-${String(amount)}-${String(Math.random())}`,
      createdAt: now,
    });
  }

  afterAll(() => platform.close());

  const get = <T>(url: string) => client.call<T>('GET', url, { token });
  const sealed = <T>(url: string, body: unknown, key?: string) =>
    client.sealed<T>(url, body, {
      authorization: token,
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    });
  const points = async () =>
    (await get<PointBalance>('/wps/member/points/balance')).body.value?.points ?? NaN;
  const rewards = async () =>
    (await get<PointRewards>('/wps/member/points/rewards')).body.value?.list ?? [];
  const delivery = { name: 'Juan Dela Cruz', address: '12 Rizal St, Makati', mobile: '9171234567' };
  const ledgerRows = (reference: string) =>
    platform.database.db
      .select()
      .from(walletTransactions)
      .where(
        and(eq(walletTransactions.customerId, demoId), eq(walletTransactions.reference, reference)),
      );

  it('answers the earn rules: rates per game type and deposit, the exchange rate, no expiry', async () => {
    const reply = await get<PointConfig>('/wps/member/points/config');
    expect(reply.status).toBe(200);
    const config = reply.body.value;
    expect(config?.neverExpire).toBe(true);
    expect(config?.exchangeRate).toBe(10);
    expect(config?.rates[0]).toEqual({ source: 'RNG', rate: 1 });
    expect(config?.rates.at(-1)).toEqual({ source: 'DEPOSIT', rate: 1 });
  });

  it('computes the balance from valid bets and deposits, less what was spent', async () => {
    const balance = await points();
    expect(balance).toBeGreaterThan(0);
    const details = await get<PointDetailsPage>(
      '/wps/member/points/details?startDate=2026-10-26&endDate=2026-11-24&pageSize=50',
    );
    const list = details.body.value?.list ?? [];
    expect(list.length).toBeGreaterThan(0);
    // Newest first; the first row's balance after is the balance now.
    expect(list[0]?.currentAvailBalance).toBe(balance);
    expect(new Set(list.map((row) => row.kind))).toEqual(
      expect.objectContaining({}) as Set<string>,
    );
    expect(list.some((row) => row.kind === 'REDEEM' && row.amount < 0)).toBe(true);
    expect(list.some((row) => row.kind === 'BET' && row.amount > 0)).toBe(true);
  });

  it('refuses a details range over 30 days', async () => {
    const reply = await get('/wps/member/points/details?startDate=2026-10-01&endDate=2026-11-24');
    expect(reply.status).toBe(400);
    expect(reply.body.errorCode).toBe(ErrorCode.requestInvalid);
  });

  it('lists rewards with images, inventory and prices, by type', async () => {
    const list = await rewards();
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list.every((reward) => reward.image.startsWith('/wps/assets/banners/'))).toBe(true);
    const gifts = await get<PointRewards>('/wps/member/points/rewards?type=3');
    expect(gifts.body.value?.list.every((reward) => reward.type === 3)).toBe(true);
    expect(list.some((reward) => reward.price === null && reward.mpMoneyAmount !== null)).toBe(
      true,
    );
  });

  it('shows the seeded redeem history and filters by status', async () => {
    const reply = await get<RedemptionsPage>(
      '/wps/member/points/redemptions?startDate=2026-10-26&endDate=2026-11-24',
    );
    expect(reply.body.value?.list.map((row) => row.status)).toEqual(['R', 'A']);
    const approved = await get<RedemptionsPage>(
      '/wps/member/points/redemptions?startDate=2026-10-26&endDate=2026-11-24&status=A',
    );
    expect(approved.body.value?.list).toHaveLength(1);
  });

  it('refuses a wrong payment password and a mobile number against the register rule', async () => {
    const [reward] = await rewards();
    if (!reward) throw new Error('no reward');
    const body = { rewardId: reward.id, quantity: 1, redeemType: 'P', ...delivery };
    const wrong = await sealed('/wps/member/points/redeem', { ...body, paymentPassword: '000000' });
    expect(wrong.body.errorCode).toBe(ErrorCode.paymentPasswordInvalid);
    const badMobile = await sealed('/wps/member/points/redeem', {
      ...body,
      mobile: '12345',
      paymentPassword: '135790',
    });
    expect(badMobile.body.errorCode).toBe(ErrorCode.fieldInvalid);
    expect(badMobile.body.value).toEqual({ field: 'mobile' });
    const plain = await client.call('POST', '/wps/member/points/redeem', { token, body });
    expect(plain.body.errorCode).toBe(ErrorCode.encryptionRequired);
  });

  it('gives test points', async () => {
    await givePoints(5000);
  });

  it('redeems once under 10 identical clicks with one key: in process, points and inventory taken once', async () => {
    const before = await points();
    const reward = (await rewards()).find((entry) => entry.name === '₱50 free bonus');
    if (!reward) throw new Error('no reward');
    const body = {
      rewardId: reward.id,
      quantity: 2,
      redeemType: 'P',
      paymentPassword: '135790',
      ...delivery,
    };
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        sealed<RedeemPointsValue>('/wps/member/points/redeem', body, 'redeem-key-0001'),
      ),
    );
    for (const reply of replies) expect(reply.status).toBe(200);
    const ids = new Set(replies.map((reply) => reply.body.value?.redemption.id));
    expect(ids.size).toBe(1);
    expect(replies[0]?.body.value?.redemption.status).toBe('P');
    expect(await points()).toBeCloseTo(before - 1000, 2);
    const after = (await rewards()).find((entry) => entry.id === reward.id);
    expect(after?.inventory).toBe(reward.inventory - 2);
    const history = await get<RedemptionsPage>(
      '/wps/member/points/redemptions?startDate=2026-11-24&endDate=2026-11-24&status=P',
    );
    expect(history.body.value?.list[0]).toMatchObject({
      status: 'P',
      quantity: 2,
      requiredPoint: 1000,
    });
  });

  it('without a key, 10 clicks on the last item make one redemption; the rest are out of stock', async () => {
    const reward = (await rewards()).find((entry) => entry.name === 'Live casino chip ₱100');
    if (!reward) throw new Error('no reward');
    await platform.database.db
      .update(pointRewards)
      .set({ inventory: 1 })
      .where(eq(pointRewards.id, reward.id));
    const before = await points();
    const body = {
      rewardId: reward.id,
      quantity: 1,
      redeemType: 'P',
      paymentPassword: '135790',
      ...delivery,
    };
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        sealed<RedeemPointsValue>('/wps/member/points/redeem', body),
      ),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(
      replies.filter((reply) => reply.body.errorCode === ErrorCode.rewardOutOfStock),
    ).toHaveLength(9);
    expect(await points()).toBeCloseTo(before - 1000, 2);
  });

  it('takes the money part of a points + money redemption through the ledger once', async () => {
    const reward = (await rewards()).find((entry) => entry.price === null);
    if (!reward) throw new Error('no PM reward');
    const body = {
      rewardId: reward.id,
      quantity: 1,
      redeemType: 'P',
      paymentPassword: '135790',
      ...delivery,
    };
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        sealed<RedeemPointsValue>('/wps/member/points/redeem', body, 'redeem-key-pm01'),
      ),
    );
    const value = replies[0]?.body.value;
    // PM is forced when there is no points-only price.
    expect(value?.redemption.redeemType).toBe('PM');
    expect(value?.redemption.requiredMoney).toBe(reward.mpMoneyAmount);
    const rows = await ledgerRows(`R${String(value?.redemption.id)}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.txType).toBe('POINTS_MALL');
    expect(rows[0]?.amount).toBe(-(reward.mpMoneyAmount ?? 0));
  });

  it('gives points, money and stock back once when the operator rejects a redemption', async () => {
    const reward = (await rewards()).find((entry) => entry.price === null);
    if (!reward) throw new Error('no PM reward');
    const redeemed = await sealed<RedeemPointsValue>(
      '/wps/member/points/redeem',
      {
        rewardId: reward.id,
        quantity: 1,
        redeemType: 'PM',
        paymentPassword: '135790',
        ...delivery,
      },
      'redeem-key-reject01',
    );
    const id = redeemed.body.value?.redemption.id ?? 0;
    const pointsBefore = await points();
    const decide = (decision: 'approve' | 'reject', redemptionId = id) =>
      client.call<{ status: string }>('POST', '/__dev/points/decide', {
        body: { redemptionId, decision },
      });
    const replies = await Promise.all([decide('reject'), decide('reject'), decide('approve')]);
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 404)).toHaveLength(2);
    const decided = replies.find((reply) => reply.status === 200)?.body.value?.status;
    const rows = await ledgerRows(`R${String(id)}`);
    if (decided === 'R') {
      expect(await points()).toBeCloseTo(pointsBefore + (reward.mpPointAmount ?? 0), 2);
      expect(rows.map((row) => row.amount).sort()).toEqual(
        [-(reward.mpMoneyAmount ?? 0), reward.mpMoneyAmount ?? 0].sort(),
      );
      const after = (await rewards()).find((entry) => entry.id === reward.id);
      expect(after?.inventory).toBe(reward.inventory);
    } else {
      expect(decided).toBe('A');
      expect(await points()).toBeCloseTo(pointsBefore, 2);
      expect(rows).toHaveLength(1);
    }
    const history = await get<RedemptionsPage>(
      `/wps/member/points/redemptions?startDate=2026-11-24&endDate=2026-11-24&status=${decided ?? ''}`,
    );
    expect(history.body.value?.list.map((entry) => entry.id)).toContain(id);
  });

  it('refuses a redemption beyond the points', async () => {
    const phone = (await rewards()).find((entry) => entry.name === 'Smartphone');
    if (!phone) throw new Error('no reward');
    const reply = await sealed('/wps/member/points/redeem', {
      rewardId: phone.id,
      quantity: 1,
      redeemType: 'P',
      paymentPassword: '135790',
      ...delivery,
    });
    expect(reply.body.errorCode).toBe(ErrorCode.pointsNotEnough);
  });

  it('converts points to money once: 10 clicks with a key, one ledger movement', async () => {
    const before = await points();
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        sealed<ConvertPointsValue>(
          '/wps/member/points/convert',
          { points: 50, paymentPassword: '135790' },
          'convert-key-01',
        ),
      ),
    );
    for (const reply of replies) expect(reply.status).toBe(200);
    expect(replies[0]?.body.value).toMatchObject({ points: 50, amount: 5 });
    expect(await points()).toBeCloseTo(before - 50, 2);
    const rows = await platform.database.db
      .select()
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.customerId, demoId),
          eq(walletTransactions.txType, 'POINTS_MALL'),
        ),
      );
    expect(rows.filter((row) => row.amount === 5)).toHaveLength(1);
  });

  it('without a key, 10 conversions of all the points make one', async () => {
    const all = Math.floor(await points());
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        sealed<ConvertPointsValue>('/wps/member/points/convert', {
          points: all,
          paymentPassword: '135790',
        }),
      ),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(
      replies.filter((reply) => reply.body.errorCode === ErrorCode.pointsNotEnough),
    ).toHaveLength(9);
    expect(await points()).toBeLessThan(1);
  });

  it('refuses a conversion under the minimum', async () => {
    const reply = await sealed('/wps/member/points/convert', {
      points: 5,
      paymentPassword: '135790',
    });
    expect(reply.body.errorCode).toBe(ErrorCode.amountOutOfRange);
  });
});
