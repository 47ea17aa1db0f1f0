/**
 * §5 Server rules: "value must match acceptedPattern (a lone * matches anything) and length within
 * minLength and maxLength; message looked up by patternId with min and max inserted (a single number
 * if equal). Mobile placeholder states the digit count from maxLength."
 */
import type { RuleResult, ValidationMessage } from './messages';
import { lengthMessage, patternMessage, validationMessage } from './messages';
import { compileServerPattern } from './safe-pattern';

/** One registration field's server rule (§3 "Registration rule per field"), as the server sends it. */
export interface RegisterFieldRule {
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
  patternId: string;
  /** Shown on the form. */
  show: boolean;
  /** Required when shown. */
  required: boolean;
}

/** The part of a rule the matcher reads. */
export type ServerRule = Pick<
  RegisterFieldRule,
  'acceptedPattern' | 'minLength' | 'maxLength' | 'patternId'
>;

/** The registration fields that carry a server rule (§3 Registration user). */
export type RegisterField =
  | 'username'
  | 'password'
  | 'payeeName'
  | 'email'
  | 'qqNum'
  | 'mobileNum'
  | 'recommenderId'
  | 'captcha'
  | 'verificationCode'
  | 'affiliateCode'
  | 'paymentPassword'
  | 'line'
  | 'whatsapp'
  | 'facebook'
  | 'wechat'
  | 'idNumber';

/** The server's registration settings: one rule per field (a field without a rule is not shown). */
export type RegisterSettings = Partial<Record<RegisterField, RegisterFieldRule>>;

const OK: RuleResult = { ok: true };
const PATTERN_INVALID: RuleResult = {
  ok: false,
  ...validationMessage('validation:pattern_invalid'),
};

function failure(message: ValidationMessage): RuleResult {
  return { ok: false, ...message };
}

function isLength(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

/**
 * Matches a value against a server rule. The length (UTF-16 units, as a text field's maxlength and
 * the server count it) is checked first, so a pattern never runs on more than maxLength characters;
 * a failure gives the length message. Then the whole value must match acceptedPattern; a lone `*`
 * (or an empty pattern) matches anything; a failure gives the pattern message of patternId.
 * A rule that cannot be applied (a pattern that does not compile or could backtrack without end,
 * lengths that are not 0 ≤ minLength ≤ maxLength) gives `validation:pattern_invalid`: the player is
 * told to contact customer service, nothing is thrown.
 */
export function matchServerRule(value: string, rule: ServerRule): RuleResult {
  const { minLength: min, maxLength: max, acceptedPattern, patternId } = rule;
  if (!isLength(min) || !isLength(max) || min > max) return PATTERN_INVALID;
  if (value.length < min || value.length > max) return failure(lengthMessage(min, max));
  const trimmed = acceptedPattern.trim();
  if (trimmed === '' || trimmed === '*') return OK;
  const pattern = compileServerPattern(acceptedPattern);
  if (!pattern) return PATTERN_INVALID;
  return pattern.test(value) ? OK : failure(patternMessage(patternId, min, max));
}

/** The digit count a mobile number field's placeholder states: the rule's maxLength (§5). */
export function mobilePlaceholderDigits(rule: Pick<ServerRule, 'maxLength'>): number | null {
  return isLength(rule.maxLength) && rule.maxLength > 0 ? rule.maxLength : null;
}

/** The mobile number placeholder, "{{count}} digits", or null when the rule gives no count. */
export function mobilePlaceholder(rule: Pick<ServerRule, 'maxLength'>): ValidationMessage | null {
  const count = mobilePlaceholderDigits(rule);
  return count === null ? null : validationMessage('validation:mobile_placeholder', { count });
}
