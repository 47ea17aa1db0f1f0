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

/** Per-address ceilings of the routes that guard accounts (DESIGN.md numbers, per hour or minutes). */
export const ADDRESS_CEILINGS = {
  login: { max: 30, timeWindow: 10 * 60 * 1000 },
  smsSend: { max: 10, timeWindow: 60 * 60 * 1000 },
  freePlay: { max: 10, timeWindow: 60 * 60 * 1000 },
  captcha: { max: 60, timeWindow: 60 * 1000 },
  register: { max: 10, timeWindow: 60 * 60 * 1000 },
  affiliate: { max: 60, timeWindow: 10 * 60 * 1000 },
  passwordReset: { max: 10, timeWindow: 60 * 60 * 1000 },
} as const;

/** Per-number ceiling of SMS sends: five codes an hour to one number. */
export const SMS_NUMBER_CEILING: Ceiling = { name: 'sms-number', max: 5, windowMs: 60 * 60 * 1000 };
