import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ClaimRecord,
  ClaimValue,
  NewbieReward,
  PromotionsPage,
  RescueState,
  RewardCounts,
  RewardTicket,
  SignInCalendar,
  TicketResult,
} from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import {
  bets,
  customers,
  paymentOrders,
  pointMovements,
  walletTransactions,
} from '../../db/schema';
import type { TestPlatform } from '../../testing';
import { startTestPlatform, testDatabaseKinds } from '../../testing';
import { TestClient } from '../../testing/client';

describe.each(testDatabaseKinds())('promotions and rewards on %s', (kind) => {
  let platform: TestPlatform;
  let client: TestClient;
  let token: string;
  let demoId: number;
  // Tuesday 24 November 2026, 20:00 in Manila.
  const now = new Date('2026-11-24T12:00:00Z');
  // One platform per database kind: a second one would reset the shared PostgreSQL database, so a
  // test that needs another day moves this clock and puts it back.
  let clock = now;

  beforeAll(async () => {
    platform = await startTestPlatform({ kind, listen: false, now: () => clock });
    client = new TestClient(platform.app);
    const reply = await client.login('demo', 'Demo1234');
    token = reply.body.value?.token ?? '';
    if (!token) throw new Error(JSON.stringify(reply.body));
    const [demo] = await platform.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.username, 'demo'));
    demoId = demo?.id ?? 0;
  });
  afterAll(() => platform.close());

  const get = <T>(url: string) => client.call<T>('GET', url, { token });
  const postTo = <T>(url: string, body?: unknown, key?: string) =>
    client.call<T>('POST', url, {
      token,
      ...(body === undefined ? {} : { body }),
      ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }),
    });

  /** PROMOTION movements of demo on the ledger. */
  async function promotionMovements() {
    return platform.database.db
      .select()
      .from(walletTransactions)
      .where(
        and(eq(walletTransactions.customerId, demoId), eq(walletTransactions.txType, 'PROMOTION')),
      );
  }

  /** Ten identical requests at once, half with one key: exactly one is paid. */
  async function paidOnce(url: string, body?: unknown) {
    const before = (await promotionMovements()).length;
    const key = crypto.randomUUID();
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        postTo<ClaimValue>(url, body, index % 2 === 0 ? key : undefined),
      ),
    );
    const after = await promotionMovements();
    expect(after.length - before).toBe(1);
    const ok = replies.filter((reply) => reply.body.success);
    // The keyed requests answer the first one's result; the others are refused as claimed.
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const reply of replies.filter((r) => !r.body.success))
      expect(reply.body.errorCode).toBe(ErrorCode.rewardClaimed);
    return ok[0]?.body.value;
  }

  it('lists promotions by category for a visitor, with go-to types and no member status', async () => {
    const reply = await client.call<PromotionsPage>('GET', '/wps/promotions');
    const page = reply.body.value;
    expect(page?.categories).toEqual([
      'rng',
      'live',
      'pvp',
      'sport',
      'fish',
      'lotto',
      'rebate',
      'deposit',
      'new_player',
      'other',
    ]);
    expect(page?.list.filter((p) => p.category === 'deposit').map((p) => p.promotionType)).toEqual([
      'FIRST_DEPOSIT',
      'DEPOSIT',
    ]);
    const worldCup = page?.list.find((p) => p.title === 'World Cup predictor');
    expect(worldCup).toMatchObject({ manual: true, status: 'coming_soon' });
    expect(page?.list.find((p) => p.title === 'Slots weekend cashback')?.status).toBeNull();
  });

  it('applies for a manual promotion once and claims an issued one once under double clicks', async () => {
    const page = (await get<PromotionsPage>('/wps/promotions')).body.value;
    const live = page?.list.find((p) => p.title === 'Live casino winning streak');
    const slots = page?.list.find((p) => p.title === 'Slots weekend cashback');
    expect(slots?.status).toBe('issued');
    expect(live?.status).toBeNull();
    const applied = await postTo('/wps/promotions/apply', { promotionId: live?.id });
    expect(applied.body).toMatchObject({ success: true, value: { status: 'applying' } });
    const again = await postTo('/wps/promotions/apply', { promotionId: live?.id });
    expect(again.body.errorCode).toBe(ErrorCode.promotionApplied);
    const notIssued = await postTo('/wps/promotions/claim', { promotionId: live?.id });
    expect(notIssued.body.errorCode).toBe(ErrorCode.promotionNotIssued);
    // The operator (a development route) rejects it: a rejected application pays nothing.
    const decided = await client.call('POST', '/__dev/promotions/decide', {
      body: { username: 'demo', promotionId: live?.id, decision: 'reject' },
    });
    expect(decided.body).toMatchObject({ success: true, value: { status: 'rejected' } });
    const again2 = await client.call('POST', '/__dev/promotions/decide', {
      body: { username: 'demo', promotionId: live?.id, decision: 'issue' },
    });
    expect(again2.status).toBe(409);
    const rejected = await postTo('/wps/promotions/claim', { promotionId: live?.id });
    expect(rejected.body.errorCode).toBe(ErrorCode.promotionNotIssued);

    const before = (await promotionMovements()).length;
    const key = crypto.randomUUID();
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        postTo<ClaimValue>(
          '/wps/promotions/claim',
          { promotionId: slots?.id },
          index % 2 === 0 ? key : undefined,
        ),
      ),
    );
    expect((await promotionMovements()).length - before).toBe(1);
    expect(replies.filter((r) => r.body.success).length).toBeGreaterThanOrEqual(1);
    expect(replies.find((r) => r.body.success)?.body.value).toMatchObject({ amount: 88 });
    const after = (await get<PromotionsPage>('/wps/promotions')).body.value;
    expect(after?.list.find((p) => p.id === slots?.id)?.status).toBe('claimed');
    expect(after?.list.find((p) => p.id === live?.id)?.status).toBe('rejected');
  });

  it('pays the raffle once while it runs', async () => {
    const page = (await get<PromotionsPage>('/wps/promotions')).body.value;
    const raffle = page?.list.find((p) => p.raffle);
    expect(raffle?.status).toBeNull();
    const paid = await paidOnce('/wps/relay/MCS2_claimRafflePromotion', {
      promotionId: raffle?.id,
    });
    expect(paid).toMatchObject({ amount: 18 });
  });

  it('counts claimable rewards for the badge', async () => {
    const counts = (await get<RewardCounts>('/wps/rewards/counts')).body.value;
    expect(counts).toMatchObject({
      LOGIN: { enabled: true, count: 1 },
      MANUAL: { count: 0 },
      RAFFLE: { count: 0 },
      TICKET: { count: 5 },
    });
    expect(counts?.total).toBe(
      (counts?.LOGIN.count ?? 0) + (counts?.REGISTER.count ?? 0) + (counts?.SAVIOR.count ?? 0) + 5,
    );
  });

  it('claims today’s sign-in once; a day that needs a deposit waits for one', async () => {
    const calendar = (await get<SignInCalendar>('/wps/rewards/sign-in')).body.value;
    expect(calendar?.days.map((d) => d.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(calendar?.days.find((d) => d.isToday)).toMatchObject({ dayNo: 2, amount: 5 });
    expect(calendar?.claimable).toBe(true);
    const paid = await paidOnce('/wps/rewards/sign-in');
    expect(paid).toMatchObject({ amount: 5 });
    const after = (await get<SignInCalendar>('/wps/rewards/sign-in')).body.value;
    expect(after?.days.find((d) => d.isToday)?.hasClaimed).toBe(true);
    expect(after?.claimable).toBe(false);
  });

  it('asks for the day’s deposit on a deposit day (Friday), then pays once it is approved', async () => {
    const friday = new Date('2026-11-27T04:00:00Z');
    clock = friday;
    try {
      const login = await client.login('demo', 'Demo1234');
      const fridayToken = login.body.value?.token ?? '';
      const refused = await client.call('POST', '/wps/rewards/sign-in', { token: fridayToken });
      expect(refused.body.errorCode).toBe(ErrorCode.claimDepositRequired);
      await platform.database.db.insert(paymentOrders).values({
        customerId: demoId,
        kind: 'deposit',
        method: 'BANK',
        amount: 100,
        status: 'approved',
        createdAt: friday,
        decidedAt: friday,
      });
      const calendar = await client.call<SignInCalendar>('GET', '/wps/rewards/sign-in', {
        token: fridayToken,
      });
      expect(calendar.body.value).toMatchObject({ depositToday: 100, claimable: true });
      const paid = await client.call<ClaimValue>('POST', '/wps/rewards/sign-in', {
        token: fridayToken,
      });
      expect(paid.body.value).toMatchObject({ amount: 18 });
    } finally {
      clock = now;
      const again = await client.login('demo', 'Demo1234');
      token = again.body.value?.token ?? '';
    }
  });

  it('pays newbie rewards whose profile fields are met, once', async () => {
    await platform.database.db
      .update(customers)
      .set({ mobileVerified: true, emailVerified: false })
      .where(eq(customers.id, demoId));
    const list = (await get<NewbieReward[]>('/wps/rewards/newbie')).body.value ?? [];
    expect(list.map((r) => [r.name, r.claimable])).toEqual([
      ['Bind your mobile number', true],
      ['Bind your email', false],
      ['Complete your profile', false],
    ]);
    expect(list[2]?.requires).toEqual([
      { field: 'mobileBound', met: true },
      { field: 'emailBound', met: false },
      { field: 'realName', met: false },
    ]);
    const unmet = await postTo('/wps/rewards/newbie', { rewardId: list[1]?.id });
    expect(unmet.body.errorCode).toBe(ErrorCode.promClaimReqField);
    expect(await paidOnce('/wps/rewards/newbie', { rewardId: list[0]?.id })).toMatchObject({
      amount: 8,
    });
  });

  it('pays the rescue of yesterday’s net loss by tier, once a day', async () => {
    const empty = (await get<RescueState>('/wps/rewards/rescue')).body.value;
    expect(empty).toMatchObject({ date: '2026-11-23', claimable: false, reward: null });
    const refused = await postTo('/wps/rewards/rescue');
    expect(refused.body.errorCode).toBe(ErrorCode.promClaimReqField);
    const [played] = await platform.database.db
      .select()
      .from(bets)
      .where(eq(bets.customerId, demoId))
      .limit(1);
    if (!played) throw new Error('demo has no bets');
    const { id: _id, ...copy } = played;
    await platform.database.db.insert(bets).values({
      ...copy,
      orderNo: null,
      betAmount: 1500,
      validBetAmount: 1500,
      winAmount: 200,
      createdAt: new Date('2026-11-23T05:00:00Z'),
    });
    const state = (await get<RescueState>('/wps/rewards/rescue')).body.value;
    expect(state).toMatchObject({ netLoss: 1360, reward: 38, claimable: true });
    expect(await paidOnce('/wps/rewards/rescue')).toMatchObject({ amount: 38 });
  });

  it('redeems a promo code once per member; an unknown or expired code is refused', async () => {
    const bad = await postTo('/wps/rewards/promo-code', { promoCode: 'NOPE1234' });
    expect(bad.body.errorCode).toBe(ErrorCode.promoCodeInvalid);
    const old = await postTo('/wps/rewards/promo-code', { promoCode: 'old2020' });
    expect(old.body.errorCode).toBe(ErrorCode.promoCodeInvalid);
    expect(await paidOnce('/wps/rewards/promo-code', { promoCode: 'welcome88' })).toMatchObject({
      amount: 88,
    });
  });

  it('opens a ticket once; the platform decides the prize', async () => {
    const tickets = (await get<RewardTicket[]>('/wps/rewards/tickets')).body.value ?? [];
    expect(tickets.map((t) => t.ticketType).sort()).toEqual([
      'CASH_VOUCHER',
      'GIFT_CODE',
      'GOLDEN_EGG',
      'PRIZE_WHEEL',
      'RAFFLE',
    ]);
    const voucher = tickets.find((t) => t.ticketType === 'CASH_VOUCHER');
    const before = (await promotionMovements()).length;
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        postTo<TicketResult>('/wps/rewards/tickets/open', { ticketId: voucher?.id }),
      ),
    );
    expect((await promotionMovements()).length - before).toBe(1);
    expect(replies.filter((r) => r.body.success)).toHaveLength(1);
    expect(replies.find((r) => r.body.success)?.body.value).toMatchObject({
      prize: 'MONEY',
      amount: 50,
    });
    const gift = tickets.find((t) => t.ticketType === 'GIFT_CODE');
    const opened = await postTo<TicketResult>('/wps/rewards/tickets/open', { ticketId: gift?.id });
    expect(opened.body.value?.prize).toBe('MERCHANDISE');
    expect(opened.body.value?.productName).toMatch(/^GIFT-\d{6}$/);
    const left = (await get<RewardTicket[]>('/wps/rewards/tickets')).body.value ?? [];
    expect(left).toHaveLength(3);
  });

  it('puts a drawn prize where it says: points in the points balance, money in the wallet', async () => {
    const tickets = (await get<RewardTicket[]>('/wps/rewards/tickets')).body.value ?? [];
    for (const ticket of tickets) {
      const moneyBefore = (await promotionMovements()).length;
      const reply = await postTo<TicketResult>('/wps/rewards/tickets/open', {
        ticketId: ticket.id,
      });
      const result = reply.body.value;
      if (!result) throw new Error(JSON.stringify(reply.body));
      const points = await platform.database.db
        .select()
        .from(pointMovements)
        .where(eq(pointMovements.reference, `T${String(ticket.id)}`));
      const moneyRows = (await promotionMovements()).length - moneyBefore;
      if (result.prize === 'POINT') {
        expect(result.amount).toBeGreaterThanOrEqual(10);
        expect(points.map((row) => [row.kind, row.points])).toEqual([['TICKET', result.amount]]);
        expect(moneyRows).toBe(0);
      } else {
        expect(points).toHaveLength(0);
        expect(moneyRows).toBe(result.prize === 'MONEY' ? 1 : 0);
      }
    }
  });

  it('lists the claim history within 90 days', async () => {
    const history = await get<ClaimRecord[]>(
      '/wps/rewards/history?startDate=2026-11-01&endDate=2026-11-24',
    );
    const kinds = new Set(history.body.value?.map((r) => r.kind));
    expect(kinds).toEqual(
      new Set(['MANUAL', 'RAFFLE', 'LOGIN', 'REGISTER', 'SAVIOR', 'PROMO_CODE', 'TICKET']),
    );
    const tooLong = await get('/wps/rewards/history?startDate=2026-01-01&endDate=2026-11-24');
    expect(tooLong.body.errorCode).toBe(ErrorCode.requestInvalid);
  });

  it('refuses the reward centre to a visitor', async () => {
    const reply = await client.call('GET', '/wps/rewards/counts');
    expect(reply.body.success).toBe(false);
  });
});
