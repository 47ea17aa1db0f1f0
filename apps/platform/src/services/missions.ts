/**
 * Missions (the member centre's missionLeaderboard): progress is read from the member's bets and
 * approved deposits inside the mission's period, so a spin moves it at once; only claims are stored.
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Mission, MissionCondition, MissionRewardStatus } from '@gaming/api/wire';
import type { Database } from '../db/client';
import {
  bets,
  customers,
  missionClaims,
  missionMilestones,
  missions,
  paymentOrders,
} from '../db/schema';
import type { Tx } from './ledger';
import type { LocalText } from './local-text';
import { centsOfSum } from './records';

/** Reached milestones may be claimed until this long after the mission ends. */
export const CLAIM_DAYS_AFTER_END = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export type Progress = Record<MissionCondition, number>;
type Period = { startAt: Date; endAt: Date };

const validBet = sql`coalesce(${bets.validBetAmount}, ${bets.betAmount})`;

/** Each condition's figure for every member of a merchant with bets or deposits in the period. */
export async function progressByMember(
  db: Database | Tx,
  period: Period,
  scope: { customerId: number } | { merchantCode: string },
): Promise<Map<number, Progress>> {
  const who =
    'customerId' in scope
      ? eq(customers.id, scope.customerId)
      : eq(customers.merchantCode, scope.merchantCode);
  const betRows = await db
    .select({
      customerId: bets.customerId,
      validBet: sql<string>`coalesce(sum(${validBet}), 0)`,
      betCount: sql<number>`count(*)::int`,
      multiplier: sql<string>`coalesce(max(case when ${bets.betAmount} > 0 then ${bets.winAmount} / ${bets.betAmount} else 0 end), 0)`,
    })
    .from(bets)
    .innerJoin(customers, eq(customers.id, bets.customerId))
    .where(and(who, gte(bets.createdAt, period.startAt), lt(bets.createdAt, period.endAt)))
    .groupBy(bets.customerId);
  const depositRows = await db
    .select({
      customerId: paymentOrders.customerId,
      total: sql<string>`coalesce(sum(${paymentOrders.amount}), 0)`,
    })
    .from(paymentOrders)
    .innerJoin(customers, eq(customers.id, paymentOrders.customerId))
    .where(
      and(
        who,
        eq(paymentOrders.kind, 'deposit'),
        eq(paymentOrders.status, 'approved'),
        gte(paymentOrders.decidedAt, period.startAt),
        lt(paymentOrders.decidedAt, period.endAt),
      ),
    )
    .groupBy(paymentOrders.customerId);
  const progress = new Map<number, Progress>();
  const of = (id: number): Progress => {
    let entry = progress.get(id);
    if (!entry) {
      entry = { VALID_BET: 0, DEPOSIT_AMOUNT: 0, BET_COUNT: 0, PROFIT_MULTIPLIER: 0 };
      progress.set(id, entry);
    }
    return entry;
  };
  for (const row of betRows) {
    const entry = of(row.customerId);
    entry.VALID_BET = centsOfSum(row.validBet) / 100;
    entry.BET_COUNT = row.betCount;
    entry.PROFIT_MULTIPLIER = Math.floor(Number(row.multiplier) * 100) / 100;
  }
  for (const row of depositRows) of(row.customerId).DEPOSIT_AMOUNT = centsOfSum(row.total) / 100;
  return progress;
}

export const NO_PROGRESS: Progress = {
  VALID_BET: 0,
  DEPOSIT_AMOUNT: 0,
  BET_COUNT: 0,
  PROFIT_MULTIPLIER: 0,
};

export function claimUntilOf(mission: Period): Date {
  return new Date(mission.endAt.getTime() + CLAIM_DAYS_AFTER_END * DAY_MS);
}

/** A milestone's reward status for the member now. */
export function rewardStatusOf(
  reached: boolean,
  claimed: boolean,
  mission: Period,
  now: Date,
): MissionRewardStatus {
  if (claimed) return 'A';
  if (now >= claimUntilOf(mission)) return 'E';
  if (reached) return 'I';
  return now >= mission.endAt ? 'E' : 'P';
}

