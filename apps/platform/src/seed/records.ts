/**
 * The member demo's records beyond its slot spins: bets of every kind the betting record shows
 * (live, fishing, PVP, sports with selection, odds, event and status, lottery with its status codes),
 * each with its BET and WIN ledger rows through the ledger, so balances after chain and the final
 * balance stays what the account's history says; and the payment orders behind its deposits and
 * withdrawals. The bets win back exactly what they stake, so demo's balance is unchanged.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { centsOf } from '@gaming/domain/money';
import type { Database } from '../db/client';
import {
  bets,
  customers,
  depositChannels,
  games,
  paymentOrders,
  walletTransactions,
} from '../db/schema';
import { post } from '../services/ledger';
import { SEED_ACCOUNTS } from './accounts';

interface SeedBet {
  vassalage: string;
  at: string;
  bet: number;
  win: number;
  /** Valid bet when it is not the whole bet (a refund counts nothing). */
  valid?: number;
  status: string;
  settled?: boolean;
  selection?: string;
  odds?: number;
  eventName?: string;
}

/** Won and lost in equal measure: the sum of `win − bet` is 0. */
const SEED_BETS: readonly SeedBet[] = [
  { vassalage: 'NOVA_REELS', at: '2026-11-03T02:00:00Z', bet: 50, win: 120, status: 'win' },
  { vassalage: 'NOVA_REELS', at: '2026-11-03T02:05:00Z', bet: 50, win: 0, status: 'lose' },
  { vassalage: 'GOLDEN_LOTUS_LIVE', at: '2026-11-05T12:00:00Z', bet: 500, win: 975, status: 'win' },
  { vassalage: 'GOLDEN_LOTUS_LIVE', at: '2026-11-05T12:10:00Z', bet: 300, win: 0, status: 'lose' },
  {
    vassalage: 'DEEP_BLUE_FISHING',
    at: '2026-11-08T09:00:00Z',
    bet: 80,
    win: 45.5,
    status: 'lose',
  },
  { vassalage: 'CARD_DUEL_ARENA', at: '2026-11-10T14:00:00Z', bet: 200, win: 380, status: 'win' },
  {
    vassalage: 'KICKLINE_SPORTS',
    at: '2026-11-12T11:00:00Z',
    bet: 1_000,
    win: 1_950,
    status: 'win',
    selection: 'Manila Eagles',
    odds: 1.95,
    eventName: 'Manila Eagles vs Cebu Sharks',
  },
  {
    vassalage: 'KICKLINE_SPORTS',
    at: '2026-11-14T10:30:00Z',
    bet: 500,
    win: 0,
    status: 'lose',
    selection: 'Over 2.5',
    odds: 2.1,
    eventName: 'Davao Tigers vs Iloilo Kings',
  },
  {
    vassalage: 'VICTORY_FIELD',
    at: '2026-11-15T08:00:00Z',
    bet: 400,
    win: 400,
    valid: 0,
    status: 'refund',
    selection: 'Quezon Stars',
    odds: 1.8,
    eventName: 'Quezon Stars vs Baguio Hawks',
  },
  {
    vassalage: 'VICTORY_FIELD',
    at: '2026-11-16T13:00:00Z',
    bet: 200,
    win: 300,
    valid: 100,
    status: 'win_half',
    selection: 'Makati Lions -0.25',
    odds: 2,
    eventName: 'Makati Lions vs Pasig Bulls',
  },
  {
    vassalage: 'TCG_LOTT',
    at: '2026-11-18T03:50:00Z',
    bet: 100,
    win: 0,
    status: '5',
    selection: 'Big',
    eventName: '20261118-045',
  },
  {
    vassalage: 'TCG_LOTT',
    at: '2026-11-18T04:00:00Z',
    bet: 100,
    win: 950,
    status: '4',
    selection: '3-7-9',
    eventName: '20261118-045',
  },
  {
    vassalage: 'TCG_SEA',
    at: '2026-11-19T06:00:00Z',
    bet: 50,
    win: 50,
    valid: 0,
    status: '7',
    selection: '12',
    eventName: '20261119-010',
  },
  {
    vassalage: 'TCG_SEA',
    at: '2026-11-20T06:00:00Z',
    bet: 20,
    win: 20,
    valid: 0,
    status: '16',
    selection: 'Odd',
    eventName: '20261120-011',
  },
  { vassalage: 'CARD_DUEL_ARENA', at: '2026-11-21T15:00:00Z', bet: 1_000, win: 0, status: 'lose' },
  {
    vassalage: 'DEEP_BLUE_FISHING',
    at: '2026-11-22T10:00:00Z',
    bet: 580.5,
    win: 0,
    status: 'lose',
  },
  {
    vassalage: 'TCG_LOTT',
    at: '2026-11-23T03:00:00Z',
    bet: 30,
    win: 0,
    status: '2',
    settled: false,
    selection: '1-4-8',
    eventName: '20261123-030',
  },
  {
    vassalage: 'TCG_LOTT',
    at: '2026-11-23T03:01:00Z',
    bet: 30,
    win: 0,
    status: '14',
    settled: false,
    selection: 'Small',
    eventName: '20261123-031',
  },
];

