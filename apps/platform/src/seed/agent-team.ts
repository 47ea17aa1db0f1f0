/**
 * The agent centre's team (seed/accounts.ts builds the tree): rebate rates (agent1 2 %, its
 * sub-agent 1.5 %, members below), agent1's payment password (`246810`) for transfers and red
 * envelopes, two invitation links with visits and the accounts they brought, and activity in the
 * tree through the ledger (deposits with their orders, bets and wins) so the overview shows real
 * figures. The activity is on three members of the team's own (`teamplay01`…`03`, password
 * `Member1234`), so no other seeded account's balance or history changes.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { affiliateLinks, bets, customers, games, paymentOrders, teamAccounts } from '../db/schema';
import { post } from '../services/ledger';
import { hashPassword } from '../services/password';

/** agent1's payment password (6 digits, the seed rule). */
export const SEED_AGENT_PAYMENT_PASSWORD = '246810';

interface Activity {
  username: string;
  at: string;
  deposit?: number;
  bet?: { vassalage: string; amount: number; win: number };
}

const ACTIVITY: readonly Activity[] = [
  { username: 'teamplay01', at: '2026-10-30T02:00:00Z', deposit: 3_000 },
  {
    username: 'teamplay01',
    at: '2026-10-30T03:00:00Z',
    bet: { vassalage: 'NOVA_REELS', amount: 400, win: 250 },
  },
  { username: 'teamplay02', at: '2026-11-04T11:00:00Z', deposit: 1_500 },
  {
    username: 'teamplay02',
    at: '2026-11-04T12:00:00Z',
    bet: { vassalage: 'GOLDEN_LOTUS_LIVE', amount: 600, win: 1_140 },
  },
  { username: 'teamplay03', at: '2026-11-09T05:00:00Z', deposit: 2_000 },
  {
    username: 'teamplay03',
    at: '2026-11-09T06:00:00Z',
    bet: { vassalage: 'CARD_DUEL_ARENA', amount: 800, win: 0 },
  },
  { username: 'teamplay01', at: '2026-11-17T09:00:00Z', deposit: 1_000 },
  {
    username: 'teamplay01',
    at: '2026-11-17T10:00:00Z',
    bet: { vassalage: 'NOVA_REELS', amount: 300, win: 90 },
  },
  { username: 'teamplay03', at: '2026-11-21T13:00:00Z', deposit: 5_000 },
  {
    username: 'teamplay03',
    at: '2026-11-21T14:00:00Z',
    bet: { vassalage: 'DEEP_BLUE_FISHING', amount: 1_200, win: 1_560 },
  },
  {
    username: 'teamplay02',
    at: '2026-11-24T01:00:00Z',
    bet: { vassalage: 'NOVA_REELS', amount: 150, win: 0 },
  },
];

/** The team's own members: two below agent1, one below its sub-agent, registered in the window. */
const TEAM_MEMBERS = [
  { username: 'teamplay01', parent: 'agent1', at: '2026-10-29T03:00:00Z' },
  { username: 'teamplay02', parent: 'agent1', at: '2026-11-03T05:00:00Z' },
  { username: 'teamplay03', parent: 'agent1sub', at: '2026-11-08T07:00:00Z' },
] as const;

