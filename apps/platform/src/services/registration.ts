/**
 * Registration on the platform (§4 Registration, §5 Register): the same field states and
 * server-rule matcher as the form (`@gaming/domain/validation`), so a script cannot register what
 * the form refuses; and the one way a member is created, whether the registration comes with a
 * password or after a sign-in at a social provider.
 */
import { and, eq, sql } from 'drizzle-orm';
import { ErrorCode } from '@gaming/api/wire';
import type { FieldFailureValue, LoginValue, RegisterRequest } from '@gaming/api/wire';
import { isAgentType } from '@gaming/domain/roles';
import type { RegisterField, RegisterMethod, RegisterSettings } from '@gaming/domain/validation';
import { matchServerRule, registerFieldStates } from '@gaming/domain/validation';
import type { Database } from '../db/client';
import { affiliateLinks, customers, teamAccounts } from '../db/schema';
import { ApiError } from '../http/api-error';
import { consumeCaptcha } from './captcha';
import type { ChallengeService } from './challenge';
import type { Customer } from './customers';
import type { Tx } from './ledger';
import type { LoginEventType } from './login-trust';
import { recordLogin, trustAddress } from './login-trust';
import { hashPassword } from './password';
import { recordReferral, referrerOfCode } from './referral';
import { startSession } from './sessions';
import type { Site } from './site';
import { whitelabelOf } from './site';
import { consumeSmsCode, mobileNumberOf } from './sms-codes';

/** What a registration sends: the registration user, whose password a social registration leaves out. */
export type RegistrationBody = Omit<RegisterRequest, 'password' | 'confirmPassword'> &
  Partial<Pick<RegisterRequest, 'password' | 'confirmPassword'>>;

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
  /** Empty for a passwordless (social) registration. */
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
  body: RegistrationBody,
  rules: RegisterSettings,
  options: {
    method: RegisterMethod;
    smsVerification: boolean;
    captcha: boolean;
    /** After a social sign-in: no password is asked (nor stored). */
    passwordless?: boolean;
  },
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
  if (!options.passwordless && (body.confirmPassword ?? '').trim() !== typed('password'))
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
    password: options.passwordless ? '' : typed('password'),
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

/** Postgres unique violation: two registrations raced for one username. */
function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    ((error as { code?: unknown }).code === '23505' ||
      (error as { cause?: { code?: unknown } }).cause?.code === '23505')
  );
}

export interface RegisterMemberOptions {
  /** The registration tab: by username, or with the mobile number as username. */
  method: RegisterMethod;
  /** After a sign-in at a social provider: no password is asked, and none is stored (''). */
  passwordless?: boolean;
  /** How the login history names the sign-in the registration opens. */
  loginEvent: LoginEventType;
  /**
   * Runs in the registration's transaction once the member's row exists: what the registration
   * takes with it (a social ticket, the identity it links). Throwing undoes the registration.
   */
  claim?: (tx: Tx, customer: Customer) => Promise<void>;
}

/**
 * Registers a member by the merchant's rules and signs them in (§4 Registration): the tab must be
 * on, the verification challenge solved, every field as the register settings say, the captcha and
 * invitation code right, the username and mobile number free, the SMS code (used last, so a refusal
 * leaves it for the corrected attempt). An agent's invitation code places the member below the
 * agent; a member's referral code records the referral.
 */
