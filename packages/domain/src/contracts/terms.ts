/**
 * Contract terms and settlement (§4 Contracts, §9 "Real-time salary settled every 5 minutes",
 * the original tier columns): the tiers an upline offers, the rule that a downline's rate never
 * exceeds its upline's own, the settlement windows of each kind and the payout a window earns.
 */
import type { ContractChoice, ContractKind, ContractStatus } from './contracts';
import { contractAnswer } from './contracts';

/** Dividend computation periods (§4 "Period options"). */
export const DIVIDEND_PERIODS = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];

/** Hourly salary intervals: H every hour, BH every 30 minutes (the original site's codes). */
export const HOURLY_INTERVALS = ['H', 'BH'] as const;
export type HourlyInterval = (typeof HOURLY_INTERVALS)[number];

/** §9: real-time salary is settled every 5 minutes. */
export const REALTIME_SETTLE_MINUTES = 5;

/** Most tiers a contract carries. */
export const MAX_TIERS = 10;
/** Highest rate any contract may carry, in percent. */
export const MAX_RATE_PERCENT = 100;

/**
 * One tier: the team's figures it needs and the rate it pays. `betAmount` is the team's valid bets
 * (bet volume, minimum bet), `activeMembers` the distinct members who bet, `netLoss` the team's loss
 * (dividend only); `rate` is a percent (1.5 = 1.5 %) of valid bets, or of the net loss for dividends.
 */
export interface ContractTier {
  betAmount: number;
  activeMembers: number;
  netLoss: number;
  rate: number;
}

/** Which tier columns a kind shows (as the original site's contract table does). */
export const TIER_COLUMNS: Readonly<
  Record<ContractKind, readonly ('betAmount' | 'activeMembers' | 'netLoss')[]>
> = {
  dividend: ['betAmount', 'netLoss', 'activeMembers'],
  daily: ['betAmount', 'activeMembers'],
  hourly: ['betAmount', 'activeMembers'],
  realtime: ['betAmount'],
};

/** The highest rate of a set of tiers (0 for none). */
export function topRateOf(tiers: readonly ContractTier[]): number {
  return tiers.reduce((top, tier) => Math.max(top, tier.rate), 0);
}

export type TierProblem =
  | { kind: 'no_tiers' }
  | { kind: 'too_many_tiers' }
  | { kind: 'rate_invalid'; tier: number }
  | { kind: 'rate_above_own'; tier: number; ownRate: number }
  | { kind: 'threshold_invalid'; tier: number };

/**
 * Checks tiers an upline offers: 1 to 10 tiers, figures ≥ 0 with at most 2 decimals, rates above 0
 * and never above the upline's own top rate for that kind (`ownRate`, null when it has none).
 */
export function checkTiers(
  tiers: readonly ContractTier[],
  ownRate: number | null,
): TierProblem | null {
  if (tiers.length === 0) return { kind: 'no_tiers' };
  if (tiers.length > MAX_TIERS) return { kind: 'too_many_tiers' };
  const twoPlaces = (n: number) => Number.isFinite(n) && Math.round(n * 100) === n * 100;
  for (const [index, tier] of tiers.entries()) {
    const n = index + 1;
    if (
      ![tier.betAmount, tier.netLoss].every((v) => v >= 0 && twoPlaces(v)) ||
      !Number.isInteger(tier.activeMembers) ||
      tier.activeMembers < 0
    ) {
      return { kind: 'threshold_invalid', tier: n };
    }
    if (!(tier.rate > 0) || tier.rate > MAX_RATE_PERCENT || !twoPlaces(tier.rate)) {
      return { kind: 'rate_invalid', tier: n };
    }
    if (tier.rate > (ownRate ?? 0))
      return { kind: 'rate_above_own', tier: n, ownRate: ownRate ?? 0 };
  }
  return null;
}

/** What a team did in a window. */
export interface TeamFigures {
  /** Valid bets, cents. */
  validBetCents: number;
  /** Bets minus wins, cents (negative when the team won). */
  netLossCents: number;
  activeMembers: number;
}