export async function seedAgentTeam(db: Database, merchantCode: string): Promise<void> {
  const parents = await db
    .select({ id: customers.id, username: customers.username })
    .from(customers)
    .where(
      and(
        eq(customers.merchantCode, merchantCode),
        inArray(customers.username, ['agent1', 'agent1sub']),
      ),
    );
  const passwordHash = await hashPassword('Member1234');
  await db.insert(customers).values(
    TEAM_MEMBERS.map((m, i) => ({
      merchantCode,
      username: m.username,
      passwordHash,
      nickname: `Team Player ${String(i + 1)}`,
      isAgent: 0,
      parentId: parents.find((p) => p.username === m.parent)?.id ?? null,
      createdAt: new Date(m.at),
      passwordChangedAt: new Date(m.at),
      lastLoginAt: new Date('2026-11-21T12:00:00Z'),
    })),
  );
  const rows = await db
    .select({ id: customers.id, username: customers.username })
    .from(customers)
    .where(eq(customers.merchantCode, merchantCode));
  const id = (username: string): number => {
    const row = rows.find((r) => r.username === username);
    if (!row) throw new Error(`seed account ${username} missing`);
    return row.id;
  };
  await db
    .update(customers)
    .set({ paymentPasswordHash: await hashPassword(SEED_AGENT_PAYMENT_PASSWORD) })
    .where(eq(customers.id, id('agent1')));

  const links = await db
    .insert(affiliateLinks)
    .values([
      {
        merchantCode,
        agentId: id('agent1'),
        code: 'AG1001',
        type: 'member' as const,
        visits: 48,
        createdAt: new Date('2026-01-15T08:00:00Z'),
      },
      {
        merchantCode,
        agentId: id('agent1'),
        code: 'AG1002',
        type: 'agent' as const,
        visits: 12,
        createdAt: new Date('2026-02-01T08:00:00Z'),
      },
      {
        merchantCode,
        agentId: id('agent1sub'),
        code: 'AS2001',
        type: 'member' as const,
        visits: 9,
        createdAt: new Date('2026-03-01T08:00:00Z'),
      },
    ])
    .returning({ id: affiliateLinks.id, code: affiliateLinks.code });
  const link = (code: string) => links.find((l) => l.code === code)?.id ?? null;

  const members = ['player01', 'player02', 'player03', 'player04', 'player05', 'player06'];
  await db.insert(teamAccounts).values([
    { customerId: id('agent1'), rebateRate: 2 },
    {
      customerId: id('agent1sub'),
      rebateRate: 1.5,
      linkId: link('AG1002'),
      remark: 'Team lead, north',
    },
    { customerId: id('demo'), rebateRate: 1 },
    ...members.map((username, i) => ({
      customerId: id(username),
      rebateRate: 0.8,
      linkId: i < 4 ? link('AG1001') : null,
    })),
    { customerId: id('teamplay01'), rebateRate: 0.8, linkId: link('AG1001') },
    { customerId: id('teamplay02'), rebateRate: 0.8, linkId: link('AG1001') },
    { customerId: id('teamplay03'), rebateRate: 0.5, linkId: link('AS2001') },
    ...['player07', 'player08', 'player09', 'player10'].map((username, i) => ({
      customerId: id(username),
      rebateRate: 0.5,
      linkId: i < 2 ? link('AS2001') : null,
    })),
  ]);

  const seededGames = await db
    .select({
      nodeId: games.nodeId,
      gameCode: games.gameCode,
      gameName: games.gameName,
      vassalage: games.vassalage,
      gameType: games.gameType,
    })
    .from(games)
    .where(
      inArray(games.vassalage, [
        ...new Set(ACTIVITY.flatMap((a) => (a.bet ? [a.bet.vassalage] : []))),
      ]),
    )
    .orderBy(asc(games.nodeId));
  let order = 1;
  for (const activity of ACTIVITY) {
    const customerId = id(activity.username);
    const at = new Date(activity.at);
    if (activity.deposit !== undefined) {
      const orderNo = `D2026AT${String(order++).padStart(4, '0')}`;
      await db.insert(paymentOrders).values({
        orderNo,
        customerId,
        kind: 'deposit',
        amount: activity.deposit,
        requestedAmount: activity.deposit,
        status: 'approved',
        method: 'GCASH',
        createdAt: at,
        decidedAt: at,
      });
      await post(db, {
        customerId,
        type: 'DEPOSIT',
        cents: activity.deposit * 100,
        reference: orderNo,
        at,
      });
    }
    if (activity.bet) {
      const { vassalage, amount, win } = activity.bet;
      const game = seededGames.find((g) => g.vassalage === vassalage);
      if (!game) throw new Error(`no game of ${vassalage}`);
      await post(db, {
        customerId,
        type: 'BET',
        cents: -amount * 100,
        reference: game.gameCode,
        at,
      });
      if (win > 0)
        await post(db, { customerId, type: 'WIN', cents: win * 100, reference: game.gameCode, at });
      await db.insert(bets).values({
        customerId,
        nodeId: game.nodeId,
        gameCode: game.gameCode,
        gameName: game.gameName,
        vassalage,
        gameType: game.gameType,
        betAmount: amount,
        validBetAmount: amount,
        winAmount: win,
        seed: '',
        status: win > 0 ? 'win' : 'lose',
        settledAt: at,
        createdAt: at,
      });
    }
  }
}