export async function registerMember(
  services: { db: Database; challenges: ChallengeService },
  site: Site,
  body: RegistrationBody,
  from: { ip: string; userAgent: string | undefined; now: Date },
  options: RegisterMemberOptions,
): Promise<LoginValue> {
  const { db } = services;
  const { method, passwordless = false } = options;
  const { ip, now } = from;
  const whitelabel = whitelabelOf(site);
  const merchantCode = site.merchant.code;
  const enabled =
    method === 'username'
      ? whitelabel.USERNAMEREG3
      : whitelabel.MOBILENUMREG3 || whitelabel.MOBILENUMPASSREG3;
  if (!enabled)
    throw new ApiError(403, ErrorCode.operationNotEnabled, 'This registration is not enabled.');
  if (!(await services.challenges.verify(body.challenge)))
    throw new ApiError(400, ErrorCode.challengeInvalid, 'Complete verification first.');

  const smsVerification =
    method === 'mobile'
      ? whitelabel.REGMOBVERF3
      : site.settings.settings.registerSmsVerification === true;
  const checked = checkRegistration(body, site.settings.registerRules, {
    method,
    smsVerification,
    captcha: site.settings.settings.registerCaptcha === true,
    passwordless,
  });

  if (checked.captcha !== null) {
    const key = body.captchaKey?.trim();
    if (!key || !(await consumeCaptcha(db, key, checked.captcha, now)))
      throw new ApiError(400, ErrorCode.captchaInvalid, 'The captcha is not right.');
  }
  // An agent's invitation code, else a member's own referral code (invite and earn).
  const invitationCode = checked.affiliateCode ?? (body.referralCode?.trim() || null);
  const agent =
    invitationCode === null ? null : await agentOfAffiliateCode(db, merchantCode, invitationCode);
  const referrer =
    invitationCode === null || agent !== null
      ? null
      : await referrerOfCode(db, merchantCode, invitationCode);
  if (invitationCode !== null && agent === null && referrer === null)
    throw new ApiError(400, ErrorCode.invitationCodeError, 'The invitation code is unknown.', {
      field: 'affiliateCode',
    });

  const [taken] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.merchantCode, merchantCode), eq(customers.username, checked.username)));
  if (taken) throw new ApiError(400, ErrorCode.usernameTaken, 'This username is taken.');
  if (checked.mobileNum !== null) {
    const [owner] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(eq(customers.merchantCode, merchantCode), eq(customers.mobileNum, checked.mobileNum)),
      );
    if (owner)
      throw new ApiError(
        400,
        ErrorCode.mobileAlreadyRegistered,
        'This mobile number is already registered.',
      );
  }
  // The code is used last: a refusal above leaves it for the corrected attempt.
  if (checked.verificationCode !== null && checked.mobileNum !== null) {
    const check = await consumeSmsCode(
      db,
      merchantCode,
      checked.mobileNum,
      'register',
      checked.verificationCode,
      now,
    );
    if (check === 'expired')
      throw new ApiError(400, ErrorCode.verificationCodeExpired, 'Send a new code.');
    if (check === 'wrong')
      throw new ApiError(400, ErrorCode.verificationCodeInvalid, 'The code is not right.');
  }

  // A social member has no password: '' never verifies (services/password.ts), so only the
  // provider, or a password set later, signs them in.
  const passwordHash = passwordless ? '' : await hashPassword(checked.password);
  const paymentPasswordHash =
    checked.paymentPassword === null ? null : await hashPassword(checked.paymentPassword);
  let inserted: Customer;
  try {
    inserted = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(customers)
        .values({
          merchantCode,
          username: checked.username,
          passwordHash,
          nickname: checked.username,
          // An agent link (agent centre) opens an agent account below the agent.
          isAgent: agent?.linkType === 'agent' ? 2 : 0,
          // A referred friend joins the referrer's agent line.
          parentId: agent?.id ?? referrer?.parentId ?? null,
          mobileNum: checked.mobileNum,
          mobileVerified: checked.verificationCode !== null,
          email: checked.email,
          paymentPasswordHash,
          profile: checked.profile,
          createdAt: now,
          passwordChangedAt: now,
        })
        .returning();
      if (!row) throw new Error('registration insert returned nothing');
      // Registered by an agent's invitation link: the link counts it (agent centre stats).
      if (agent?.linkId != null)
        await tx.insert(teamAccounts).values({ customerId: row.id, linkId: agent.linkId });
      if (referrer)
        await recordReferral(tx, { referrerId: referrer.id, inviteeId: row.id, ip, at: now });
      await options.claim?.(tx, row);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ApiError(400, ErrorCode.usernameTaken, 'This username is taken.');
    throw error;
  }
  // The address the member registered from is theirs: the next login from it is not challenged.
  await trustAddress(db, inserted.id, ip, now);
  await recordLogin(db, {
    customerId: inserted.id,
    ip,
    userAgent: from.userAgent,
    success: true,
    loginType: options.loginEvent,
    now,
  });
  return startSession(db, inserted, {
    ip,
    now,
    passwordExpiry: whitelabel.PASSEXPIRY3,
    // A passwordless member's empty password is neither weak nor old: no change is forced.
    loginType: 'username',
    password: checked.password,
    userAgent: from.userAgent ?? '',
  });
}