/** The missions a member sees now: started, and not past their claim window; with milestones. */
export async function visibleMissions(db: Database | Tx, merchantCode: string, now: Date) {
  const rows = await db
    .select()
    .from(missions)
    .where(
      and(
        eq(missions.merchantCode, merchantCode),
        lt(missions.startAt, now),
        gte(missions.endAt, new Date(now.getTime() - CLAIM_DAYS_AFTER_END * DAY_MS)),
      ),
    )
    .orderBy(missions.endAt, missions.id);
  const milestones = await db.select().from(missionMilestones).orderBy(missionMilestones.sort);
  return rows.map((mission) => ({
    mission,
    milestones: milestones.filter((milestone) => milestone.missionId === mission.id),
  }));
}

export async function claimedMilestoneIds(
  db: Database | Tx,
  customerId: number,
): Promise<Set<number>> {
  const rows = await db
    .select({ id: missionClaims.milestoneId })
    .from(missionClaims)
    .where(eq(missionClaims.customerId, customerId));
  return new Set(rows.map((row) => row.id));
}

/** `demo` → `de**o`: the first two and the last character, the rest hidden. */
export function maskUsername(username: string): string {
  if (username.length <= 3) return `${username.slice(0, 1)}**`;
  return `${username.slice(0, 2)}${'*'.repeat(Math.min(username.length - 3, 4))}${username.slice(-1)}`;
}

type MissionRow = typeof missions.$inferSelect;

/** Members ordered by the mission's ranking figure (ties: the lower id first); only those above 0. */
export function rankingOf(mission: MissionRow, progress: Map<number, Progress>) {
  const rankBy = mission.rankBy as keyof Progress;
  return [...progress]
    .map(([customerId, entry]) => ({ customerId, value: entry[rankBy] }))
    .filter((entry) => entry.value > 0)
    .sort((a, b) => b.value - a.value || a.customerId - b.customerId);
}

/**
 * The missions a member sees now, with milestones, progress, rank and reward statuses; `local` picks
 * each title's text in the request's language.
 */
export async function missionsOf(
  db: Database | Tx,
  customerId: number,
  merchantCode: string,
  now: Date,
  local: (text: LocalText) => string,
): Promise<Mission[]> {
  const claimed = await claimedMilestoneIds(db, customerId);
  const list: Mission[] = [];
  for (const { mission, milestones } of await visibleMissions(db, merchantCode, now)) {
    const everyone = await progressByMember(db, mission, { merchantCode });
    const mine = everyone.get(customerId) ?? NO_PROGRESS;
    const rank = rankingOf(mission, everyone).findIndex((entry) => entry.customerId === customerId);
    const rows = milestones.map((milestone) => {
      const condition = milestone.condition as keyof Progress;
      const actual = mine[condition];
      const reached = actual >= milestone.target;
      return {
        id: milestone.id,
        condition,
        target: milestone.target,
        actual,
        bonusAmount: milestone.bonusAmount,
        pointAmount: milestone.pointAmount,
        rewardStatus: rewardStatusOf(reached, claimed.has(milestone.id), mission, now),
      };
    });
    list.push({
      id: mission.id,
      title: local(mission.title),
      startTime: mission.startAt.toISOString(),
      endTime: mission.endAt.toISOString(),
      ended: now >= mission.endAt,
      claimUntil: claimUntilOf(mission).toISOString(),
      rankBy: mission.rankBy as keyof Progress,
      ranked: rank < 0 ? null : rank + 1,
      totalCompleted: rows.filter((row) => row.actual >= row.target).length,
      totalMilestones: rows.length,
      milestones: rows,
    });
  }
  return list;
}

/**
 * How many milestones the member may claim now (the missions badge, asked on every member-centre
 * visit): the member's own progress only, never the whole merchant's leaderboard.
 */
export async function claimableCountOf(
  db: Database | Tx,
  customerId: number,
  merchantCode: string,
  now: Date,
): Promise<number> {
  const claimed = await claimedMilestoneIds(db, customerId);
  let count = 0;
  for (const { mission, milestones } of await visibleMissions(db, merchantCode, now)) {
    const mine =
      (await progressByMember(db, mission, { customerId })).get(customerId) ?? NO_PROGRESS;
    for (const milestone of milestones) {
      const reached = mine[milestone.condition as keyof Progress] >= milestone.target;
      if (rewardStatusOf(reached, claimed.has(milestone.id), mission, now) === 'I') count += 1;
    }
  }
  return count;
}
