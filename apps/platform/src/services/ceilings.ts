/**
 * Request ceilings (@fastify/rate-limit) on a store in the database, so a ceiling holds across
 * restarts and across several platform instances on one database. Per-address ceilings sit on the
 * routes (`config.rateLimit`); per-number and per-account ceilings are checked in the handlers
 * with `ceilingOf`. A refusal is a 429 `TOO_MANY_REQUESTS` with `Retry-After` and
 * `value.retryAfter` (seconds).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { ErrorCode } from '@gaming/api/wire';
import { clientContracts } from '@gaming/api/contract';
import type { CallRoute } from '@gaming/api/contract';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { ApiError } from '../http/api-error';

export interface RetryAfterValue {
  /** Seconds until the next attempt is answered. */
  retryAfter: number;
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Counts one hit for `key` in a fixed window of `windowMs`; answers the hits so far and the rest of the window. */
export async function hit(
  db: Database,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ current: number; ttl: number }> {
  const edge = new Date(now.getTime() - windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.windowStart} <= ${edge} then 1 else ${rateLimits.hits} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${edge} then ${now} else ${rateLimits.windowStart} end`,
      },
    })
    .returning();
  const started = row?.windowStart.getTime() ?? now.getTime();
  return { current: row?.hits ?? 1, ttl: Math.max(0, windowMs - (now.getTime() - started)) };
}

/** @fastify/rate-limit's store interface, on the `rate_limits` table and the platform's clock. */
function databaseStore(db: Database, now: () => Date) {
  return class DatabaseRateLimitStore {
    prefix = '';
    incr(key: string, callback: Callback, timeWindow: number): void {
      hit(db, this.prefix + key, timeWindow, now()).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    /** A route's own counters: its ceiling is keyed apart from every other route's. */
    child(options: object) {
      const store = new DatabaseRateLimitStore();
      const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      store.prefix = `${String(route?.method)} ${String(route?.url)}|`;
      return store;
    }
  };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export async function registerCeilings(
  app: FastifyInstance,
  options: { db: Database; now: () => Date; exemptLoopback: boolean },
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(options.db, options.now),
    // Development only: the apps' own servers and local tools (no X-Forwarded-For) are not limited,
    // so tests and demos can log in freely; a forwarded address always is.
    allowList: (request) => options.exemptLoopback && LOOPBACK.has(request.ip),
    errorResponseBuilder: (_request, context) =>
      tooMany(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}

export function tooMany(retryAfter: number): ApiError<RetryAfterValue> {
  return new ApiError<RetryAfterValue>(
    429,
    ErrorCode.tooManyRequests,
    `Too many requests; try again in ${retryAfter} s.`,
    { retryAfter },
  );
}

export interface Ceiling {
  /** A name for the key space, e.g. `sms-number`. */
  name: string;
  max: number;
  windowMs: number;
}

/**
 * Checks a ceiling on a key of the request's own (a mobile number, an account): throws the 429
 * when the key went over it in the current window.
 */
export async function checkCeiling(
  app: FastifyInstance,
  request: FastifyRequest,
  ceiling: Ceiling,
  key: string,
): Promise<void> {
  const limiter = app.createRateLimit({
    max: ceiling.max,
    timeWindow: ceiling.windowMs,
    keyGenerator: () => `${ceiling.name}:${key}`,
  });
  const result = await limiter(request);
  if (!result.isAllowed && result.isExceeded) throw tooMany(Math.max(1, result.ttlInSeconds));
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** Per-address ceilings of the routes that guard accounts (per hour or minutes). */
export const ADDRESS_CEILINGS = {
  /**
   * Each claim call (reward centre, missions, promotions, red envelopes, rebate): a member claims a
   * few rewards a visit; 120 in 10 minutes leaves room for a shop or a family behind one address
   * (common on Philippine mobile networks, which share addresses) and stops a script farming many
   * accounts from one machine.
   */
  claim: { max: 120, timeWindow: 10 * MINUTE },
  /**
   * Each spend (points redeem and convert, a member's transfer to its upline, an agent's transfer
   * to a downline): 60 in 10 minutes, half the claims' room (a spend is rarer than a claim and asks
   * a password) and still room for a shop or a family behind one address.
   */
  spend: { max: 60, timeWindow: 10 * MINUTE },
  /** Feedback (stored text and images for the operator): 20 an hour per address. */
  feedback: { max: 20, timeWindow: HOUR },
  login: { max: 30, timeWindow: 10 * 60 * 1000 },
  smsSend: { max: 10, timeWindow: 60 * 60 * 1000 },
  freePlay: { max: 10, timeWindow: 60 * 60 * 1000 },
  captcha: { max: 60, timeWindow: 60 * 1000 },
  register: { max: 10, timeWindow: 60 * 60 * 1000 },
  affiliate: { max: 60, timeWindow: 10 * 60 * 1000 },
  passwordReset: { max: 10, timeWindow: 60 * 60 * 1000 },
} as const;

/**
 * Per-account ceilings (`checkCeiling`, keyed by the account). Registration, free play and the
 * captcha have no account yet: their ceilings are per address only (SMS codes also per number).
 */
export const ACCOUNT_CEILINGS = {
  /**
   * Logins to one username (or SMS logins to one number) from any address: 20 in 10 minutes. The
   * failure lock (every fifth failure) and the captcha (after three) stop guessing; this also bounds
   * captcha-solved guessing spread over many addresses and token churn by a script.
   */
  login: { name: 'login-account', max: 20, windowMs: 10 * MINUTE },
  /** Each claim call per member: 30 in 10 minutes, ten times what a person clicks. */
  claim: { name: 'claim-account', max: 30, windowMs: 10 * MINUTE },
  /** Promo codes per member: 10 tries in 10 minutes, so codes cannot be guessed by brute force. */
  promoCode: { name: 'promo-code-account', max: 10, windowMs: 10 * MINUTE },
  /**
   * Points redeem, points convert and the transfer to the upline per member: 10 in 10 minutes. A
   * member redeems or converts a few times a visit. Each call checks a password (payment, or login
   * for the upline transfer); guessing it is stopped by the payment-password lock
   * (`payment-password.ts`), which this ceiling does not replace.
   */
  spend: { name: 'spend-account', max: 10, windowMs: 10 * MINUTE },
  /**
   * An agent's transfers to its downline: 30 in 10 minutes, as an agent pays its members one by one
   * (the payment password is checked on each, under the payment-password lock).
   */
  downlineTransfer: { name: 'downline-transfer-account', max: 30, windowMs: 10 * MINUTE },
  /** Feedback per member: 5 an hour (the operator reads each one). */
  feedback: { name: 'feedback-account', max: 5, windowMs: HOUR },
  /**
   * "Forgot by email" per username: 3 an hour and 5 a day, from any address. A member who lost the
   * mail asks again a time or two; more only fills the member's mailbox. Counted whether or not the
   * email matches, before it is looked at, so the refusal says nothing about the pair (and guessing
   * a member's email is bounded too).
   */
  passwordResetHour: { name: 'password-reset-hour', max: 3, windowMs: HOUR },
  passwordResetDay: { name: 'password-reset-day', max: 5, windowMs: 24 * HOUR },
} as const satisfies Record<string, Ceiling>;

export interface CallCeilings {
  address: { max: number; timeWindow: number };
  account: Ceiling;
}

const calls = clientContracts;
const claim: CallCeilings = { address: ADDRESS_CEILINGS.claim, account: ACCOUNT_CEILINGS.claim };
const spend: CallCeilings = { address: ADDRESS_CEILINGS.spend, account: ACCOUNT_CEILINGS.spend };

/**
 * The calls limited per address and per member by `route()` (the member's key is per call, so
 * claiming one reward does not use up another's). Every claim is here, and the spends: points
 * redeem and convert, and the transfers between a member and its upline.
 */
export const CALL_CEILINGS: ReadonlyMap<CallRoute, CallCeilings> = new Map<CallRoute, CallCeilings>(
  [
    [calls.records.claimRebate, claim],
    [calls.wallet.claimRedEnvelope, claim],
    [calls.missions.claim, claim],
    [calls.promotions.apply, claim],
    [calls.promotions.claim, claim],
    [calls.promotions.claimRaffle, claim],
    [calls.promotions.claimSignIn, claim],
    [calls.promotions.claimNewbie, claim],
    [calls.promotions.claimRescue, claim],
    [calls.promotions.openTicket, claim],
    [
      calls.promotions.claimPromoCode,
      { address: ADDRESS_CEILINGS.claim, account: ACCOUNT_CEILINGS.promoCode },
    ],
    [calls.points.redeem, spend],
    [calls.points.convert, spend],
    [calls.wallet.transferUpline, spend],
    [
      calls.agentTeam.transfer,
      { address: ADDRESS_CEILINGS.spend, account: ACCOUNT_CEILINGS.downlineTransfer },
    ],
    [
      calls.support.feedback,
      { address: ADDRESS_CEILINGS.feedback, account: ACCOUNT_CEILINGS.feedback },
    ],
  ],
);

/** Per-number ceiling of SMS sends: five codes an hour to one number. */
export const SMS_NUMBER_CEILING: Ceiling = { name: 'sms-number', max: 5, windowMs: 60 * 60 * 1000 };
