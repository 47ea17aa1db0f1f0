/**
 * The security centre (original site securityCenter): the score, the authenticator app (RFC 6238),
 * login history and active sessions. Every call is a real account's (trial accounts are refused).
 */
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clientContracts } from '@gaming/api/contract';
import { ErrorCode } from '@gaming/api/wire';
import { customers, sessions } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { route } from '../../http/route';
import { customerById } from '../../services/customers';
import {
  activeSessionsOf,
  completeProgressOf,
  loginHistoryOf,
  securityItemsOf,
} from '../../services/security';
import { newTotpSecret, otpauthUri, verifyTotp } from '../../services/totp';
import type { RouteDeps } from '../route-deps';

const calls = clientContracts.security;

export function registerSecurityRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  route(app, calls.overview, async (request) => {
    const customer = await customerById(db, request.session.customerId);
    const items = securityItemsOf(customer);
    return {
      items,
      completeProgress: completeProgressOf(items),
      mobileNum: customer.mobileNum,
      email: customer.email,
    };
  });

  route(app, calls.authenticatorSecret, async (request) => {
    const customer = await customerById(db, request.session.customerId);
    if (customer.totpSecret)
      throw new ApiError(400, ErrorCode.totpAlreadyBound, 'An authenticator is already bound.');
    const secretKey = newTotpSecret();
    return {
      secretKey,
      otpauth: otpauthUri(secretKey, customer.username, request.site.merchant.code),
    };
  });

  route(app, calls.bindAuthenticator, async (request) => {
    const { secretKey, code } = request.body;
    const customer = await customerById(db, request.session.customerId);
    if (customer.totpSecret)
      throw new ApiError(400, ErrorCode.totpAlreadyBound, 'An authenticator is already bound.');
    if (!verifyTotp(secretKey, code, deps.now()))
      throw new ApiError(400, ErrorCode.totpCodeInvalid, 'The authenticator code is not right.');
    await db.update(customers).set({ totpSecret: secretKey }).where(eq(customers.id, customer.id));
    return null;
  });

  route(app, calls.unbindAuthenticator, async (request) => {
    const customer = await customerById(db, request.session.customerId);
    if (!customer.totpSecret)
      throw new ApiError(400, ErrorCode.totpNotBound, 'No authenticator is bound.');
    if (!verifyTotp(customer.totpSecret, request.body.code, deps.now()))
      throw new ApiError(400, ErrorCode.totpCodeInvalid, 'The authenticator code is not right.');
    await db.update(customers).set({ totpSecret: null }).where(eq(customers.id, customer.id));
    return null;
  });

  route(app, calls.loginHistory, (request) =>
    loginHistoryOf(
      db,
      request.session.customerId,
      { pageNo: request.query.pageNo ?? 1, pageSize: request.query.pageSize ?? 10 },
      deps.now(),
    ),
  );

  route(app, calls.activeSessions, (request) =>
    activeSessionsOf(db, request.session.customerId, request.session.token, deps.now()),
  );

  route(app, calls.endOtherSessions, async (request) => {
    const ended = await db
      .delete(sessions)
      .where(
        and(
          eq(sessions.customerId, request.session.customerId),
          ne(sessions.token, request.session.token),
        ),
      )
      .returning({ token: sessions.token });
    return { ended: ended.length };
  });
}
