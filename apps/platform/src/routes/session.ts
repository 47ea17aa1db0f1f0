/** Session calls: the envelope key, sealed login (with challenge and captcha), free play, logout. */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {
  FreePlayValue,
  LoginFailureValue,
  LoginType,
  LoginValue,
  RsaKeyValue,
} from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { TRIAL_TYPE } from '@gaming/domain/roles';
import type { Database } from '../db/client';
import { captchas, customers, loginAttempts, sessions } from '../db/schema';
import { ApiError } from '../http/api-error';
import { SESSION_IDLE_MS } from '../http/guards';
import { fieldsOf, oneOf, optionalText, requiredText } from '../http/read';
import { ok } from '../http/reply';
import type { RouteDeps } from '../server';
import { captchaMatches } from '../services/captcha';
import { hashPassword, verifyPassword } from '../services/password';
import { whitelabelOf } from './system';
import { consumeSmsCode } from './verification';

/** §9: the third failed login for a username asks for the image captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** Passwords older than this count as expired when the merchant enables expiry (PASSEXPIRY3). */
const PASSWORD_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;
const TRIAL_BALANCE = 2000;

const sealed = { config: { sealed: true } } as const;

export function registerSessionRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get('/wps/session/key/rsa', { config: { ungated: true } }, () =>
    ok<RsaKeyValue>({ keyId: deps.keys.current.keyId, publicKey: deps.keys.current.publicKey }),
  );

  app.post('/wps/session/login', sealed, async (request) => {
    const fields = fieldsOf(request.body);
    const type = oneOf<LoginType>(fields, 'type', ['username', 'sms'], 'username');
    const username = requiredText(fields, 'username', { max: 64 });
    const password = requiredText(fields, 'password', { max: 128 });
    const merchantCode = request.site.merchant.code;
    const now = deps.now();

    if (type === 'sms') {
      if (!whitelabelOf(request.site).VERIFCODELOGIN3) {
        throw new ApiError(
          403,
          ErrorCode.operationNotEnabled,
          'Verification-code login is not enabled.',
        );
      }
      const mobileNum = username.replace(/[\s-]/g, '');
      if (!(await consumeSmsCode(deps.db, merchantCode, mobileNum, 'login', password, now))) {
        throw new ApiError(
          400,
          ErrorCode.verificationCodeInvalid,
          'The verification code is not valid.',
        );
      }
      const [customer] = await deps.db
        .select()
        .from(customers)
        .where(and(eq(customers.merchantCode, merchantCode), eq(customers.mobileNum, mobileNum)));
      if (!customer)
        throw new ApiError(
          400,
          ErrorCode.mobileNotRegistered,
          'No account uses this mobile number.',
        );
      return ok(
        await startSession(deps, customer, request.ip, now, request.site.settings.whitelabel),
      );
    }

    if (!(await deps.challenges.verify(optionalText(fields, 'challenge', { max: 4096 })))) {
      throw new ApiError(400, ErrorCode.challengeInvalid, 'Complete verification first.');
    }
    const failures = await failuresOf(deps.db, merchantCode, username);
    if (failures >= CAPTCHA_AFTER_FAILURES) {
      const typed = optionalText(fields, 'captcha', { max: 16 });
      const key = optionalText(fields, 'captchaKey', { max: 64 });
      if (!typed || !key) {
        throw new ApiError<LoginFailureValue>(
          400,
          ErrorCode.captchaRequired,
          'Enter the captcha.',
          { captcha: true },
        );
      }
      if (!(await consumeCaptcha(deps.db, key, typed, now))) {
        throw new ApiError<LoginFailureValue>(
          400,
          ErrorCode.captchaInvalid,
          'The captcha is not right.',
          { captcha: true },
        );
      }
    }

    const [customer] = await deps.db
      .select()
      .from(customers)
      .where(
        and(
          eq(customers.merchantCode, merchantCode),
          eq(customers.username, username.toLowerCase()),
        ),
      );
    const passwordOk = customer
      ? await verifyPassword(password, customer.passwordHash)
      : await burnTime(password);
    if (!customer || !passwordOk) {
      const count = await recordFailure(deps.db, merchantCode, username, now);
      throw new ApiError<LoginFailureValue>(
        400,
        ErrorCode.loginFailed,
        'The username or password is wrong.',
        {
          captcha: count >= CAPTCHA_AFTER_FAILURES,
        },
      );
    }
    if (customer.isAgent === TRIAL_TYPE) {
      throw new ApiError(403, ErrorCode.nonMember, 'Non-member accounts cannot log in.');
    }
    if (customer.status !== 1)
      throw new ApiError(403, ErrorCode.accountDisabled, 'This account is disabled.');
    await deps.db
      .delete(loginAttempts)
      .where(
        and(
          eq(loginAttempts.merchantCode, merchantCode),
          eq(loginAttempts.username, username.toLowerCase()),
        ),
      );
    return ok(
      await startSession(deps, customer, request.ip, now, request.site.settings.whitelabel),
    );
  });

  app.post('/wps/session/login/freeplay', sealed, async (request) => {
    if (!whitelabelOf(request.site).FREEPLAY3) {
      throw new ApiError(403, ErrorCode.operationNotEnabled, 'Free play is not enabled.');
    }
    const fields = fieldsOf(request.body);
    optionalText(fields, 'os', { max: 32 });
    oneOf(fields, 'platform', ['W'] as const);
    const now = deps.now();
    const username = `guest${randomBytes(5).toString('hex')}`;
    const [customer] = await deps.db
      .insert(customers)
      .values({
        merchantCode: request.site.merchant.code,
        username,
        passwordHash: await hashPassword(randomBytes(24).toString('base64')),
        nickname: username,
        isAgent: TRIAL_TYPE,
        balance: TRIAL_BALANCE,
        lastLoginAt: now,
      })
      .returning();
    if (!customer) throw new Error('trial account insert returned nothing');
    const token = await createSession(deps.db, customer.id, customer.merchantCode, request.ip, now);
    return ok<FreePlayValue>({ token, username, isAgent: TRIAL_TYPE });
  });

  app.delete('/wps/session/logout', { config: { auth: true } }, async (request) => {
    await deps.db.delete(sessions).where(eq(sessions.token, request.session.token));
    return ok(null);
  });
}

