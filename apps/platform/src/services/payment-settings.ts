/**
 * The merchant's payment settings, read from the site settings' free-form `settings` with the
 * defaults below (the seed writes them; `POST /__dev/settings` changes them).
 */
import type { Site } from './site';

export type WithdrawType = 'BC' | 'EW' | 'VW';

export interface WithdrawTypeLimits {
  min: number;
  max: number;
  feePercent: number;
  feeFixed: number;
  feeMin: number;
  feeMax: number;
  maxAccounts: number;
}

export interface PaymentSettings {
  allowDeposit: boolean;
  allowWithdraw: boolean;
  /** Seconds the simulated operator takes to decide an order (a few in development). */
  operatorDelaySeconds: number;
  /** What the simulated operator does with a withdrawal: pay it or reject it. */
  operatorWithdrawDecision: 'pay' | 'reject';
  /** A new deposit order not paid within this many minutes expires. */
  depositExpiryMinutes: number;
  /**
   * A paid deposit (pending) the operator has not decided within this many minutes expires: no
   * order stays "in progress" for ever. The member's slip and customer service settle it then.
   */
  depositReviewMinutes: number;
  /** Allowed withdrawal hours (`HH:mm`, merchant time, UTC+8 for PH); null = any time. */
  withdrawHours: { from: string; to: string } | null;
  withdrawLimits: Record<WithdrawType, WithdrawTypeLimits>;
  /** Most the member may withdraw in one day. */
  withdrawDailyMax: number;
  /** A: no turnover gate; I: a tip only; N: blocked until the turnover is done. */
  turnoverGate: 'A' | 'I' | 'N';
  /** A withdrawal needs at least one approved deposit. */
  withdrawNeedsDeposit: boolean;
  withdrawVerification: 'NONE' | 'SMS' | 'TOTP';
  /** Minutes after payment an unconfirmed withdrawal counts as received (§4). */
  confirmMinutes: number;
  precautionNote: string | null;
  /** The merchant's offset from UTC in minutes (PH: +480). */
  utcOffsetMinutes: number;
}

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  allowDeposit: true,
  allowWithdraw: true,
  operatorDelaySeconds: 5,
  operatorWithdrawDecision: 'pay',
  depositExpiryMinutes: 30,
  depositReviewMinutes: 24 * 60,
  withdrawHours: null,
  withdrawLimits: {
    BC: { min: 100, max: 50_000, feePercent: 0, feeFixed: 0, feeMin: 0, feeMax: 0, maxAccounts: 3 },
    EW: {
      min: 100,
      max: 20_000,
      feePercent: 1,
      feeFixed: 0,
      feeMin: 5,
      feeMax: 100,
      maxAccounts: 3,
    },
    VW: {
      min: 500,
      max: 100_000,
      feePercent: 0,
      feeFixed: 10,
      feeMin: 0,
      feeMax: 0,
      maxAccounts: 2,
    },
  },
  withdrawDailyMax: 100_000,
  turnoverGate: 'I',
  withdrawNeedsDeposit: true,
  withdrawVerification: 'NONE',
  confirmMinutes: 15,
  precautionNote: null,
  utcOffsetMinutes: 480,
};

/** The payment settings of a site: `settings.payments` laid over the defaults. */
export function paymentSettingsOf(site: Site): PaymentSettings {
  const stored = site.settings.settings.payments;
  const given = typeof stored === 'object' && stored !== null ? stored : {};
  return { ...DEFAULT_PAYMENT_SETTINGS, ...(given as Partial<PaymentSettings>) };
}

/** Whether `at` falls within the allowed hours (which may wrap past midnight). */
export function withinHours(
  hours: PaymentSettings['withdrawHours'],
  at: Date,
  utcOffsetMinutes: number,
): boolean {
  if (hours === null) return true;
  const minutes = (at.getUTCHours() * 60 + at.getUTCMinutes() + utcOffsetMinutes + 1440) % 1440;
  const from = minutesOf(hours.from);
  const to = minutesOf(hours.to);
  return from <= to ? minutes >= from && minutes < to : minutes >= from || minutes < to;
}

function minutesOf(time: string): number {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
}
