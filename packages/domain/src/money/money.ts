/**
 * Money as exact integers of cents. Amounts arrive as JSON numbers or typed text; they are accepted
 * only when they have at most 2 decimals, are finite, above zero and not absurdly large, and from
 * then on every sum, fee and bonus is integer arithmetic on cents (the database adds numerics).
 */

/** The largest amount any single movement may carry: 100 million. */
export const MAX_AMOUNT_CENTS = 100_000_000_00;

/** Why an amount is refused: not a number with ≤ 2 decimals above zero, or outside the limits. */
export type AmountProblem = 'amount.invalid' | 'amount.out.of.range';

/**
 * The cents of an amount with at most 2 decimals (`12.5` → 1250, `"1,000.25"` → 100025), or null
 * when it is not one: NaN, infinite, 3 decimals, exponent notation, or beyond MAX_AMOUNT_CENTS.
 * Negative amounts give their negative cents; callers decide whether a sign is allowed.
 */
export function centsOf(amount: number | string): number | null {
  const text = typeof amount === 'number' ? numberText(amount) : amount.trim().replace(/,/g, '');
  if (text === null) return null;
  const match = /^(-)?(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > MAX_AMOUNT_CENTS) return null;
  return sign ? -cents : cents;
}

/** A JSON number's own decimal text, or null for NaN, ±Infinity and exponent forms. */
function numberText(amount: number): string | null {
  if (!Number.isFinite(amount)) return null;
  const text = String(amount);
  return /e/i.test(text) ? null : text;
}

/** The limits an amount must fall in, in cents (inclusive); `max` 0 means no upper limit. */
export interface AmountLimits {
  minCents: number;
  maxCents: number;
}

/** The cents of a positive amount within its limits, or the problem with it. */
export function checkAmount(
  amount: number | string,
  limits: AmountLimits = { minCents: 1, maxCents: 0 },
): { cents: number } | { problem: AmountProblem } {
  const cents = centsOf(amount);
  if (cents === null || cents <= 0) return { problem: 'amount.invalid' };
  if (cents < limits.minCents || (limits.maxCents > 0 && cents > limits.maxCents))
    return { problem: 'amount.out.of.range' };
  return { cents };
}

/** Cents as the database's numeric text (`125050` → `"1250.50"`), exact. */
export function decimalOfCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${String(Math.trunc(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** Cents of a value read from a numeric column (drizzle reads them as numbers of ≤ 2 decimals). */
export function centsOfStored(value: number | string): number {
  const cents = centsOf(typeof value === 'number' ? value : value.trim());
  if (cents === null) throw new Error(`not a stored amount: ${String(value)}`);
  return cents;
}

/** Cents as an amount for the wire (`125050` → 1250.5). Exact for any MAX_AMOUNT_CENTS value. */
export function amountOfCents(cents: number): number {
  return Number(decimalOfCents(cents));
}

/**
 * A member's fee on an amount (original deposit channel: customerCharge % + fixed, clamped to
 * min / max; a max of 0 has no ceiling). Percent parts round half up to the cent.
 */
export interface FeeRule {
  percent: number;
  fixedCents: number;
  minCents: number;
  maxCents: number;
}

export function feeOf(amountCents: number, rule: FeeRule): number {
  const percentPart = Math.round((amountCents * Math.round(rule.percent * 1000)) / 100_000);
  const raw = percentPart + rule.fixedCents;
  const floored = Math.max(raw, rule.minCents);
  return rule.maxCents > 0 ? Math.min(floored, rule.maxCents) : floored;
}

/** A deposit promotion (original getDepositPromotionsV3): FIXED bonus or a PERCENTAGE of the deposit per tier. */
export interface DepositPromotionRule {
  type: 'FIXED' | 'PERCENTAGE';
  /** In cents; `bonus` is cents for FIXED and a percent for PERCENTAGE; maxBonusCents caps a percentage. */
  tiers: readonly { minDepositCents: number; bonus: number; maxBonusCents: number | null }[];
}

/** The bonus of a deposit under a promotion: the highest tier the deposit reaches, or 0. */
export function depositBonusOf(amountCents: number, promotion: DepositPromotionRule): number {
  const tier = [...promotion.tiers]
    .sort((a, b) => b.minDepositCents - a.minDepositCents)
    .find((candidate) => amountCents >= candidate.minDepositCents);
  if (!tier) return 0;
  if (promotion.type === 'FIXED') return tier.bonus;
  const bonus = Math.round((amountCents * Math.round(tier.bonus * 1000)) / 100_000);
  return tier.maxBonusCents === null ? bonus : Math.min(bonus, tier.maxBonusCents);
}

/**
 * A deposit method's "give away x%" (original reimbursementPercentage): that percent of the amount
 * the member deposits, half up to the cent, with no ceiling (the operator sets none).
 */
export function giveAwayOf(amountCents: number, percent: number): number {
  if (!(percent > 0)) return 0;
  return Math.round((amountCents * Math.round(percent * 1000)) / 100_000);
}