type Customer = typeof customers.$inferSelect;

async function startSession(
  deps: RouteDeps,
  customer: Customer,
  ip: string,
  now: Date,
  whitelabel: Record<string, boolean>,
): Promise<LoginValue> {
  const token = await createSession(deps.db, customer.id, customer.merchantCode, ip, now);
  await deps.db.update(customers).set({ lastLoginAt: now }).where(eq(customers.id, customer.id));
  return {
    token,
    firstTimeLogin: customer.lastLoginAt === null,
    passwordExpired:
      whitelabel.PASSEXPIRY3 === true &&
      now.getTime() - customer.passwordChangedAt.getTime() > PASSWORD_MAX_AGE_MS,
    isAgent: customer.isAgent,
  };
}

/** A random, unguessable token (32 bytes) that expires after two idle hours. */
async function createSession(
  db: Database,
  customerId: number,
  merchantCode: string,
  ip: string,
  now: Date,
) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    token,
    customerId,
    merchantCode,
    ip,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
  });
  return token;
}

async function failuresOf(db: Database, merchantCode: string, username: string): Promise<number> {
  const [row] = await db
    .select({ failures: loginAttempts.failures })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.merchantCode, merchantCode),
        eq(loginAttempts.username, username.toLowerCase()),
      ),
    );
  return row?.failures ?? 0;
}

async function recordFailure(
  db: Database,
  merchantCode: string,
  username: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(loginAttempts)
    .values({ merchantCode, username: username.toLowerCase(), failures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: [loginAttempts.merchantCode, loginAttempts.username],
      set: { failures: sql`${loginAttempts.failures} + 1`, updatedAt: now },
    })
    .returning({ failures: loginAttempts.failures });
  return row?.failures ?? 1;
}

/** A captcha answers one login attempt, right or wrong. */
async function consumeCaptcha(
  db: Database,
  key: string,
  typed: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db.delete(captchas).where(eq(captchas.key, key)).returning();
  return row !== undefined && row.expiresAt > now && captchaMatches(row.answer, typed);
}

/** Hashes anyway for an unknown username, so timing does not tell which usernames exist. */
async function burnTime(password: string): Promise<false> {
  await hashPassword(password);
  return false;
}
