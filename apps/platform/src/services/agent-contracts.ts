/**
 * Agent contracts (§4 Contracts): only an agent's direct upline offers it a contract, changes it or
 * asks to end it; each offer waits until the agent answers (accept, reject, terminate, read through
 * the domain's `contractAnswer`). A downline's rate never exceeds its upline's own rate of the kind,
 * and accepting a contract ends the agent's own downline contracts of that kind with a higher rate.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  AnswerValue,
  ContractRecord,
  ContractView,
  DownlineContracts,
  MyContract,
  OfferRequest,
  PayoutsPage,
} from '@gaming/api/contract';
import { CONTRACT_PRODUCT_TYPE } from '@gaming/api/contract';
import type { ContractRequest } from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import type {
  ContractKind,
  ContractTier,
  DividendPeriod,
  HourlyInterval,
} from '@gaming/domain/contracts';
import { checkTiers, choiceOfPosted, isAwaitingAnswer, topRateOf } from '@gaming/domain/contracts';
import { amountOfCents, centsOfStored } from '@gaming/domain/money';
import { AGENT_TYPES, isAgentType } from '@gaming/domain/roles';
import type { Database } from '../db/client';
import {
  agentContracts,
  contractPayouts,
  contractRecords,
  customers,
  walletTransactions,
} from '../db/schema';
import { ApiError } from '../http/api-error';
import { assertInDownline } from './agent-tree';
import type { CheckedRange } from './agent-reports';
import { within } from './agent-reports';
import type { Tx } from './ledger';
import { pagingOf, totalPagesOf } from './paging';

type ContractRow = typeof agentContracts.$inferSelect;
type RecordAction = ContractRecord['action'];

/** Statuses whose terms are in force (paid on): accepted, or accepted with a change or end asked. */
export const IN_FORCE = ['A', 'E', 'V'] as const;

async function usernamesOf(
  db: Database | Tx,
  ids: (number | null)[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: customers.id, username: customers.username })
    .from(customers)
    .where(inArray(customers.id, wanted));
  return new Map(rows.map((row) => [row.id, row.username]));
}

function viewOf(row: ContractRow, names: Map<number, string>): ContractView {
  return {
    id: row.id,
    kind: row.kind as ContractKind,
    status: row.status as ContractView['status'],
    upline: row.uplineId === null ? null : (names.get(row.uplineId) ?? null),
    downline: names.get(row.downlineId) ?? '',
    tiers: row.tiers,
    period: row.period as DividendPeriod | null,
    interval: row.interval as HourlyInterval | null,
    offer:
      row.offeredTiers === null
        ? null
        : {
            tiers: row.offeredTiers,
            period: row.offeredPeriod as DividendPeriod | null,
            interval: row.offeredInterval as HourlyInterval | null,
          },
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function viewsOf(db: Database | Tx, rows: ContractRow[]): Promise<ContractView[]> {
  const names = await usernamesOf(
    db,
    rows.flatMap((row) => [row.uplineId, row.downlineId]),
  );
  return rows.map((row) => viewOf(row, names));
}

async function contractOf(
  db: Database | Tx,
  downlineId: number,
  kind: ContractKind,
): Promise<ContractRow | undefined> {
  const [row] = await db
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.downlineId, downlineId), eq(agentContracts.kind, kind)));
  return row;
}

/** The top rate of an agent's terms in force for a kind, or null without a contract in force. */
export async function ownRateOf(
  db: Database | Tx,
  agentId: number,
  kind: ContractKind,
): Promise<number | null> {
  const row = await contractOf(db, agentId, kind);
  if (!row || !(IN_FORCE as readonly string[]).includes(row.status)) return null;
  return topRateOf(row.tiers);
}

async function record(
  tx: Tx,
  row: ContractRow,
  actorId: number | null,
  action: RecordAction,
  tiers: ContractTier[],
): Promise<void> {
  await tx
    .insert(contractRecords)
    .values({ contractId: row.id, actorId, action, status: row.status, tiers });
}

