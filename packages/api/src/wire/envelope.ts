import { TransportErrorCode } from './transport-codes';

/** Every platform reply: `{ success, value?, message?, errorCode? }` (docs/runtime.md). */
export interface ApiEnvelope<T> {
  success: boolean;
  value?: T;
  message?: string;
  errorCode?: string;
}

/**
 * Error codes on the wire. Session codes are the spec's; the rest name the refusal plainly. The
 * codes the transport itself reads live in `transport-codes.ts`, so first paint carries only those.
 */
export const ErrorCode = {
  ...TransportErrorCode,
  requestInvalid: 'request.invalid',
  requestTooLarge: 'request.too.large',
  merchantMissing: 'merchant.missing',
  merchantDuplicate: 'merchant.duplicate',
  merchantUnknown: 'merchant.unknown',
  encryptionRequired: 'encryption.required',
  encryptionInvalid: 'encryption.invalid',
  loginFailed: 'login.failed',
  captchaRequired: 'captcha.required',
  captchaInvalid: 'captcha.invalid',
  nonMember: 'login.non.member',
  /** A member (not an agent) at the agent centre's login. */
  notAgent: 'login.not.agent',
  operationNotEnabled: 'operation.not.enabled',
  invalidPhoneFormat: 'invalid.phone.format',
  missingPhoneNumber: 'missing.phone.number',
  mobileNotRegistered: 'mobile.not.registered',
  mobileAlreadyRegistered: 'mobile.already.registered',
  verificationCodeInvalid: 'verification.code.invalid',
  accountDisabled: 'account.disabled',
  notFound: 'not.found',
  methodNotAllowed: 'method.not.allowed',
  systemMaintenance: 'system.maintenance',
  accessRestricted: 'access.restricted',
  /** §8: a trial account (isAgent 4) using a member function or starting a game for real money. */
  needTrueAccount: 'in_need_true_account',
  /** The wallet cannot cover the game's smallest bet (original site's launch error). */
  balanceNotEnough: 'launch_game_balance_not_enough',
  /** The game cannot be started this way (no free trial, expired game link). */
  gameLaunchFailed: 'game_launch_failed',
  /** Change password: the old password does not match. */
  oldPasswordInvalid: 'password.old.invalid',
  /** Set a first login password: the account has one already (change it with the old one). */
  passwordAlreadySet: 'password.already.set',
  /** The session was opened with a weak or expired password: change it first (§4). */
  passwordChangeRequired: 'password.change.required',
  /** Too many failed logins for this username: locked for `value.retryAfter` seconds. */
  loginLocked: 'login.locked',
  /** The SMS code was voided (five wrong codes) or has expired: send a new one. */
  verificationCodeExpired: 'verification.code.expired',
  /** A sealed request older than the platform accepts (or from a clock far off): seal it again. */
  /** A sealed request sent a second time: refused. */
  encryptionReplayed: 'encryption.replayed',
  /** Registration: the username (or the mobile number used as one) belongs to another account. */
  usernameTaken: 'username.taken',
  /** A field broke its rule (`value.field` names it); the same rules the form checks. */
  fieldInvalid: 'field.invalid',
  /** §8 Affiliate check failure: the invitation code is unknown. */
  invitationCodeError: 'invitation_code_error',
  /** §8 Forgot by email: no account has this username and email. */
  usernameOrEmailNotExist: 'username_or_email_not_exist',
  /** §4 Login from an unregistered address: `value` names the checks this member can answer. */
  loginVerifyRequired: 'login_verify_required',
  /** The new-address check was answered wrongly (or its ticket ran out). */
  loginVerifyInvalid: 'login.verify.invalid',
  /** Payment password: wrong, not set yet, or set already (change it instead). */
  paymentPasswordInvalid: 'invalid_payment_pw',
  paymentPasswordNotSet: 'not_exists_payment_password',
  paymentPasswordAlreadySet: 'payment.password.already.set',
  /** Authenticator app (TOTP): a wrong code, or binding twice / unbinding none. */
  totpCodeInvalid: 'totp.code.invalid',
  totpAlreadyBound: 'totp.already.bound',
  totpNotBound: 'totp.not.bound',
  /** The email is bound to another account. */
  emailAlreadyBound: 'email.already.bound',
  /** An avatar upload that is not a JPG or PNG of at most 1 MB. */
  avatarInvalid: 'avatar.invalid',
  /** Money: amounts, balances, orders, withdrawal gates, wallets. */
  amountInvalid: 'amount.invalid',
  amountOutOfRange: 'amount.out.of.range',
  balanceInsufficient: 'balance.not.enough',
  idempotencyConflict: 'idempotency.conflict',
  depositNotAllowed: 'deposit.not.allowed',
  withdrawNotAllowed: 'withdraw.not.allowed',
  withdrawOutsideHours: 'withdraw.outside.hours',
  withdrawTurnoverNotEnough: 'withdraw_turnover_not_enough',
  requiredDepositAmountNotReached: 'required_deposit_amount_not_reached',
  promotionTurnoverNotEnough: 'promotion_turnover_not_enough',
  memberInformationIncomplete: 'required_member_information_incomplete',
  withdrawAccountRequired: 'withdraw.account.required',
  withdrawAccountLimit: 'withdraw.account.limit',
  walletMaintenance: 'wallet.maintenance',
  transferSameWallet: 'transfer.same.wallet',
  orderNotFound: 'order.not.found',
  orderStateInvalid: 'order.state.invalid',
  fileInvalid: 'file.invalid',
  rebateNothingToClaim: 'rebate.nothing',
  redEnvelopeUnavailable: 'red.envelope.unavailable',
  pointsNotEnough: 'points.not.enough',
  rewardOutOfStock: 'reward.out.of.stock',
  missionNothingToClaim: 'mission.nothing',
  promotionUnavailable: 'promotion.unavailable',
  promotionApplied: 'promotion.applied',
  promotionNotIssued: 'promotion.not.issued',
  rewardClaimed: 'reward.claimed',
  promClaimReqField: 'prom_claim_req_field',
  claimDepositRequired: 'claim_deposit_required',
  promoCodeInvalid: 'promo.code.invalid',
  ticketUnavailable: 'ticket.unavailable',
  messageNoRecipient: 'message.no.recipient',
  /** Agent centre: the account is not in this agent's downline tree (or does not exist). */
  downlineNotFound: 'downline.not.found',
  /** Contracts: a rate above the upline's own (`value.rate`), bad tiers, not a direct downline agent. */
  contractRateAboveOwn: 'contract.rate.above.own',
  contractTermsInvalid: 'contract.terms.invalid',
  contractTargetInvalid: 'contract.target.invalid',
  contractNotFound: 'contract.not.found',
  contractNothingToAnswer: 'contract.nothing.to.answer',
  /** Agent reports: a range with a day that is none, the end before the start, or in the future. */
  reportRangeInvalid: 'report.range.invalid',
  /** Agent reports: a range longer than 92 days or reaching back beyond 180 days. */
  reportRangeTooLong: 'report.range.too.long',
  /** Social registration: the ticket is unknown, used, expired or another site's: sign in again. */
  socialRegistrationExpired: 'social.registration.expired',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export { SESSION_ERROR_CODES } from './transport-codes';
