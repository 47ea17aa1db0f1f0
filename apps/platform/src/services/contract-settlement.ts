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
  SettlementWindow,
} from '@gaming/domain/contracts';
import { payoutCentsOf, windowsToSettle } from '@gaming/domain/contracts';
import { centsOfStored, decimalOfCents } from '@gaming/domain/money';
import { SITE_UTC_OFFSET_HOURS } from '@gaming/domain/records';
import type { Database } from '../db/client';
import { agentContracts, bets, contractPayouts } from '../db/schema';
import { downlineIdsOf } from './agent-tree';
import { IN_FORCE } from './agent-contracts';
import { once, post } from './ledger';

type ContractRow = typeof agentContracts.$inferSelect;

export interface SettlementDeps {
  db: Database;
  now: () => Date;
}

/** What a team did in a window, in cents. */
async function teamFiguresOf(db: Database, memberIds: number[], from: Date, to: Date) {
  if (memberIds.length === 0) return { validBetCents: 0, netLossCents: 0, activeMembers: 0 };
  const [row] = await db
    .select({
      valid: sql<string>`coalesce(sum(coalesce(${bets.validBetAmount}, ${bets.betAmount})), 0)`,
      netLoss: sql<string>`coalesce(sum(${bets.betAmount} - ${bets.winAmount}), 0)`,
      active: sql<number>`count(distinct ${bets.customerId})::int`,
    })
    .from(bets)
    .where(
      and(inArray(bets.customerId, memberIds), gte(bets.createdAt, from), lt(bets.createdAt, to)),
    );
  return {
    validBetCents: centsOfStored(row?.valid ?? 0),
    netLossCents: centsOfStored(row?.netLoss ?? 0),
    activeMembers: row?.active ?? 0,
  };
}

/** Pays one window of one contract, once; answers whether this run paid it. */
async function settleWindow(
  db: Database,
  contract: ContractRow,
  window: SettlementWindow,
  now: Date,
): Promise<boolean> {
  const kind = contract.kind as ContractKind;
  // Bets before the terms were accepted do not count.
  const from =
    contract.acceptedAt && contract.acceptedAt > window.start ? contract.acceptedAt : window.start;
  const team = await downlineIdsOf(db, contract.downlineId);
  const figures = await teamFiguresOf(db, team, from, window.end);
  const { cents, rate } = payoutCentsOf(kind, contract.tiers, figures);
  if (cents <= 0) return false;
  const key = `settle-${String(contract.id)}-${String(window.start.getTime())}`;
  return once(
    db,
    { customerId: contract.downlineId, key, call: 'contract-settlement', body: null },
    async (tx) => {
      const [payout] = await tx
        .insert(contractPayouts)
        .values({
          contractId: contract.id,
          customerId: contract.downlineId,
          kind,
          windowStart: window.start,
          windowEnd: window.end,
          teamValidBet: sql`${decimalOfCents(figures.validBetCents)}::numeric`,
          teamNetLoss: sql`${decimalOfCents(figures.netLossCents)}::numeric`,
          activeMembers: figures.activeMembers,
          rate,
          amount: sql`${decimalOfCents(cents)}::numeric`,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: contractPayouts.id });
      if (!payout) return false;
      const posted = await post(tx, {
        customerId: contract.downlineId,
        type: kind === 'dividend' ? 'DIVIDEND' : 'SALARY',
        cents,
        reference: `${kind}:${String(contract.id)}:${window.start.toISOString()}`,
        remark: `${kind} ${window.start.toISOString()} – ${window.end.toISOString()} at ${String(rate)}%`,
        at: now,
      });
      await tx
        .update(contractPayouts)
        .set({ ledgerId: posted.id })
        .where(eq(contractPayouts.id, payout.id));
      return true;
    },
  );
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
    const since = last && last.end > contract.acceptedAt ? last.end : contract.acceptedAt;
    const schedule = {
      kind: contract.kind as ContractKind,
      period: contract.period as DividendPeriod | null,
      interval: contract.interval as HourlyInterval | null,
    };
    for (const window of windowsToSettle(schedule, since, now, SITE_UTC_OFFSET_HOURS)) {
      if (await settleWindow(db, contract, window, now)) paid += 1;
    }
  }
  return paid;
}

/** Runs the settlement every minute (real-time salary windows are 5 minutes). */
export class ContractSettlement {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;

  constructor(private readonly deps: SettlementDeps) {}

  start(intervalMs = 60_000): void {
    this.timer ??= setInterval(() => void this.tick(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.runDue().then(
      () => undefined,
      () => undefined,
    );
    await this.running;
    this.running = null;
  }

  /** One round at the clock's time. */
  runDue(): Promise<number> {
    return settleContracts(this.deps.db, this.deps.now());
  }
}
