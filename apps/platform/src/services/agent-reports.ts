/**
 * The agent centre's reports (§2 Agent centre): what the downline bet, won and moved, and what the
 * agent earned. Every query reads the members through `agent-tree.ts` (the agent's own tree at any
 * depth, nothing else). Figures are summed by the database per site day and member as numerics,
 * carried as integer cents, and folded into periods here with the domain's period rules.
 */
import type { SQL } from 'drizzle-orm';
import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import { ErrorCode } from '@gaming/api/wire';
import { siteDateOf, siteDayEnd, siteDayStart } from '@gaming/domain/records';
import type { ReportPeriod, ReportRange, ReportRangeProblem } from '@gaming/domain/reports';
import { checkReportRange, periodWithin } from '@gaming/domain/reports';
import type { Database } from '../db/client';
import { customers } from '../db/schema';
import { ApiError } from '../http/api-error';
import { downlineOf } from './agent-tree';

const RANGE_MESSAGES: Record<ReportRangeProblem, [ErrorCode, string]> = {
  'date.invalid': [ErrorCode.reportRangeInvalid, 'The dates must be real days (YYYY-MM-DD).'],
  'date.inverted': [ErrorCode.reportRangeInvalid, 'The end date is before the start date.'],
  'date.future': [ErrorCode.reportRangeInvalid, 'The range ends after today.'],
  'date.too.long': [ErrorCode.reportRangeTooLong, 'A report covers at most 92 days.'],
  'date.too.old': [ErrorCode.reportRangeTooLong, 'A report reaches back at most 180 days.'],
};

export interface CheckedRange {
  days: ReportRange;
  /** The instants the days cover, `[from, to)`. */
  from: Date;
  to: Date;
}

/** A report's range, checked against today; a bad one is a 400 with a catalogue code. */
export function reportRangeOf(from: string, to: string, now: Date): CheckedRange {
  const checked = checkReportRange(from, to, siteDateOf(now));
  if ('problem' in checked) {
    const [code, message] = RANGE_MESSAGES[checked.problem];
    throw new ApiError(400, code, message);
  }
  return { days: { from, to }, from: siteDayStart(from), to: siteDayEnd(to) };
}

export interface ReportMember {
  id: number;
  username: string;
  level: number;
}

/**
 * The members a report covers: the agent's whole tree, or the one member named (404
 * `downline.not.found` when that name is not in the tree, as `assertInDownline` answers).
 */
export async function reportMembersOf(
  db: Database,
  agentId: number,
  username?: string,
): Promise<ReportMember[]> {
  const tree = await downlineOf(db, agentId);
  if (tree.length === 0) {
    if (username !== undefined) throw notInTree();
    return [];
  }
  const names = await db
    .select({ id: customers.id, username: customers.username })
    .from(customers)
    .where(
      inArray(
        customers.id,
        tree.map((member) => member.id),
      ),
    );
  const nameOf = new Map(names.map((row) => [row.id, row.username]));
  const members = tree.map((member) => ({
    id: member.id,
    level: member.level,
    username: nameOf.get(member.id) ?? '',
  }));
  if (username === undefined) return members;
  const wanted = username.toLowerCase();
  const found = members.filter((member) => member.username.toLowerCase() === wanted);
  if (found.length === 0) throw notInTree();
  return found;
}

const notInTree = () =>
  new ApiError(404, ErrorCode.downlineNotFound, 'No such member in your downline.');

/** `column in (ids)`, false for no ids (an agent without a downline). */
export function inIds(column: SQL | Parameters<typeof inArray>[0], ids: readonly number[]): SQL {
  return ids.length === 0 ? sql`false` : inArray(column, [...ids]);
}

/** A range condition on an instant column: `[from, to)`. */
export function within(
  column: Parameters<typeof gte>[0],
  range: Pick<CheckedRange, 'from' | 'to'>,
): SQL | undefined {
  return and(gte(column, range.from), lt(column, range.to));
}

/** Figures of one day and member, in cents, keyed by name. */
export type Cents<K extends string> = Record<K, number>;

export interface Grouped<K extends string> {
  periodFrom: string;
  periodTo: string;
  customerId: number;
  cents: Cents<K>;
}

/**
 * Folds per-day rows into per-period rows (`period` null: the whole range at once), per member.
 * Newest period first, then by username.
 */
export function foldIntoPeriods<K extends string>(
  days: readonly { day: string; customerId: number; cents: Cents<K> }[],
  period: ReportPeriod | null,
  range: ReportRange,
  keys: readonly K[],
  usernameOf: (customerId: number) => string,
): Grouped<K>[] {
  const groups = new Map<string, Grouped<K>>();
  for (const row of days) {
    const span = period === null ? range : periodWithin(row.day, period, range);
    const key = `${span.from}|${String(row.customerId)}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        periodFrom: span.from,
        periodTo: span.to,
        customerId: row.customerId,
        cents: Object.fromEntries(keys.map((k) => [k, 0])) as Cents<K>,
      };
      groups.set(key, group);
    }
    for (const k of keys) group.cents[k] += row.cents[k];
  }
  return [...groups.values()].sort(
    (a, b) =>
      b.periodFrom.localeCompare(a.periodFrom) ||
      usernameOf(a.customerId).localeCompare(usernameOf(b.customerId)),
  );
}

/** Sums of every key over rows. */
export function sumCents<K extends string>(
  rows: readonly { cents: Cents<K> }[],
  keys: readonly K[],
): Cents<K> {
  const total = Object.fromEntries(keys.map((k) => [k, 0])) as Cents<K>;
  for (const row of rows) for (const k of keys) total[k] += row.cents[k];
  return total;
}
