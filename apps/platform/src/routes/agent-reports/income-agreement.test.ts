/**
 * My income and the contract pages (dividends, daily, hourly and real-time salary) read the same
 * ledger rows: for every kind and range, the payouts a contract page lists add up to what My income
 * shows for that kind, on the seed and after the settlement pays new windows.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomePage, PayoutsPage } from '@gaming/api/wire';
import { CONTRACT_KINDS } from '@gaming/domain/contracts';
import type { ContractKind } from '@gaming/domain/contracts';
import { centsOf } from '@gaming/domain/money';
import { bets, customers, games } from '../../db/schema';
import type { TestPlatform } from '../../testing';
import { startTestPlatform, testDatabaseKinds } from '../../testing';
import { TestClient } from '../../testing/client';

const cents = (value: number) => centsOf(value) ?? Number.NaN;
const sum = (values: number[]) => values.reduce((total, value) => total + cents(value), 0);

describe.each(testDatabaseKinds())('income and contract payouts on %s', (kind) => {
  let platform: TestPlatform;
  let client: TestClient;
  let clock = new Date('2026-11-25T04:00:00Z');
  const tokens: Record<string, string> = {};

  const login = async (username: string, password: string) => {
    const reply = await client.login(username, password);
    const token = reply.body.value?.token;
    if (!token) throw new Error(JSON.stringify(reply.body));
    tokens[username] = token;
  };

  beforeAll(async () => {
    platform = await startTestPlatform({ kind, listen: false, now: () => clock });
    client = new TestClient(platform.app);
    await login('agent1', 'Agent1234');
    await login('agent1sub', 'Member1234');
  });
  afterAll(() => platform.close());

  const get = async <T>(who: string, url: string): Promise<T> => {
    const reply = await client.call<T>('GET', url, { token: tokens[who] ?? '' });
    if (!reply.body.value) throw new Error(`${url}: ${JSON.stringify(reply.body)}`);
    return reply.body.value;
  };

  /** Every payout of a kind whose ledger row falls in the range, all pages, in cents. */
  async function payoutCents(who: string, contract: ContractKind, from: string, to: string) {
    const url = (pageNo: number) =>
      `/wps/agent/contracts/payouts?kind=${contract}&from=${from}&to=${to}&pageSize=50&pageNo=${String(pageNo)}`;
    const first = await get<PayoutsPage>(who, url(1));
    const rows = [...first.list];
    for (let page = 2; page <= first.totalPages; page++)
      rows.push(...(await get<PayoutsPage>(who, url(page))).list);
    expect(rows).toHaveLength(first.totalCount);
    expect(sum(rows.map((row) => row.amount))).toBe(cents(first.totalAmount));
    return { cents: sum(rows.map((row) => row.amount)), count: rows.length };
  }

  /** My income's rows of the range, every page, per kind: amount in cents and entries. */
  async function incomeByKind(who: string, from: string, to: string, period = 'daily') {
    const url = (pageNo: number) =>
      `/wps/agent/reports/income?from=${from}&to=${to}&period=${period}&pageSize=100&pageNo=${String(pageNo)}`;
    const first = await get<IncomePage>(who, url(1));
    const rows = [...first.list];
    for (let page = 2; page <= first.totalPages; page++)
      rows.push(...(await get<IncomePage>(who, url(page))).list);
    const byKind = new Map<string, { cents: number; count: number }>();
    for (const row of rows) {
      const key = row.kind ?? `unlinked ${row.txType}`;
      const seen = byKind.get(key) ?? { cents: 0, count: 0 };
      byKind.set(key, { cents: seen.cents + cents(row.amount), count: seen.count + row.count });
    }
    return byKind;
  }

  async function expectAgreement(who: string, from: string, to: string) {
    for (const period of ['daily', 'monthly']) {
      const income = await incomeByKind(who, from, to, period);
      // Every salary and dividend row of the seed and of the settlement is a contract's payout.
      expect(
        [...income.keys()].filter((key) => key.startsWith('unlinked')),
        period,
      ).toEqual([]);
      for (const contract of CONTRACT_KINDS) {
        const paid = await payoutCents(who, contract, from, to);
        const shown = income.get(contract) ?? { cents: 0, count: 0 };
        expect(shown, `${who} ${contract} ${from}…${to} ${period}`).toEqual(paid);
      }
    }
  }

  it('agrees on the seed, kind by kind, over a long range and day by day', async () => {
    await expectAgreement('agent1', '2026-09-26', '2026-11-24');
    await expectAgreement('agent1sub', '2026-09-26', '2026-11-24');
    for (const day of ['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'])
      await expectAgreement('agent1', day, day);
    // The seed pays agent1 every kind of contract it holds, so the comparison is not of zeros.
    for (const contract of CONTRACT_KINDS) {
      const paid = await payoutCents('agent1', contract, '2026-09-26', '2026-11-24');
      expect(paid.count, contract).toBeGreaterThan(0);
    }
    expect((await payoutCents('agent1sub', 'dividend', '2026-09-26', '2026-11-24')).count).toBe(
      (await incomeByKind('agent1sub', '2026-09-26', '2026-11-24')).get('dividend')?.count,
    );
  });

  it('agrees after the settlement pays new windows', async () => {
    const { db } = platform.database;
    const [member] = await db.select().from(customers).where(eq(customers.username, 'player02'));
    const [game] = await db.select().from(games).limit(1);
    if (!member || !game) throw new Error('no member or game');
    // Two bets late on the 25th (Manila), after the seed's last day: every salary kind earns.
    for (const [at, amount] of [
      ['2026-11-25T15:10:00Z', 3_000],
      ['2026-11-25T15:20:00Z', 1_200],
    ] as const) {
      await db.insert(bets).values({
        customerId: member.id,
        nodeId: game.nodeId,
        gameCode: game.gameCode,
        gameName: game.gameName,
        vassalage: game.vassalage,
        gameType: game.gameType,
        betAmount: amount,
        validBetAmount: amount,
        winAmount: 0,
        seed: 'income-agreement',
        createdAt: new Date(at),
      });
    }
    const moveClock = async (to: string) => {
      clock = new Date(to);
      await login('agent1', 'Agent1234'); // the clock moved past the session's life
      await login('agent1sub', 'Member1234');
    };
    // 11:40 PM on the 25th: the real-time windows are paid, that day.
    await moveClock('2026-11-25T15:40:00Z');
    const before = await incomeByKind('agent1', '2026-11-25', '2026-11-25');
    expect(await platform.settlement.runDue()).toBeGreaterThan(0);
    const late = await incomeByKind('agent1', '2026-11-25', '2026-11-25');
    expect(late.get('realtime')?.cents ?? 0).toBeGreaterThan(before.get('realtime')?.cents ?? 0);
    await expectAgreement('agent1', '2026-11-25', '2026-11-25');
    // 12:30 AM on the 26th: the hour and the day are over, paid on the 26th.
    await moveClock('2026-11-25T16:30:00Z');
    expect(await platform.settlement.runDue()).toBeGreaterThan(0);
    const next = await incomeByKind('agent1', '2026-11-26', '2026-11-26');
    for (const contract of ['daily', 'hourly'] as const)
      expect(next.get(contract)?.cents ?? 0, contract).toBeGreaterThan(0);
    await expectAgreement('agent1', '2026-11-25', '2026-11-26');
    await expectAgreement('agent1', '2026-11-25', '2026-11-25');
    await expectAgreement('agent1', '2026-09-26', '2026-11-26');
    await expectAgreement('agent1sub', '2026-09-26', '2026-11-26');
  });
});
