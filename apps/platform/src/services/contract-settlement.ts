/**
 * Contract settlement (§4 "pays salaries into the wallet on their schedule", §9 real-time every 5
 * minutes): run by the platform's clock like the payment operator. For each contract in force it
 * settles the windows ended since it was accepted (or last paid): the team's valid bets (net loss for
 * dividends) in the window, from the bets of the downline agent's tree, at the tier reached, paid into
 * the agent's main wallet as a SALARY or DIVIDEND ledger row. Exactly once per (contract, window):
 * the payout row's unique index and the ledger's `once` key, in one transaction, so two runs at the
 * same moment pay once.
 */
import { and, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type {
  ContractKind,
  DividendPeriod,
  HourlyInterval,
  Schedule,
  SettlementWindow,
  TeamFigures,
} from '@gaming/domain/contracts';
import { payoutCentsOf, windowAt } from '@gaming/domain/contracts';
import { amountOfCents, centsOfStored } from '@gaming/domain/money';
import { SITE_UTC_OFFSET_HOURS } from '@gaming/domain/records';
import type { Database } from '../db/client';
import { agentContracts, bets, contractPayouts } from '../db/schema';
import { downlineIdsOf } from './agent-tree';
import { IN_FORCE } from './agent-contracts';
import type { Tx, TxType } from './ledger';
import { once, post } from './ledger';
import { PeriodicJob } from './periodic-job';

export type ContractRow = typeof agentContracts.$inferSelect;

/** What one window of a contract earns: the team's figures, the tier's rate, the cents paid. */
export interface WindowPayout {
  window: SettlementWindow;
  figures: TeamFigures;
  rate: number;
  cents: number;
}

const scheduleOf = (contract: ContractRow): Schedule => ({
  kind: contract.kind as ContractKind,
  period: contract.period as DividendPeriod | null,
  interval: contract.interval as HourlyInterval | null,
});

/**
 * The ledger row that pays a window: SALARY or DIVIDEND, named by the contract and window. Its
 * time is the payout's (`contract_payouts.created_at`): My income and the contract pages both
 * count a payout on the site day its ledger row was written.
 */
export function payoutEntryOf(
  contract: ContractRow,
  payout: WindowPayout,
): { type: TxType; cents: number; reference: string; remark: string } {
  const kind = contract.kind as ContractKind;
  const { start, end } = payout.window;
  return {
    type: kind === 'dividend' ? 'DIVIDEND' : 'SALARY',
    cents: payout.cents,
    reference: `${kind}:${String(contract.id)}:${start.toISOString()}`,
    remark: `${kind} ${start.toISOString()} – ${end.toISOString()} at ${String(payout.rate)}%`,
  };
}

/** The payout row of a window, paid at `paidAt` by the ledger row `ledgerId` (set once written). */
export function payoutRowOf(
  contract: ContractRow,
  payout: WindowPayout,
  paidAt: Date,
  ledgerId: number | null = null,
): typeof contractPayouts.$inferInsert {
  return {
    contractId: contract.id,
    customerId: contract.downlineId,
    kind: contract.kind,
    windowStart: payout.window.start,
    windowEnd: payout.window.end,
    teamValidBet: amountOfCents(payout.figures.validBetCents),
    teamNetLoss: amountOfCents(payout.figures.netLossCents),
    activeMembers: payout.figures.activeMembers,
    rate: payout.rate,
    amount: amountOfCents(payout.cents),
    ledgerId,
    createdAt: paidAt,
  };
}

export interface SettlementDeps {
  db: Database;
  now: () => Date;
}

/** Pays one window of one contract, once; answers whether this run paid it. */
async function payWindow(
  db: Database,
  contract: ContractRow,
  payout: WindowPayout,
  now: Date,
): Promise<boolean> {
  const key = `settle-${String(contract.id)}-${String(payout.window.start.getTime())}`;
  return once(
    db,
    { customerId: contract.downlineId, key, call: 'contract-settlement', body: null },
    async (tx: Tx) => {
      const [paid] = await tx
        .insert(contractPayouts)
        .values(payoutRowOf(contract, payout, now))
        .onConflictDoNothing()
        .returning({ id: contractPayouts.id });
      if (!paid) return false;
      const posted = await post(tx, {
        customerId: contract.downlineId,
        ...payoutEntryOf(contract, payout),
        at: now,
      });
      await tx
        .update(contractPayouts)
        .set({ ledgerId: posted.id })
        .where(eq(contractPayouts.id, paid.id));
      return true;
    },
  );
}

/**
 * Every window of a contract that ended by `until` and earns something, oldest first, from the
 * team's bets since `since` (by default since the terms were accepted: the seed's history, what
 * the settlement would have paid had it run all along). Bets before the terms were accepted never
 * count. One read of the bets, bucketed by window: valid bets, bets minus wins, distinct members
 * who bet. However long the settlement did not run, every window is there.
 */
export async function payoutsDueBy(
  db: Database,
  contract: ContractRow,
  until: Date,
  since: Date | null = null,
): Promise<WindowPayout[]> {
  const acceptedAt = contract.acceptedAt;
  if (!acceptedAt || contract.tiers.length === 0) return [];
  const from = since && since > acceptedAt ? since : acceptedAt;
  const team = await downlineIdsOf(db, contract.downlineId);
  if (team.length === 0) return [];
  const placed = await db
    .select({
      customerId: bets.customerId,
      createdAt: bets.createdAt,
      valid: sql<string>`coalesce(${bets.validBetAmount}, ${bets.betAmount})`,
      bet: bets.betAmount,
      win: bets.winAmount,
    })
    .from(bets)
    .where(
      and(inArray(bets.customerId, team), gte(bets.createdAt, from), lt(bets.createdAt, until)),
    );
  const schedule = scheduleOf(contract);
  const windows = new Map<
    number,
    { window: SettlementWindow; figures: TeamFigures; members: Set<number> }
  >();
  for (const bet of placed) {
    const window = windowAt(schedule, bet.createdAt, SITE_UTC_OFFSET_HOURS);
    if (window.end > until) continue;
    const key = window.start.getTime();
    let entry = windows.get(key);
    if (!entry) {
      entry = {
        window,
        figures: { validBetCents: 0, netLossCents: 0, activeMembers: 0 },
        members: new Set(),
      };
      windows.set(key, entry);
    }
    entry.figures.validBetCents += centsOfStored(bet.valid);
    entry.figures.netLossCents += centsOfStored(bet.bet) - centsOfStored(bet.win);
    entry.members.add(bet.customerId);
    entry.figures.activeMembers = entry.members.size;
  }
  const due: WindowPayout[] = [];
  for (const { window, figures } of [...windows.values()].sort(
    (a, b) => a.window.start.getTime() - b.window.start.getTime(),
  )) {
    const { cents, rate } = payoutCentsOf(schedule.kind, contract.tiers, figures);
    if (cents > 0) due.push({ window, figures, rate, cents });
  }
  return due;
}

/** Settles every contract in force up to `now`; answers how many payouts this run made. */
export async function settleContracts(db: Database, now: Date): Promise<number> {
  const contracts = await db
    .select()
    .from(agentContracts)
    .where(
      and(inArray(agentContracts.status, [...IN_FORCE]), isNotNull(agentContracts.acceptedAt)),
    );
  let paid = 0;
  for (const contract of contracts) {
    if (!contract.acceptedAt || contract.tiers.length === 0) continue;
    const [last] = await db
      .select({ end: contractPayouts.windowEnd })
      .from(contractPayouts)
      .where(eq(contractPayouts.contractId, contract.id))
      .orderBy(desc(contractPayouts.windowStart))
      .limit(1);
    // Oldest first, every window since the last one paid: a platform that was down for days
    // still pays each window it missed.
    for (const payout of await payoutsDueBy(db, contract, now, last?.end ?? null)) {
      if (await payWindow(db, contract, payout, now)) paid += 1;
    }
  }
  return paid;
}

/** Runs the settlement every minute (real-time salary windows are 5 minutes). */
export class ContractSettlement {
  private readonly job = new PeriodicJob(() => this.runDue());

  constructor(private readonly deps: SettlementDeps) {}

  start(intervalMs = 60_000): void {
    this.job.start(intervalMs);
  }

  stop(): Promise<void> {
    return this.job.stop();
  }

  /** One round at the clock's time. */
  runDue(): Promise<number> {
    return settleContracts(this.deps.db, this.deps.now());
  }
}