export async function myContract(
  db: Database,
  agentId: number,
  kind: ContractKind,
): Promise<MyContract> {
  const row = await contractOf(db, agentId, kind);
  if (!row) return { contract: null, ownRate: null, records: [] };
  const [view] = await viewsOf(db, [row]);
  const history = await db
    .select()
    .from(contractRecords)
    .where(eq(contractRecords.contractId, row.id))
    .orderBy(desc(contractRecords.id))
    .limit(20);
  const names = await usernamesOf(
    db,
    history.map((entry) => entry.actorId),
  );
  return {
    contract: view ?? null,
    ownRate: (IN_FORCE as readonly string[]).includes(row.status) ? topRateOf(row.tiers) : null,
    records: history.map((entry) => ({
      action: entry.action as RecordAction,
      status: entry.status as ContractRecord['status'],
      actor: entry.actorId === null ? null : (names.get(entry.actorId) ?? null),
      tiers: entry.tiers,
      time: entry.createdAt.toISOString(),
    })),
  };
}

export async function downlineContractsOf(
  db: Database,
  agentId: number,
  kind: ContractKind,
): Promise<DownlineContracts> {
  const agents = await db
    .select({ id: customers.id, username: customers.username, nickname: customers.nickname })
    .from(customers)
    .where(and(eq(customers.parentId, agentId), inArray(customers.isAgent, [...AGENT_TYPES])))
    .orderBy(customers.username);
  const rows =
    agents.length === 0
      ? []
      : await db
          .select()
          .from(agentContracts)
          .where(
            and(
              eq(agentContracts.kind, kind),
              inArray(
                agentContracts.downlineId,
                agents.map((a) => a.id),
              ),
            ),
          );
  const views = await viewsOf(db, rows);
  const byDownline = new Map(rows.map((row, i) => [row.downlineId, views[i]]));
  return {
    ownRate: await ownRateOf(db, agentId, kind),
    list: agents.map((a) => ({
      customerId: a.id,
      username: a.username,
      nickname: a.nickname,
      contract: byDownline.get(a.id) ?? null,
    })),
  };
}

/** Refuses anyone but a direct downline agent of `uplineId` (404 outside the tree, as everywhere). */
async function assertDirectDownlineAgent(
  db: Database,
  uplineId: number,
  customerId: number,
): Promise<void> {
  const level = await assertInDownline(db, uplineId, customerId);
  const [target] = await db
    .select({ isAgent: customers.isAgent })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (level !== 1 || !target || !isAgentType(target.isAgent)) {
    throw new ApiError(
      400,
      ErrorCode.contractTargetInvalid,
      'Contracts are offered to direct downline agents only.',
    );
  }
}

const termsInvalid = (message: string) =>
  new ApiError(400, ErrorCode.contractTermsInvalid, message);

export async function offerContract(
  db: Database,
  uplineId: number,
  request: OfferRequest,
  now: Date,
): Promise<ContractView> {
  const { customerId, kind, tiers } = request;
  await assertDirectDownlineAgent(db, uplineId, customerId);
  const period = kind === 'dividend' ? (request.period ?? null) : null;
  const interval = kind === 'hourly' ? (request.interval ?? null) : null;
  if (kind === 'dividend' && period === null) throw termsInvalid('A dividend needs its period.');
  if (kind === 'hourly' && interval === null)
    throw termsInvalid('An hourly salary needs its interval.');
  const ownRate = await ownRateOf(db, uplineId, kind);
  const problem = checkTiers(tiers, ownRate);
  if (problem?.kind === 'rate_above_own') {
    throw new ApiError(
      400,
      ErrorCode.contractRateAboveOwn,
      `Tier ${String(problem.tier)}: the rate may not exceed your own rate of ${String(problem.ownRate)}%.`,
      { rate: problem.ownRate, tier: problem.tier },
    );
  }
  if (problem) throw termsInvalid(`The tiers are not valid (${problem.kind}).`);

  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.downlineId, customerId), eq(agentContracts.kind, kind)))
      .for('update');
    const inForce =
      existing !== undefined && (IN_FORCE as readonly string[]).includes(existing.status);
    const offer = {
      uplineId,
      status: inForce ? 'E' : 'P',
      offeredTiers: tiers,
      offeredPeriod: period,
      offeredInterval: interval,
      updatedAt: now,
    };
    const [row] = existing
      ? await tx
          .update(agentContracts)
          .set(inForce ? offer : { ...offer, tiers: [], acceptedAt: null })
          .where(eq(agentContracts.id, existing.id))
          .returning()
      : await tx
          .insert(agentContracts)
          .values({ ...offer, downlineId: customerId, kind, createdAt: now })
          .returning();
    if (!row) throw new Error('the contract was not written');
    await record(tx, row, uplineId, inForce ? 'change' : 'offer', tiers);
    const [view] = await viewsOf(tx, [row]);
    if (!view) throw new Error('no view');
    return view;
  });
}

