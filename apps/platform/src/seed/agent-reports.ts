/**
 * What the agent reports show (§2 Agent centre): 60 days of play for agent1's downline
 * (player01…player10 but player08, who has not played yet; demo has its own history in
 * seed/records.ts). agent1's salary and dividend income is not written here: seed/contract-income.ts
 * pays it from these bets through the contracts, as the settlement does. The rows are written
 * exactly as the ledger writes them: per wallet in time order, each balance after the one before
 * plus its amount, the chain starting from 0 (an opening deposit) and ending on the balance
 * seed/accounts.ts gave the account (a closing deposit or withdrawal), so balances stay what they
 * were and the history is self-consistent. Written in bulk (the seed runs on every test platform's
 * start); fixed dates and a seeded PRNG make it the same every time.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { amountOfCents, centsOfStored } from '@gaming/domain/money';
import { addDays, siteDayStart } from '@gaming/domain/records';
import type { Database } from '../db/client';
import { bets, customers, games, walletTransactions } from '../db/schema';
import type { TxType } from '../services/ledger';
import { MAIN_WALLET } from '../services/ledger';
import { createRandom } from './random';

/** Members who have not played yet (the recent-games test starts from an account without bets). */
const IDLE_MEMBERS: readonly string[] = ['player08'];

/** The last seeded day; the 60 days up to it carry play. */
export const AGENT_REPORTS_LAST_DAY = '2026-11-24';
export const AGENT_REPORTS_DAYS = 60;

const GAME_MAKERS = [
  'NOVA_REELS',
  'STARFORGE_SLOTS',
  'GOLDEN_LOTUS_LIVE',
  'DEEP_BLUE_FISHING',
  'CARD_DUEL_ARENA',
] as const;

export interface LedgerRow {
  customerId: number;
  accountTypeId: number;
  txType: TxType;
  amount: number;
  balanceAfter: number;
  reference: string | null;
  remark: string | null;
  createdAt: Date;
}

/** One wallet's movements in time order, balances chained from 0. */
export class Wallet {
  cents = 0;
  readonly rows: LedgerRow[] = [];
  constructor(private readonly customerId: number) {}
  post(
    txType: TxType,
    cents: number,
    at: Date,
    reference: string | null = null,
    remark: string | null = null,
  ) {
    if (cents === 0) return;
    if (this.cents + cents < 0) throw new Error('seed: a debit beyond the balance');
    this.cents += cents;
    this.rows.push({
      customerId: this.customerId,
      accountTypeId: MAIN_WALLET,
      txType,
      amount: amountOfCents(cents),
      balanceAfter: amountOfCents(this.cents),
      reference,
      remark,
      createdAt: at,
    });
  }
  /** Ends on `target` cents with a deposit or a withdrawal. */
  closeOn(target: number, at: Date) {
    if (this.cents < target) this.post('DEPOSIT', target - this.cents, at, null, 'GCASH');
    else if (this.cents > target) this.post('WITHDRAW', target - this.cents, at, null, 'EW');
  }
}

/** An instant on a site day at `hour:minute` Manila time. */
const at = (day: string, hour: number, minute: number) =>
  new Date(siteDayStart(day).getTime() + (hour * 60 + minute) * 60_000);

export async function seedAgentReports(db: Database): Promise<void> {
  const random = createRandom(13_2026);
  const firstDay = addDays(AGENT_REPORTS_LAST_DAY, 1 - AGENT_REPORTS_DAYS);
  const players = await db
    .select({ id: customers.id, username: customers.username, balance: customers.balance })
    .from(customers)
    .where(
      inArray(
        customers.username,
        Array.from({ length: 10 }, (_, i) => `player${String(i + 1).padStart(2, '0')}`).filter(
          (name) => !IDLE_MEMBERS.includes(name),
        ),
      ),
    )
    .orderBy(asc(customers.username));
  const picks = [];
  for (const vassalage of GAME_MAKERS) {
    const found = await db
      .select()
      .from(games)
      .where(eq(games.vassalage, vassalage))
      .orderBy(asc(games.nodeId))
      .limit(3);
    picks.push(...found);
  }
  if (picks.length === 0) throw new Error('seed: no games for the agent reports');

  const ledger: LedgerRow[] = [];
  const placed: (typeof bets.$inferInsert)[] = [];
  for (const [index, player] of players.entries()) {
    const wallet = new Wallet(player.id);
    const target = centsOfStored(player.balance);
    wallet.post('DEPOSIT', 100_000 + random.int(0, 40) * 5_000, at(firstDay, 9, 0), null, 'GCASH');
    // Some members play most days, others now and then.
    const activity = 0.2 + (index % 4) * 0.12;
    for (let d = 0; d < AGENT_REPORTS_DAYS; d++) {
      const day = addDays(firstDay, d);
      if (!random.chance(activity)) continue;
      if (wallet.cents < 20_000 && random.chance(0.7))
        wallet.post(
          'DEPOSIT',
          random.int(10, 60) * 5_000,
          at(day, 10, random.int(0, 59)),
          null,
          'MAYA',
        );
      const rounds = random.int(1, 4);
      for (let r = 0; r < rounds; r++) {
        const game = random.pick(picks);
        const stake = random.int(1, 50) * 1_000;
        if (stake > wallet.cents) break;
        const when = at(day, 12 + r * 2, random.int(0, 59));
        wallet.post('BET', -stake, when, game.gameCode);
        const win = random.chance(0.42) ? Math.round(stake * (1.2 + random.next() * 1.6)) : 0;
        if (win > 0) wallet.post('WIN', win, when, game.gameCode);
        placed.push({
          customerId: player.id,
          nodeId: game.nodeId,
          gameCode: game.gameCode,
          gameName: game.gameName,
          vassalage: game.vassalage,
          gameType: game.gameType,
          betAmount: amountOfCents(stake),
          validBetAmount: amountOfCents(stake),
          winAmount: amountOfCents(win),
          seed: '',
          orderNo: `AR${day.replaceAll('-', '')}${String(player.id).padStart(4, '0')}${String(r)}`,
          status: win > 0 ? 'win' : 'lose',
          settledAt: when,
          createdAt: when,
        });
      }
      if (random.chance(0.15))
        wallet.post('REBATE', random.int(50, 900), at(day, 23, 30), null, `RNG ${day}`);
      if (random.chance(0.04))
        wallet.post('PROMOTION', random.int(1, 10) * 5_000, at(day, 20, 0), null, 'Weekly bonus');
      if (wallet.cents > 150_000 && random.chance(0.25))
        wallet.post('WITHDRAW', -random.int(5, 20) * 5_000, at(day, 22, 0), null, 'EW');
    }
    wallet.closeOn(target, at(AGENT_REPORTS_LAST_DAY, 23, 0));
    ledger.push(...wallet.rows);
  }

  for (let i = 0; i < ledger.length; i += 500)
    await db.insert(walletTransactions).values(ledger.slice(i, i + 500));
  for (let i = 0; i < placed.length; i += 500)
    await db.insert(bets).values(placed.slice(i, i + 500));
}
