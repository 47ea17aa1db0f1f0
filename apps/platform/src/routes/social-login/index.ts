/**
 * Social login (§4 Login: optional facebook and google login, per configuration): a sign-in at an
 * OpenID provider signs in the member who linked that identity, or hands the app a one-time ticket
 * with which a new member registers under the register rules; a signed-in member links and unlinks
 * providers in the security centre.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { clientContracts } from '@gaming/api/contract';
import type { SocialIdentitiesValue, SocialProvider } from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { TRIAL_TYPE } from '@gaming/domain/roles';
import { ApiError } from '../../http/api-error';
import { documentRoute, route } from '../../http/route';
import { ADDRESS_CEILINGS } from '../../services/ceilings';
import { customerById, setLastLogin } from '../../services/customers';
import { recordLogin } from '../../services/login-trust';
import { devOidcSettings } from '../../services/oidc-dev-provider';
import type { OidcSettings } from '../../services/oidc';
import {
  OidcClients,
  SOCIAL_COOKIE,
  SOCIAL_SIGN_IN_TTL_MS,
  beginSocialSignIn,
  browserKeyOf,
  finishSocialSignIn,
  takeSocialSignIn,
} from '../../services/oidc';
import { registerMember } from '../../services/registration';
import { ACTIVE_STATUS, createSession } from '../../services/sessions';
import type { Site } from '../../services/site';
import {
  holdRegistration,
  identitiesOf,
  linkIdentity,
  linkedIdentityOf,
  pendingRegistrationOf,
  redeemRegistration,
  socialProvidersOf,
  unlinkIdentity,
} from '../../services/social-identities';
import type { RouteDeps } from '../route-deps';
import { socialCallbackContracts } from './contract';

const calls = clientContracts.socialLogin;

/**
 * The providers this platform signs in with: production's from its settings; in development, when
 * none are set, its own development provider for each.
 */
export function oidcClientsOf(app: FastifyInstance, deps: RouteDeps): OidcClients {
  const configured = deps.oidcSettings ?? {};
  const useDev = deps.mode === 'development' && Object.keys(configured).length === 0;
  const settingsOf = (): OidcSettings => {
    if (!useDev) return configured;
    const address = app.server.address() as AddressInfo | null;
    return address ? devOidcSettings(`http://127.0.0.1:${address.port}`) : {};
  };
  return new OidcClients(settingsOf, useDev);
}