export async function requestTermination(
  db: Database,
  uplineId: number,
  customerId: number,
  kind: ContractKind,
  now: Date,
): Promise<ContractView> {
  await assertDirectDownlineAgent(db, uplineId, customerId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(agentContracts)
      .set({
        status: 'V',
        offeredTiers: null,
        offeredPeriod: null,
        offeredInterval: null,
        updatedAt: now,
      })
      .where(
        and(
          eq(agentContracts.downlineId, customerId),
          eq(agentContracts.kind, kind),
          inArray(agentContracts.status, [...IN_FORCE]),
        ),
      )
      .returning();
    if (!row) throw new ApiError(404, ErrorCode.contractNotFound, 'No contract in force to end.');
    await record(tx, row, uplineId, 'terminate_request', row.tiers);
    const [view] = await viewsOf(tx, [row]);
    if (!view) throw new Error('no view');
    return view;
  });
}

/** How an answer finds its contract: by id, or (dividend) the agent's one dividend contract. */
export type AnswerTarget =
  { kind: ContractKind; id: number } | { kind: 'dividend'; computationPeriod: DividendPeriod };

/**
 * The downline's answer (the four relays). Accepting puts the offered terms in force and ends the
 * agent's own downline contracts of the kind whose top rate is above the accepted one.
 */
export async function answerContract(
  db: Database,
  agentId: number,
  target: AnswerTarget,
  posted: string,
  now: Date,
): Promise<AnswerValue> {
  const { kind } = target;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.downlineId, agentId),
          eq(agentContracts.kind, kind),
          ...('id' in target ? [eq(agentContracts.id, target.id)] : []),
        ),
      )
      .for('update');
    if (!row) throw new ApiError(404, ErrorCode.contractNotFound, 'No such contract of yours.');
    if (!isAwaitingAnswer(row.status)) {
      throw new ApiError(
        409,
        ErrorCode.contractNothingToAnswer,
        'This contract waits for no answer.',
      );
    }
    if ('computationPeriod' in target) {
      const period = row.offeredPeriod ?? row.period;
      if (period !== target.computationPeriod) {
        throw new ApiError(
          400,
          ErrorCode.requestInvalid,
          'The computation period is not the one offered.',
        );
      }
    }
    const choice = choiceOfPosted(kind, row.status, posted);
    if (choice === null) {
      throw new ApiError(
        400,
        ErrorCode.requestInvalid,
        `Status ${posted} does not answer this request.`,
      );
    }
    const cleared = {
      offeredTiers: null,
      offeredPeriod: null,
      offeredInterval: null,
      updatedAt: now,
    };
    let change: Partial<typeof agentContracts.$inferInsert>;
    let action: RecordAction;
    if (row.status === 'V') {
      change = { ...cleared, status: choice === 'terminate' ? 'C' : 'A' };
      action = choice === 'terminate' ? 'terminate' : 'reject';
    } else if (choice === 'accept') {
      change = {
        ...cleared,
        status: 'A',
        tiers: row.offeredTiers ?? [],
        period: row.offeredPeriod,
        interval: row.offeredInterval,
        acceptedAt: now,
      };
      action = 'accept';
    } else {
      // A rejected change keeps the terms in force; a rejected new offer leaves none.
      change = { ...cleared, status: row.status === 'E' ? 'A' : 'R' };
      action = 'reject';
    }
    const [updated] = await tx
      .update(agentContracts)
      .set(change)
      .where(eq(agentContracts.id, row.id))
      .returning();
    if (!updated) throw new Error('the contract was not updated');
    await record(tx, updated, agentId, action, updated.tiers);

    const terminated: number[] = [];
    if (action === 'accept') {
      const rate = topRateOf(updated.tiers);
      for (const lower of await higherRateDownlineContracts(tx, agentId, kind, rate)) {
        const [ended] = await tx
          .update(agentContracts)
          .set({ ...cleared, status: 'C' })
          .where(eq(agentContracts.id, lower.id))
          .returning();
        if (ended) {
          await record(tx, ended, null, 'ended_by_upline_rate', ended.tiers);
          terminated.push(lower.downlineId);
        }
      }
    }
    const names = await usernamesOf(tx, [updated.uplineId, updated.downlineId, ...terminated]);
    return {
      contract: viewOf(updated, names),
      terminatedDownlines: terminated.map((id) => names.get(id) ?? String(id)),
    };
  });
}

