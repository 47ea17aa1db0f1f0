import type enErrors from '../locales/en/errors.json';

/** A key of the error catalogue (`errors` namespace). */
export type ErrorKey = keyof typeof enErrors;

/**
 * Every key of the catalogue (a test keeps it equal to `locales/en/errors.json`): turning a code
 * into a key needs the keys only, so the texts load as a chunk beside first paint, not in it.
 */
export const ERROR_KEYS = [
  'request_invalid',
  'request_too_large',
  'merchant_missing',
  'merchant_duplicate',
  'merchant_unknown',
  'encryption_required',
  'encryption_invalid',
  'encryption_key_unknown',
  'CUSTOMER_NOT_LOGIN',
  'user_or_token_invalid',
  'login_not_session',
  'token_ip_different',
  'login_failed',
  'captcha_required',
  'captcha_invalid',
  'challenge_invalid',
  'login_non_member',
  'login_not_agent',
  'operation_not_enabled',
  'invalid_phone_format',
  'missing_phone_number',
  'mobile_not_registered',
  'mobile_already_registered',
  'verification_code_invalid',
  'missing_verification_code',
  'verification_code_expired',
  'quota_exceeded',
  'popup_closed',
  'sms_send_failed',
  'account_disabled',
  'TOO_MANY_REQUESTS',
  'not_found',
  'method_not_allowed',
  'system_maintenance',
  'access_restricted',
  'unknown_error',
  'network_link_abnormal',
  'request_timeout',
  'page_load_slow',
  'chunk_load_error',
  'invalid_url',
  'username_or_email_not_exist',
  'in_need_true_account',
  'password_old_invalid',
  'in_been_out',
  'copy_success',
  'copy_failed',
  'invitation_code_error',
  'vendor_under_maintenance',
  'launch_game_balance_not_enough',
  'game_launch_failed',
  'domain_not_available',
  'withdraw_turnover_not_enough',
  'required_deposit_amount_not_reached',
  'promotion_turnover_not_enough',
  'required_member_information_incomplete',
  'invalid_payment_pw',
  'not_exists_payment_password',
  'claim_deposit_required',
  'prom_claim_req_field',
  'file_upload_failed',
  'password_change_required',
  'login_locked',
  'login_locked_minutes_one',
  'login_locked_minutes_other',
  'encryption_stale',
  'encryption_replayed',
  'username_taken',
  'field_invalid',
  'login_verify_required',
  'login_verify_invalid',
  'payment_password_already_set',
  'totp_code_invalid',
  'totp_already_bound',
  'totp_not_bound',
  'email_already_bound',
  'avatar_invalid',
] as const satisfies readonly ErrorKey[];

const KNOWN: ReadonlySet<string> = new Set(ERROR_KEYS);

/**
 * The catalogue key of a wire error code: dots become underscores (`merchant.missing` →
 * `merchant_missing`); a code the catalogue does not know reads as `unknown_error`.
 */
export function errorKeyOf(code: string): ErrorKey {
  const key = code.replaceAll('.', '_');
  return KNOWN.has(key) ? (key as ErrorKey) : 'unknown_error';
}