export function registerSocialLoginRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  clients: OidcClients,
): void {
  const { db } = deps;

  /** The app's own origin to return to: the caller's, when it is one of the merchant's domains. */
  function returnOriginOf(site: Site, origin: string | undefined): string {
    if (origin) {
      try {
        const url = new URL(origin);
        if (site.merchant.domains.some((domain) => domain.toLowerCase() === url.host))
          return url.origin;
      } catch {
        // Not an address: the merchant's main one below.
      }
    }
    return new URL(deps.playerOrigin).origin;
  }

  function requireEnabled(site: Site, provider: SocialProvider) {
    if (!socialProvidersOf(site, clients.providers()).includes(provider))
      throw new ApiError(403, ErrorCode.operationNotEnabled, 'This login is not enabled.');
    const config = clients.config(provider);
    if (!config)
      throw new ApiError(403, ErrorCode.operationNotEnabled, 'This login is not enabled.');
    return config;
  }

  route(
    app,
    calls.start,
    async (request, reply) => {
      const { provider, link } = request.body;
      const config = await requireEnabled(request.site, provider);
      let customerId: number | null = null;
      if (link) {
        if (!request.viewer)
          throw new ApiError(401, ErrorCode.notLoggedIn, 'You are not logged in.');
        if (request.viewer.isAgent === TRIAL_TYPE)
          throw new ApiError(403, ErrorCode.needTrueAccount, 'This needs a real account.');
        customerId = request.viewer.customerId;
      }
      const returnOrigin = returnOriginOf(request.site, request.headers.origin);
      const { url, browserKey } = await beginSocialSignIn(db, config, {
        merchantCode: request.site.merchant.code,
        provider,
        returnOrigin,
        customerId,
        now: deps.now(),
      });
      // Lax: the provider's top-level redirect back carries it; HttpOnly: scripts never see it.
      const secure = returnOrigin.startsWith('https:') ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${SOCIAL_COOKIE}=${browserKey}; Path=/wps/social-login; Max-Age=${SOCIAL_SIGN_IN_TTL_MS / 1000}; HttpOnly; SameSite=Lax${secure}`,
      );
      return { url };
    },
    // Each start stores a row: as many per address as logins.
    { rateLimit: ADDRESS_CEILINGS.login },
  );

  /** Back to the app; the token or ticket rides the query only until the app reads and drops it. */
  function back(reply: FastifyReply, location: string): FastifyReply {
    return reply
      .header(
        'set-cookie',
        `${SOCIAL_COOKIE}=; Path=/wps/social-login; Max-Age=0; HttpOnly; SameSite=Lax`,
      )
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(location, 303);
  }

  documentRoute(app, socialCallbackContracts.callback, async (request, reply) => {
    const { state, error } = request.query;
    const now = deps.now();
    const signIn = state
      ? await takeSocialSignIn(db, state, browserKeyOf(request.headers.cookie), now)
      : null;
    const home = new URL(deps.playerOrigin).origin;
    if (!signIn) return back(reply, `${home}/?socialLogin=expired`);
    const origin = signIn.returnOrigin;
    const linking = signIn.customerId !== null;
    const failed = (outcome: string) =>
      back(
        reply,
        linking
          ? `${origin}/member/securityCenter?socialLink=${outcome}`
          : `${origin}/?socialLogin=${outcome}`,
      );
    if (error) return failed('cancelled');
    const config = await clients.config(signIn.provider as SocialProvider);
    if (!config) return failed('failed');
    let identity: { subject: string; email: string | null };
    try {
      const query = new URL(request.url, 'http://callback').search.slice(1);
      identity = await finishSocialSignIn(config, signIn, query);
    } catch (cause) {
      request.log.warn({ err: cause, provider: signIn.provider }, 'social sign-in refused');
      return failed('failed');
    }
    const found = {
      merchantCode: signIn.merchantCode,
      provider: signIn.provider,
      subject: identity.subject,
    };
    const linked = await linkedIdentityOf(db, found);

    if (signIn.customerId !== null) {
      if (linked) return failed(linked.customerId === signIn.customerId ? 'linked' : 'taken');
      const inserted = await linkIdentity(
        db,
        signIn.customerId,
        { ...found, email: identity.email },
        now,
      );
      // The member linked another account of this provider already.
      return failed(inserted ? 'linked' : 'taken');
    }

    if (linked) {
      const customer = await customerById(db, linked.customerId);
      if (customer.status !== ACTIVE_STATUS) return failed('disabled');
      const token = await createSession(db, customer.id, customer.merchantCode, request.ip, now, {
        userAgent: request.headers['user-agent'] ?? '',
      });
      await setLastLogin(db, customer.id, now);
      // The security centre's login history lists it beside password and SMS logins.
      await recordLogin(db, {
        customerId: customer.id,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        success: true,
        loginType: signIn.provider as SocialProvider,
        now,
      });
      return back(reply, `${origin}/?token=${encodeURIComponent(token)}`);
    }

    // A new identity: registration finishes in the app, under the register rules, with this ticket.
    const ticket = await holdRegistration(db, signIn, identity, now);
    return back(reply, `${origin}/?socialRegister=${ticket}`);
  });

  /** The registration a ticket stands for, unused (services/social-identities.ts). */
  const pendingRegistration = (ticket: string, site: Site) =>
    pendingRegistrationOf(db, ticket, site.merchant.code, deps.now());

  route(
    app,
    calls.registration,
    async (request) => {
      const pending = await pendingRegistration(request.body.ticket, request.site);
      return { provider: pending.provider as SocialProvider, email: pending.email };
    },
    // Read each time the form opens (a reload too): as often as logins, not as registrations.
    { rateLimit: ADDRESS_CEILINGS.login },
  );

  route(
    app,
    calls.register,
    async (request) => {
      const { ticket, method = 'username', ...fields } = request.body;
      const pending = await pendingRegistration(ticket, request.site);
      const provider = pending.provider as SocialProvider;
      const now = deps.now();
      return registerMember(
        deps,
        request.site,
        fields,
        { ip: request.ip, userAgent: request.headers['user-agent'], now },
        {
          method,
          passwordless: true,
          loginEvent: provider,
          // In the member's transaction: the ticket goes (once: a second redemption finds none and
          // undoes its member), and the identity is linked to the new member.
          claim: (tx, customer) =>
            redeemRegistration(
              tx,
              { ticket, merchantCode: request.site.merchant.code },
              customer,
              { provider, subject: pending.subject, email: pending.email },
              now,
            ),
        },
      );
    },
    { rateLimit: ADDRESS_CEILINGS.register },
  );

  async function identitiesValueOf(customerId: number, site: Site): Promise<SocialIdentitiesValue> {
    const rows = await identitiesOf(db, customerId);
    return {
      identities: rows.map((row) => ({
        provider: row.provider as SocialProvider,
        email: row.email,
        linkedAt: row.createdAt.toISOString(),
      })),
      available: socialProvidersOf(site, clients.providers()),
    };
  }

  route(app, calls.identities, (request) =>
    identitiesValueOf(request.session.customerId, request.site),
  );

  route(app, calls.unlink, async (request) => {
    const customerId = request.session.customerId;
    const customer = await customerById(db, customerId);
    const rows = await identitiesOf(db, customerId);
    if (!rows.some((row) => row.provider === request.params.provider))
      throw new ApiError(400, ErrorCode.requestInvalid, 'This provider is not linked.');
    // A member registered by a provider has no password: the last identity is the only way in.
    if (customer.passwordHash === '' && rows.length === 1)
      throw new ApiError(
        400,
        ErrorCode.requestInvalid,
        'Set a password or link another login first: this is your only way to sign in.',
      );
    await unlinkIdentity(db, customerId, request.params.provider);
    return identitiesValueOf(customerId, request.site);
  });
}
