/** §4 "Redeem statuses: in process, rejected, approved" (the original site's codes P, R, A). */
export const REDEEM_STATUS = {
  inProcess: 'P',
  rejected: 'R',
  approved: 'A',
} as const;
export type RedeemStatus = (typeof REDEEM_STATUS)[keyof typeof REDEEM_STATUS];

/** The i18n key naming each redeem status. */
export const REDEEM_STATUS_KEYS: Readonly<Record<RedeemStatus, string>> = {
  P: 'status:redeem.in_process',
  R: 'status:redeem.rejected',
  A: 'status:redeem.approved',
};

/** Whether a code from the server is one of the redeem statuses. */
export function isRedeemStatus(code: string): code is RedeemStatus {
  return (Object.values(REDEEM_STATUS) as readonly string[]).includes(code);
}

/** The i18n key of a redeem status code from the server, or null for a code the spec does not know. */
export function redeemStatusKeyOf(code: string): string | null {
  return isRedeemStatus(code) ? REDEEM_STATUS_KEYS[code] : null;
}

/** §4 "Activity statuses: joined, applying, rejected, issued, claimed, process, closed, coming soon". */
export const ACTIVITY_STATUSES = [
  'joined',
  'applying',
  'rejected',
  'issued',
  'claimed',
  'process',
  'closed',
  'comingSoon',
] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** The i18n key naming each activity status. */
export const ACTIVITY_STATUS_KEYS: Readonly<Record<ActivityStatus, string>> = {
  joined: 'status:activity.joined',
  applying: 'status:activity.applying',
  rejected: 'status:activity.rejected',
  issued: 'status:activity.issued',
  claimed: 'status:activity.claimed',
  process: 'status:activity.process',
  closed: 'status:activity.closed',
  comingSoon: 'status:activity.coming_soon',
};

/** §4 "Period options: daily, weekly, semimonthly, monthly". */
export const PERIOD_OPTIONS = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type PeriodOption = (typeof PERIOD_OPTIONS)[number];

/** The i18n key naming each period option. */
export const PERIOD_OPTION_KEYS: Readonly<Record<PeriodOption, string>> = {
  daily: 'agent:contracts.period.daily',
  weekly: 'agent:contracts.period.weekly',
  semimonthly: 'agent:contracts.period.semimonthly',
  monthly: 'agent:contracts.period.monthly',
};