/** The best tier the team reached (the highest rate among tiers whose thresholds it met), or null. */
export function tierReached(
  tiers: readonly ContractTier[],
  figures: TeamFigures,
): ContractTier | null {
  let best: ContractTier | null = null;
  for (const tier of tiers) {
    const met =
      figures.validBetCents >= Math.round(tier.betAmount * 100) &&
      figures.activeMembers >= tier.activeMembers &&
      figures.netLossCents >= Math.round(tier.netLoss * 100);
    if (met && (best === null || tier.rate > best.rate)) best = tier;
  }
  return best;
}

/**
 * What a window pays, in cents: the tier's rate of the valid bets (salaries) or of the net loss
 * (dividends, nothing when the team won), rounded down to the cent.
 */
export function payoutCentsOf(
  kind: ContractKind,
  tiers: readonly ContractTier[],
  figures: TeamFigures,
): { cents: number; rate: number } {
  const tier = tierReached(tiers, figures);
  if (!tier) return { cents: 0, rate: 0 };
  const base = kind === 'dividend' ? Math.max(0, figures.netLossCents) : figures.validBetCents;
  // Rates have 2 decimals: rate × 100 is whole, so the product stays exact in integers.
  return { cents: Math.floor((base * Math.round(tier.rate * 100)) / 10_000), rate: tier.rate };
}

export interface SettlementWindow {
  start: Date;
  end: Date;
}

const HOUR = 3_600_000;

/** A contract's schedule: dividends by period, hourly by interval, daily and real-time fixed. */
export interface Schedule {
  kind: ContractKind;
  period?: DividendPeriod | null;
  interval?: HourlyInterval | null;
}

/**
 * The window containing `at` for a schedule, in the site's time zone (`offsetHours`, UTC+8 for the
 * Philippines): days, weeks (from Monday), half months (1st–15th, 16th–end), months, hours, half
 * hours, or 5 minutes.
 */
export function windowAt(schedule: Schedule, at: Date, offsetHours: number): SettlementWindow {
  const shift = offsetHours * HOUR;
  const local = new Date(at.getTime() + shift);
  const fixed = (ms: number) => {
    const start = Math.floor(local.getTime() / ms) * ms;
    return { start: new Date(start - shift), end: new Date(start + ms - shift) };
  };
  if (schedule.kind === 'realtime') return fixed(REALTIME_SETTLE_MINUTES * 60_000);
  if (schedule.kind === 'hourly') return fixed(schedule.interval === 'BH' ? HOUR / 2 : HOUR);
  const period = schedule.kind === 'daily' ? 'daily' : (schedule.period ?? 'monthly');
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  const utc = (yy: number, mm: number, dd: number) => new Date(Date.UTC(yy, mm, dd) - shift);
  switch (period) {
    case 'daily':
      return { start: utc(y, m, d), end: utc(y, m, d + 1) };
    case 'weekly': {
      const monday = d - ((local.getUTCDay() + 6) % 7);
      return { start: utc(y, m, monday), end: utc(y, m, monday + 7) };
    }
    case 'semimonthly':
      return d <= 15
        ? { start: utc(y, m, 1), end: utc(y, m, 16) }
        : { start: utc(y, m, 16), end: utc(y, m + 1, 1) };
    case 'monthly':
      return { start: utc(y, m, 1), end: utc(y, m + 1, 1) };
  }
}

/**
 * The choice a posted status means for a contract waiting in `status` (the inverse of
 * `contractAnswer`): the platform reads a relay's status through it. Null when that status answers
 * nothing offered.
 */
export function choiceOfPosted(
  kind: ContractKind,
  status: string,
  posted: string,
): ContractChoice | null {
  const choices: ContractChoice[] = ['accept', 'reject', 'terminate'];
  for (const choice of choices) {
    const answer = contractAnswer(kind, status, choice);
    if (answer.ok && answer.status === (posted as ContractStatus)) return choice;
  }
  return null;
}
