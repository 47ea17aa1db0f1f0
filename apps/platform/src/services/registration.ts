/**
 * Registration rules on the platform (§4 Registration, §5 Register): the same field states and
 * server-rule matcher as the form (`@gaming/domain/validation`), so a script cannot register what
 * the form refuses.
 */
import { and, eq, sql } from 'drizzle-orm';
import { ErrorCode } from '@gaming/api/wire';
import type { FieldFailureValue, RegisterRequest } from '@gaming/api/wire';
import { isAgentType } from '@gaming/domain/roles';
import type { RegisterField, RegisterMethod, RegisterSettings } from '@gaming/domain/validation';
import { matchServerRule, registerFieldStates } from '@gaming/domain/validation';
import type { Database } from '../db/client';
import { affiliateLinks, customers } from '../db/schema';
import { ApiError } from '../http/api-error';
import { mobileNumberOf } from './sms-codes';

/** The registration user's fields stored in `customers.profile` (§3). */
export const PROFILE_FIELDS = [
  'payeeName',
  'qqNum',
  'recommenderId',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const satisfies readonly RegisterField[];

export function fieldInvalid(field: string, message: string): ApiError<FieldFailureValue> {
  return new ApiError<FieldFailureValue>(400, ErrorCode.fieldInvalid, message, { field });
}

/** The typed registration, trimmed, with each shown field checked against its rule. */
export interface CheckedRegistration {
  username: string;
  password: string;
  mobileNum: string | null;
  email: string | null;
  verificationCode: string | null;
  captcha: string | null;
  affiliateCode: string | null;
  paymentPassword: string | null;
  profile: Record<string, string>;
}

/**
 * Checks a registration against the merchant's rules: every shown field that is required must be
 * filled, every filled shown field must match its rule, the confirmation must equal the password.
 * Fields the form does not show are ignored (never stored).
 */
export function checkRegistration(
  body: RegisterRequest,
  rules: RegisterSettings,
  options: { method: RegisterMethod; smsVerification: boolean; captcha: boolean },
): CheckedRegistration {
  const states = registerFieldStates(rules, options);
  const typed = (field: RegisterField): string => {
    const value = body[field];
    return typeof value === 'string' ? value.trim() : '';
  };
  const checked = new Map<RegisterField, string>();
  for (const [field, state] of Object.entries(states) as [
    RegisterField,
    { shown: boolean; required: boolean },
  ][]) {
    // By mobile, the number is the username (§4 Registration).
    const value = options.method === 'mobile' && field === 'username' ? '' : typed(field);
    if (!state.shown) continue;
    if (value === '') {
      if (state.required) throw fieldInvalid(field, `${field} is required.`);
      continue;
    }
    const rule = rules[field];
    if (rule && !matchServerRule(value, rule).ok)
      throw fieldInvalid(field, `${field} does not match its rule.`);
    checked.set(field, value);
  }
  if (body.confirmPassword.trim() !== typed('password'))
    throw fieldInvalid('confirmPassword', 'The passwords are not the same.');

  const typedMobile = checked.get('mobileNum');
  const mobileNum = typedMobile === undefined ? null : mobileNumberOf(typedMobile);
  if (typedMobile !== undefined && mobileNum === null)
    throw fieldInvalid('mobileNum', 'The mobile number is not valid.');
  const username = options.method === 'mobile' ? mobileNum : (checked.get('username') ?? null);
  if (!username) throw fieldInvalid('username', 'username is required.');

  const profile: Record<string, string> = {};
  for (const field of PROFILE_FIELDS) {
    const value = checked.get(field);
    if (value !== undefined) profile[field] = value;
  }
  // An invitation code from the link travels even when the form hides the field (§4).
  const affiliateCode = checked.get('affiliateCode') ?? (typed('affiliateCode') || null);
  return {
    username: username.toLowerCase(),
    password: typed('password'),
    mobileNum,
    email: checked.get('email')?.toLowerCase() ?? null,
    verificationCode: checked.get('verificationCode') ?? null,
    captcha: checked.get('captcha') ?? null,
    affiliateCode,
    paymentPassword: checked.get('paymentPassword') ?? null,
    profile,
  };
}

/**
 * The agent an invitation code belongs to, or null for an unknown code: one of the agent's links
 * (agent centre; `linkId` and the type an account registered by it becomes), else the agent's own
 * code on its account.
 */
export async function agentOfAffiliateCode(
  db: Database,
  merchantCode: string,
  code: string,
): Promise<{
  id: number;
  nickname: string;
  isAgent: number;
  linkId: number | null;
  linkType: 'member' | 'agent';
} | null> {
  const typed = code.trim().toUpperCase();
  const [linked] = await db
    .select({
      id: customers.id,
      nickname: customers.nickname,
      isAgent: customers.isAgent,
      linkId: affiliateLinks.id,
      linkType: affiliateLinks.type,
    })
    .from(affiliateLinks)
    .innerJoin(customers, eq(customers.id, affiliateLinks.agentId))
    .where(and(eq(affiliateLinks.merchantCode, merchantCode), eq(affiliateLinks.code, typed)));
  if (linked && isAgentType(linked.isAgent)) return linked;
  const [agent] = await db
    .select({ id: customers.id, nickname: customers.nickname, isAgent: customers.isAgent })
    .from(customers)
    .where(
      and(
        eq(customers.merchantCode, merchantCode),
        eq(sql`upper(${customers.affiliateCode})`, typed),
      ),
    );
  return agent && isAgentType(agent.isAgent)
    ? { ...agent, linkId: null, linkType: 'member' }
    : null;
}