const cents = (amount: number): number => {
  const value = centsOf(amount);
  if (value === null) throw new Error(`seed amount ${String(amount)}`);
  return value;
};

export async function seedRecords(db: Database): Promise<void> {
  const [member] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.username, SEED_ACCOUNTS.member.username));
  if (!member) throw new Error('seed member missing');
  const customerId = member.id;

  // The orders behind the history's deposits and withdrawal (seed/accounts.ts), and a few more
  // that moved no money: a cancelled and an expired deposit.
  await db.insert(paymentOrders).values([
    {
      orderNo: 'D202610010001',
      customerId,
      kind: 'deposit',
      amount: 10_000,
      requestedAmount: 10_000,
      status: 'approved',
      method: 'GCASH',
      createdAt: new Date('2026-10-01T08:55:00Z'),
      decidedAt: new Date('2026-10-01T09:00:00Z'),
    },
    {
      orderNo: 'D202610120001',
      customerId,
      kind: 'deposit',
      amount: 5_000,
      requestedAmount: 5_000,
      status: 'approved',
      method: 'MAYA',
      createdAt: new Date('2026-10-12T19:20:00Z'),
      decidedAt: new Date('2026-10-12T19:30:00Z'),
    },
    {
      orderNo: 'W202610200001',
      customerId,
      kind: 'withdraw',
      amount: 2_419.5,
      requestedAmount: 2_419.5,
      status: 'success',
      method: 'EW',
      createdAt: new Date('2026-10-20T11:15:00Z'),
      decidedAt: new Date('2026-10-20T12:00:00Z'),
    },
    {
      orderNo: 'D202611200001',
      customerId,
      kind: 'deposit',
      amount: 2_000,
      requestedAmount: 2_000,
      status: 'cancelled',
      method: 'GCASH',
      createdAt: new Date('2026-11-20T09:00:00Z'),
      decidedAt: new Date('2026-11-20T09:05:00Z'),
    },
    {
      orderNo: 'D202611220001',
      customerId,
      kind: 'deposit',
      amount: 500,
      requestedAmount: 500,
      fee: 5,
      status: 'expired',
      method: 'QRPH',
      createdAt: new Date('2026-11-22T07:00:00Z'),
    },
  ]);
  // Each seeded deposit went through the first channel of its method (seed/payments.ts), so the
  // account record names it as the member chose it.
  const channels = await db
    .select({ id: depositChannels.id, methodCode: depositChannels.methodCode })
    .from(depositChannels)
    .orderBy(asc(depositChannels.id));
  for (const methodCode of new Set(channels.map((channel) => channel.methodCode))) {
    const first = channels.find((channel) => channel.methodCode === methodCode);
    if (!first) continue;
    await db
      .update(paymentOrders)
      .set({ channelId: first.id })
      .where(
        and(
          eq(paymentOrders.customerId, customerId),
          eq(paymentOrders.kind, 'deposit'),
          eq(paymentOrders.method, methodCode),
          isNull(paymentOrders.channelId),
        ),
      );
  }
  for (const [orderNo, at] of [
    ['D202610010001', '2026-10-01T09:00:00Z'],
    ['D202610120001', '2026-10-12T19:30:00Z'],
    ['W202610200001', '2026-10-20T11:15:00Z'],
  ] as const) {
    await db
      .update(walletTransactions)
      .set({ reference: orderNo })
      .where(
        and(
          eq(walletTransactions.customerId, customerId),
          eq(walletTransactions.createdAt, new Date(at)),
        ),
      );
  }

  for (const seeded of SEED_BETS) {
    const [game] = await db
      .select()
      .from(games)
      .where(eq(games.vassalage, seeded.vassalage))
      .orderBy(asc(games.nodeId))
      .limit(1);
    if (!game) throw new Error(`no game of ${seeded.vassalage}`);
    const at = new Date(seeded.at);
    const betCents = cents(seeded.bet);
    const winCents = cents(seeded.win);
    const placed = await post(db, {
      customerId,
      type: 'BET',
      cents: -betCents,
      reference: game.gameCode,
      at,
    });
    // Casino rounds settle at once; sports and lottery bets half an hour later, or not yet.
    const delay = game.gameType === 'SPORTS' || game.gameType === 'LOTT' ? 30 * 60_000 : 0;
    const settledAt = seeded.settled === false ? null : new Date(at.getTime() + delay);
    if (winCents > 0)
      await post(db, {
        customerId,
        type: 'WIN',
        cents: winCents,
        reference: game.gameCode,
        at: settledAt ?? at,
      });
    await db.insert(bets).values({
      customerId,
      nodeId: game.nodeId,
      gameCode: game.gameCode,
      gameName: game.gameName,
      vassalage: game.vassalage,
      gameType: game.gameType,
      betAmount: seeded.bet,
      validBetAmount: seeded.valid ?? seeded.bet,
      winAmount: seeded.win,
      seed: '',
      orderNo: `S${String(placed.id)}`,
      selection: seeded.selection ?? null,
      odds: seeded.odds ?? null,
      eventName: seeded.eventName ?? null,
      status: seeded.status,
      settledAt,
      createdAt: at,
    });
  }
}
