/**
 * Request guards that every API call passes: exactly one known `Merchant`, the site gate, the
 * session token and the sealed body. Each refusal is an ApiError, answered as a 4xx envelope.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EnvelopeError, ENCRYPTION_HEADER, open } from '@gaming/api/envelope';
import type { OpenedEnvelope } from '@gaming/api/envelope';
import { ErrorCode } from '@gaming/api/wire';
import { clientContracts } from '@gaming/api/contract';
import type { CallRoute } from '@gaming/api/contract';
import { TRIAL_TYPE, isAgentType } from '@gaming/domain/roles';
import { SystemStatus } from '@gaming/domain/system';
import type { Database } from '../db/client';
import type { KeyRing } from '../services/key-ring';
import { SEALED_FRESH_MS, firstUseOfNonce } from '../services/sealed-nonces';
import { liveSession } from '../services/sessions';
import type { SiteStore } from '../services/site';
import { ApiError } from './api-error';

/**
 * What a session opened with a weak or expired password may call until the password is changed
 * (§4: the change is forced at login): member info, the change itself and logout.
 */
const CALLS_BEFORE_PASSWORD_CHANGE = new Set(
  [
    clientContracts.member.memberInfo,
    clientContracts.member.changePassword,
    clientContracts.session.logout,
  ].map((call: CallRoute) => `${call.method ?? 'GET'} ${call.url}`),
);

function routeKeyOf(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? ''}`;
}

export interface GuardDeps {
  db: Database;
  site: SiteStore;
  keys: KeyRing;
  now: () => Date;
}

/** How many times a header appears in the raw request (Node joins repeats, which hides them). */
function headerCount(request: FastifyRequest, name: string): number {
  const raw = request.raw.rawHeaders;
  let count = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]?.toLowerCase() === name) count++;
  return count;
}

export function registerGuards(app: FastifyInstance, deps: GuardDeps): void {
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (config.noMerchant || request.routeOptions.url === undefined) return;
    const count = headerCount(request, 'merchant');
    if (count === 0)
      throw new ApiError(400, ErrorCode.merchantMissing, 'The Merchant header is required.');
    if (count > 1)
      throw new ApiError(400, ErrorCode.merchantDuplicate, 'Send the Merchant header once.');
    const code = String(request.headers.merchant).trim();
    const site = await deps.site.get(code);
    if (!site)
      throw new ApiError(400, ErrorCode.merchantUnknown, `Unknown merchant ${code.slice(0, 32)}.`);
    request.site = site;
    if (config.ungated) return;
    if (site.settings.status === SystemStatus.maintenance) {
      throw new ApiError(503, ErrorCode.systemMaintenance, 'The system is under maintenance.');
    }
    if (site.settings.status === SystemStatus.regionRestricted) {
      throw new ApiError(403, ErrorCode.accessRestricted, 'Access is restricted in your location.');
    }
  });

  // Before validation: a sealed body is validated as the payload it carries, not as its wrapper,
  // and a call that needs a session refuses a visitor before it reads anything else.
  app.addHook('preValidation', async (request) => {
    const config = request.routeOptions.config;
    if (config.auth) request.session = await authenticate(request, deps);
    // §6: trial accounts are refused member and agent functions, favourites and real-money play.
    if (config.realAccount && request.session.isAgent === TRIAL_TYPE) {
      throw new ApiError(403, ErrorCode.needTrueAccount, 'This needs a real account.');
    }
    // §6: the agent centre is for agents only; a member's or a trial's session is refused.
    if (config.agentOnly && !isAgentType(request.session.isAgent)) {
      throw new ApiError(403, ErrorCode.nonMember, 'Non-member or non-agent cannot use this.');
    }
    if (config.optionalAuth) {
      request.viewer = request.headers.authorization?.trim()
        ? await authenticate(request, deps)
        : null;
    }
    if (config.sealed) request.body = await openSealedBody(request, deps);
    dropEmptyParameters(request);
  });
}

/** `?gameName=` is the same as no `gameName`: an empty query parameter counts as absent. */
function dropEmptyParameters(request: FastifyRequest): void {
  const query = request.query;
  if (typeof query !== 'object' || query === null) return;
  for (const [name, value] of Object.entries(query)) {
    if (value === '') Reflect.deleteProperty(query, name);
  }
}

async function authenticate(request: FastifyRequest, deps: GuardDeps) {
  const token = request.headers.authorization?.trim();
  if (!token) throw new ApiError(401, ErrorCode.notLoggedIn, 'You are not logged in.');
  const session = await liveSession(deps.db, token, deps.now());
  if (!session || session.merchantCode !== request.site.merchant.code) {
    throw new ApiError(401, ErrorCode.tokenInvalid, 'The session is invalid or has expired.');
  }
  if (session.mustChangePassword && !CALLS_BEFORE_PASSWORD_CHANGE.has(routeKeyOf(request))) {
    throw new ApiError(403, ErrorCode.passwordChangeRequired, 'Change your password first.');
  }
  return session;
}

/**
 * Opens a sealed body and answers its payload: refused when it is not sealed, when it was sealed
 * more than five minutes from now (platform clock), or when its nonce was seen before (a replay).
 */
async function openSealedBody(request: FastifyRequest, deps: GuardDeps): Promise<unknown> {
  const opened = await openEnvelope(request, deps.keys);
  const now = deps.now();
  if (Math.abs(now.getTime() - opened.sealedAt) > SEALED_FRESH_MS) {
    throw new ApiError(
      400,
      ErrorCode.encryptionStale,
      'The sealed request is stale; seal it again.',
    );
  }
  if (
    !(await firstUseOfNonce(deps.db, opened.nonce, new Date(opened.sealedAt + SEALED_FRESH_MS)))
  ) {
    throw new ApiError(400, ErrorCode.encryptionReplayed, 'This sealed request was already sent.');
  }
  return opened.payload;
}

async function openEnvelope(request: FastifyRequest, keys: KeyRing): Promise<OpenedEnvelope> {
  const header = request.headers[ENCRYPTION_HEADER.toLowerCase()];
  try {
    return await open(
      typeof header === 'string' ? header : undefined,
      request.body,
      keys.privateKeyOf,
    );
  } catch (error) {
    if (!(error instanceof EnvelopeError)) throw error;
    switch (error.failure) {
      case 'missing':
        throw new ApiError(
          400,
          ErrorCode.encryptionRequired,
          'This call takes a sealed body only.',
        );
      case 'unknown-key':
        throw new ApiError(
          400,
          ErrorCode.encryptionKeyUnknown,
          'The encryption key has changed; fetch it again.',
        );
      default:
        throw new ApiError(
          400,
          ErrorCode.encryptionInvalid,
          'The sealed body could not be opened.',
        );
    }
  }
}
