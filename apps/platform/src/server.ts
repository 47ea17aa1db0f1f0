/**
 * The reference platform: `createServer(deps)` builds the Fastify app without listening, so tests
 * and the bench run it in-process; `main.ts` is the file that listens.
 */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import websocket from '@fastify/websocket';
import Fastify from 'fastify';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@gaming/api/wire';
import type { DatabaseHandle } from './db/client';
import { ApiError } from './http/api-error';
import './http/context';
import { registerGuards } from './http/guards';
import { registerOpenApi } from './http/openapi';
import type { OidcSettings } from './services/oidc';
import { registerValidators } from './http/validators';
import { registerRoutes } from './routes';
import type { PlatformMode } from './routes/route-deps';
import { CatalogueStore } from './services/catalogue';
import { registerCeilings } from './services/ceilings';
import { ChallengeService } from './services/challenge';
import { KeyRing } from './services/key-ring';
import { NoticeHub } from './services/notice-hub';
import { DEFAULT_PLAYER_ORIGIN } from './seed/site';
import type { NoticeTimings } from './services/notice-hub';
import { SiteStore } from './services/site';
import { customerById } from './services/customers';
import { paymentSettingsOf } from './services/payment-settings';
import { publishNotice as publishToMembers } from './services/notices';
import { ContractSettlement } from './services/contract-settlement';
import { PaymentOperator } from './services/payments';
import type { NoticePublisher } from './services/payments';
import { newSpinSeed } from './services/slot';

export type { PlatformMode };

export interface ServerDeps {
  database: DatabaseHandle;
  mode: PlatformMode;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
  /** Largest ALTCHA counter (proof-of-work size); the bench and tests pass a small one. */
  challengeMaxCounter?: number;
  /** Secret that signs verification challenges; random per start when absent. */
  challengeSecret?: string;
  /** Fastify's logger: on (stdout) or off; tests pass a stream of their own to read what is logged. */
  logger?: boolean | { stream: NodeJS.WritableStream };
  /** Largest accepted body in bytes. */
  bodyLimit?: number;
  /** Origins of app builds served from another host, allowed through CORS. */
  corsOrigins?: string[];
  /**
   * The address the server listens on (default 127.0.0.1). On loopback the demo game page may be
   * framed by any loopback origin: the apps' dev and preview servers.
   */
  host?: string;
  /** The source of spin seeds of the demo game; tests pass fixed ones. */
  spinSeed?: () => Buffer;
  /**
   * Loopback clients without X-Forwarded-For pass the request ceilings (in-process tests, the e2e
   * stack); a forwarded address is always limited. Off by default.
   */
  exemptLoopbackFromCeilings?: boolean;
  /** Fastify's trustProxy: whose X-Forwarded-For gives the client address. Default: loopback proxies. */
  trustProxy?: boolean | string;
  /** Run the simulated payment operator every second (default true; tests drive it themselves). */
  paymentOperator?: boolean;
  /** Run the contract settlement every minute (default true; tests drive it themselves). */
  contractSettlement?: boolean;
  /** The notices socket's auth timeout, heartbeat and session re-check; tests pass short ones. */
  noticeTimings?: Partial<NoticeTimings>;
  /** The player app's address, which `POST /__dev/reset` seeds (default: the default stack's). */
  playerOrigin?: string;
  /** Social login's production providers; in development, none means the platform's own. */
  oidcSettings?: OidcSettings;
}

export interface Platform {
  app: FastifyInstance;
  /** The simulated payment operator (tests call `runDue()` with their own clock). */
  operator: PaymentOperator;
  /** Salary and dividend contract settlement (tests call `runDue()` with their own clock). */
  settlement: ContractSettlement;
  keys: KeyRing;
  site: SiteStore;
  catalogue: CatalogueStore;
  /** This instance's live notices hub (its members' open sockets). */
  hub: NoticeHub;
}