/** The agent's own downline contracts of a kind (in force or offered) with a top rate above `rate`. */
async function higherRateDownlineContracts(
  db: Database | Tx,
  agentId: number,
  kind: ContractKind,
  rate: number,
): Promise<ContractRow[]> {
  const rows = await db
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.uplineId, agentId),
        eq(agentContracts.kind, kind),
        inArray(agentContracts.status, ['P', 'E', 'V', 'A']),
      ),
    );
  return rows.filter(
    (row) => Math.max(topRateOf(row.tiers), topRateOf(row.offeredTiers ?? [])) > rate,
  );
}

/** The offers waiting for the agent (the consolidated call's contract fields), by kind. */
export async function pendingOffersOf(
  db: Database,
  agentId: number,
): Promise<Partial<Record<ContractKind, ContractRequest>>> {
  const rows = await db
    .select()
    .from(agentContracts)
    .where(
      and(eq(agentContracts.downlineId, agentId), inArray(agentContracts.status, ['P', 'E', 'V'])),
    );
  const names = await usernamesOf(
    db,
    rows.map((row) => row.uplineId),
  );
  const offers: Partial<Record<ContractKind, ContractRequest>> = {};
  for (const row of rows) {
    const kind = row.kind as ContractKind;
    const tiers = row.offeredTiers ?? row.tiers;
    const rate = topRateOf(tiers);
    const higher =
      row.status !== 'V' && (await higherRateDownlineContracts(db, agentId, kind, rate)).length > 0;
    offers[kind] = {
      id: row.id,
      kind,
      status: row.status as ContractRequest['status'],
      rate,
      upline: row.uplineId === null ? null : (names.get(row.uplineId) ?? null),
      tiers,
      period: row.offeredPeriod ?? row.period,
      interval: row.offeredInterval ?? row.interval,
      productType: CONTRACT_PRODUCT_TYPE,
      downlineHigherRate: higher ? 'Y' : 'N',
      time: row.updatedAt.toISOString(),
    };
  }
  return offers;
}

/**
 * The payouts of the agent's contract of a kind, newest first: each with the ledger row that paid
 * it, whose time and amount are the ones shown and summed, and whose site day the range picks (My
 * income groups the same rows by the same day, so the two pages agree for any range).
 */
export async function payoutsOf(
  db: Database,
  agentId: number,
  kind: ContractKind,
  pageNo: number | undefined,
  pageSize: number | undefined,
  range?: CheckedRange,
): Promise<PayoutsPage> {
  const paging = pagingOf(pageNo, pageSize, 10);
  const where = and(
    eq(contractPayouts.customerId, agentId),
    eq(contractPayouts.kind, kind),
    range === undefined ? undefined : within(walletTransactions.createdAt, range),
  );
  const paidBy = eq(walletTransactions.id, contractPayouts.ledgerId);
  const [totals] = await db
    .select({
      count: count(),
      amount: sql<string>`coalesce(sum(${walletTransactions.amount}), 0)`,
    })
    .from(contractPayouts)
    .innerJoin(walletTransactions, paidBy)
    .where(where);
  const rows = await db
    .select({
      payout: contractPayouts,
      paidAt: walletTransactions.createdAt,
      paid: walletTransactions.amount,
    })
    .from(contractPayouts)
    .innerJoin(walletTransactions, paidBy)
    .where(where)
    .orderBy(
      desc(walletTransactions.createdAt),
      desc(contractPayouts.windowStart),
      desc(contractPayouts.id),
    )
    .limit(paging.pageSize)
    .offset(paging.offset);
  const totalCount = totals?.count ?? 0;
  return {
    list: rows.map(({ payout, paidAt, paid }) => ({
      id: payout.id,
      windowStart: payout.windowStart.toISOString(),
      windowEnd: payout.windowEnd.toISOString(),
      teamValidBet: payout.teamValidBet,
      teamNetLoss: payout.teamNetLoss,
      activeMembers: payout.activeMembers,
      rate: payout.rate,
      amount: amountOfCents(centsOfStored(paid)),
      status: 'paid' as const,
      paidAt: paidAt.toISOString(),
    })),
    pageNo: paging.pageNo,
    pageSize: paging.pageSize,
    totalCount,
    totalPages: totalPagesOf(totalCount, paging.pageSize),
    totalAmount: amountOfCents(centsOfStored(totals?.amount ?? 0)),
  };
}
