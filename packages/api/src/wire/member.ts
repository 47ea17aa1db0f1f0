/** Member schemas: info, consolidated contract state, wallet balance, language and password. */
import type { Static } from 'typebox';
import Type from 'typebox';
import { contractsOf } from './call';
import { memberCalls } from './member-calls';
import { LanguageCode, Nullable, OneOf, Text } from './schema-kit';

/** /wps/member/info (§3 Member info and public state). */
export const MemberInfo = Type.Object({
  id: Type.Integer(),
  customerId: Type.Integer(),
  account: Type.String(),
  username: Type.String(),
  nickname: Type.String(),
  /** Account type: 0 member, 1/2/41/42 agent, 4 trial. */
  isAgent: Type.Integer(),
  balance: Type.Number(),
  currency: Type.String(),
  currencySymbol: Type.String(),
  hasVip: Type.Boolean(),
  vipLabelName: Nullable(Type.String()),
  vipRankLevel: Type.Integer(),
  availablePromoCount: Type.Integer(),
  unreadMessage: Type.Integer(),
  mobileNum: Nullable(Type.String()),
  email: Nullable(Type.String()),
  avatar: Nullable(Type.String()),
  regDate: Type.String(),
  lastLoginTime: Nullable(Type.String()),
  /** The language last told to the server, or null. */
  language: Nullable(Type.String()),
  /**
   * Whether the account has a login password. A member registered through a social login has none
   * until they set a first one (`POST /wps/member/password`), which asks for no old one.
   */
  hasPassword: Type.Boolean(),
});
export type MemberInfo = Static<typeof MemberInfo>;

/**
 * A contract request waiting for the member's answer (an offer of the original site): status P
 * new, E changed, V termination request; the terms offered (for V, the terms in force) with their top
 * `rate` in percent; `downlineHigherRate` Y when accepting ends downline contracts of a higher rate.
 */
export const ContractRequest = Type.Object({
  id: Type.Integer(),
  kind: OneOf(['dividend', 'daily', 'hourly', 'realtime']),
  status: OneOf(['P', 'E', 'V']),
  rate: Type.Number(),
  /** The upline that offers it (null: the house). */
  upline: Nullable(Type.String()),
  tiers: Type.Array(
    Type.Object({
      betAmount: Type.Number(),
      activeMembers: Type.Integer(),
      netLoss: Type.Number(),
      rate: Type.Number(),
    }),
  ),
  /** Dividend: daily, weekly, semimonthly or monthly (the relay's computationPeriod). */
  period: Nullable(Type.String()),
  /** Hourly: H or BH. */
  interval: Nullable(Type.String()),
  productType: Type.String(),
  downlineHigherRate: OneOf(['Y', 'N']),
  time: Type.String(),
});
export type ContractRequest = Static<typeof ContractRequest>;

/** /wps/member/info/funds/consolidated (§3 Consolidated contract info). */
export const ConsolidatedFunds = Type.Object({
  dailysalreqtype: Nullable(ContractRequest),
  divtypereq: Nullable(ContractRequest),
  contracthoursalreq: Nullable(ContractRequest),
  realtimesalreqtype: Nullable(ContractRequest),
  enableSalary: Type.Boolean(),
  enableContract: Type.Boolean(),
});
export type ConsolidatedFunds = Static<typeof ConsolidatedFunds>;

export const WalletBalance = Type.Object({
  accountTypeId: Type.Integer(),
  displayName: Type.String(),
  availBalance: Type.Number(),
  status: OneOf(['OK', 'MAINTENANCE']),
});
export type WalletBalance = Static<typeof WalletBalance>;

/** /wps/v2/wallets/balance */
export const BalanceValue = Type.Object({
  balance: Type.Number(),
  currency: Type.String(),
  currencySymbol: Type.String(),
  wallets: Type.Array(WalletBalance),
});
export type BalanceValue = Static<typeof BalanceValue>;

/** Body and value of `PUT /wps/member/language`: one of the merchant's languages. */
export const MemberLanguage = Type.Object({ language: LanguageCode });
export type MemberLanguage = Static<typeof MemberLanguage>;

/** Body of `PUT /wps/member/password` (§3 Change password), sealed. */
export const ChangePasswordRequest = Type.Object({
  oldPassword: Text({ minLength: 1, maxLength: 64 }),
  newPassword: Text({ minLength: 1, maxLength: 64 }),
  confirmNewPassword: Text({ minLength: 1, maxLength: 64 }),
});
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;

/**
 * Body of `POST /wps/member/password`, sealed: the first login password of an account that has
 * none (registered through a social login), so no old one is asked.
 */
export const SetPasswordRequest = Type.Object({
  newPassword: Text({ minLength: 1, maxLength: 64 }),
  confirmNewPassword: Text({ minLength: 1, maxLength: 64 }),
});
export type SetPasswordRequest = Static<typeof SetPasswordRequest>;

export const memberContracts = contractsOf('member', memberCalls, {
  memberInfo: { summary: 'The signed-in member', value: MemberInfo },
  consolidatedFunds: {
    summary: 'Contract offers waiting for the member, and which contracts are enabled',
    value: ConsolidatedFunds,
  },
  balance: { summary: 'The wallet balance', value: BalanceValue },
  changeLanguage: {
    summary: 'Tell the server the member language (one of the merchant languages)',
    body: MemberLanguage,
    value: MemberLanguage,
  },
  changePassword: {
    summary: 'Change the password (sealed); the new one follows the register rule',
    body: ChangePasswordRequest,
    value: Type.Null(),
  },
  setPassword: {
    summary: 'Set the first login password of an account without one (sealed)',
    description:
      'Only while the account has no login password (registered through a social login); once it has one, it is changed with the old one and this answers password.already.set. The new one follows the register rule (field.invalid naming the field).',
    body: SetPasswordRequest,
    value: Type.Null(),
  },
});