export async function createServer(deps: ServerDeps): Promise<Platform> {
  const app = Fastify({
    logger: loggerOptions(deps.logger ?? false),
    bodyLimit: deps.bodyLimit ?? 64 * 1024,
    trustProxy: deps.trustProxy ?? 'loopback',
    // A malformed address or an overlong path parameter is answered in the envelope too.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode ?? 400;
      void (reply as unknown as FastifyReply).code(status).send({
        success: false,
        errorCode: status === 413 ? ErrorCode.requestTooLarge : ErrorCode.requestInvalid,
        message:
          status === 414 ? 'A part of the address is too long.' : 'The address is not valid.',
      });
    },
  });
  const now = deps.now ?? (() => new Date());
  const db = deps.database.db;
  const keys = await KeyRing.create();
  const site = new SiteStore(db);
  const catalogue = new CatalogueStore(db);
  const challenges = new ChallengeService({
    secret: deps.challengeSecret,
    maxCounter: deps.challengeMaxCounter ?? 20_000,
    now,
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      // A ceiling's refusal says when to retry in the header too (as @fastify/rate-limit's do).
      const retryAfter = (error.value as { retryAfter?: unknown } | undefined)?.retryAfter;
      if (error.statusCode === 429 && typeof retryAfter === 'number')
        void reply.header('retry-after', String(retryAfter));
      return reply.status(error.statusCode).send({
        success: false,
        errorCode: error.errorCode,
        message: error.message,
        ...(error.value === undefined ? {} : { value: error.value }),
      });
    }
    // A value the database cannot hold (an id beyond its integer range, a number out of range) is
    // bad input that got past the schema: refused like any other, the transaction rolled back.
    const status = isDataException(error) ? 400 : (error.statusCode ?? 500);
    if (status >= 500) request.log.error(error);
    const errorCode =
      status === 413
        ? ErrorCode.requestTooLarge
        : status === 429
          ? ErrorCode.tooManyRequests
          : status === 405
            ? ErrorCode.methodNotAllowed
            : status >= 500
              ? ErrorCode.unknown
              : ErrorCode.requestInvalid;
    const message = status >= 500 ? 'Something went wrong on our side.' : error.message;
    return reply.status(status).send({ success: false, errorCode, message });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      success: false,
      errorCode: ErrorCode.notFound,
      message: `No call ${request.method} ${request.url.split('?')[0] ?? ''}.`,
    }),
  );

  if (deps.corsOrigins?.length) {
    await app.register(cors, {
      origin: deps.corsOrigins,
      allowedHeaders: [
        'Merchant',
        'Device',
        'Language',
        'Authorization',
        'Encryption',
        'Idempotency-Key',
        'Content-Type',
      ],
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      maxAge: 600,
    });
  }
  registerValidators(app);
  // Security headers on every answer, JSON and images included (nosniff, referrer policy…). The
  // default CSP is the one of a JSON answer: nothing loads, nothing frames it. Pages (demo game,
  // demo payment page, chat page) replace it with their own CSP and frame-ancestors (the demo game
  // is framed by the apps); images are loaded cross-origin by apps deployed on another host.
  await app.register(helmet, {
    frameguard: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // A JSON answer carries a member's data (balances, tokens, messages): never kept by a browser or
  // a shared cache. Pages and images set their own Cache-Control.
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/json') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
  await registerCeilings(app, {
    db,
    now,
    exemptLoopback: deps.exemptLoopbackFromCeilings === true,
  });
  await registerOpenApi(app, { publish: deps.mode === 'development' });
  // Live notices: one LISTEN per instance; a client sends nothing bigger than its auth message.
  await app.register(websocket, { options: { maxPayload: 4096 } });
  const hub = await NoticeHub.start(deps.database, {
    now,
    ...(deps.noticeTimings === undefined ? {} : { timings: deps.noticeTimings }),
  });
  app.addHook('onClose', () => hub.stop());
  registerGuards(app, { db, site, keys, now });
  // Decided orders tell the member live (LISTEN/NOTIFY, delivered when the transaction commits).
  const publishNotice: NoticePublisher = (tx, customerId, notice) =>
    publishToMembers(
      tx,
      customerId,
      notice.type === 'WITHDRAW' ? { ...notice, remark: notice.remark ?? '' } : notice,
    );
  /** The payment settings of a customer's merchant. */
  const paymentRulesOf = async (customerId: number) => {
    const customer = await customerById(db, customerId);
    const customerSite = await site.get(customer.merchantCode);
    return customerSite ? paymentSettingsOf(customerSite) : null;
  };
  const confirmMinutesOf = async (customerId: number) =>
    (await paymentRulesOf(customerId))?.confirmMinutes ?? 15;
  const operator = new PaymentOperator({
    db,
    now,
    publish: () => publishNotice,
    rulesFor: async (customerId) => {
      const rules = await paymentRulesOf(customerId);
      return {
        confirmMinutes: rules?.confirmMinutes ?? 15,
        withdraw: rules?.operatorWithdrawDecision === 'reject' ? 'reject' : 'approve',
      };
    },
  });
  registerRoutes(app, {
    db,
    database: deps.database,
    site,
    keys,
    challenges,
    catalogue,
    now,
    mode: deps.mode,
    exemptLoopback: deps.exemptLoopbackFromCeilings === true,
    frameAncestors: frameAncestorsOf(deps.corsOrigins ?? [], deps.host ?? '127.0.0.1'),
    spinSeed: deps.spinSeed ?? newSpinSeed,
    publishNotice,
    confirmMinutesOf,
    hub,
    playerOrigin: deps.playerOrigin ?? DEFAULT_PLAYER_ORIGIN,
    ...(deps.oidcSettings === undefined ? {} : { oidcSettings: deps.oidcSettings }),
  });
  const settlement = new ContractSettlement({ db, now });
  app.addHook('onClose', () => operator.stop());
  app.addHook('onClose', () => settlement.stop());
  await app.ready();
  if (deps.paymentOperator !== false) operator.start();
  if (deps.contractSettlement !== false) settlement.start();
  return { app, keys, site, catalogue, operator, settlement, hub };
}

/** A PostgreSQL data exception (SQLSTATE class 22: out of range, bad text for a type), possibly wrapped. */
function isDataException(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 4; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Query parameters whose values are secrets: a session token, a game or payment ticket, a chat
 * room's key (`key`, `chatKey`, `chat_key`: whoever has it reads the room).
 */
const SECRET_PARAMETERS = /([?&](?:token|ticket|key|chat_?key)=)[^&#]*/gi;
/** The chat room's key in the chat page's path (`/wps/chat/<key>`, `/wps/chat/<key>/messages`). */
const SECRET_SEGMENTS = /(\/chat\/)[^/?#]+/gi;

/**
 * A request's address as logged: secrets in the query and the chat key in the path replaced, so no
 * token, ticket or chat key reaches a log.
 */
export function loggedUrl(url: string): string {
  return url.replace(SECRET_SEGMENTS, '$1[redacted]').replace(SECRET_PARAMETERS, '$1[redacted]');
}

/**
 * The logger's options: requests are logged without their headers (Fastify's default, so no
 * `Authorization`) and with the secrets of their address redacted; `authorization` is redacted
 * again wherever a logged object carries headers (an error's request, a custom log line).
 */
function loggerOptions(logger: boolean | { stream: NodeJS.WritableStream }) {
  if (logger === false) return false;
  return {
    ...(logger === true ? {} : { stream: logger.stream }),
    redact: ['req.headers.authorization', 'headers.authorization', 'req.query.token'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggedUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}

/** Who may frame the demo game page: the configured app origins, and loopback apps on loopback. */
export function frameAncestorsOf(corsOrigins: readonly string[], host: string): string[] {
  const origins = corsOrigins.filter((origin) => /^https?:\/\/[^\s;,'"]+$/.test(origin));
  const loopback = host === '127.0.0.1' || host === 'localhost' || host === '::1';
  return loopback ? [...origins, 'http://127.0.0.1:*', 'http://localhost:*'] : origins;
}
