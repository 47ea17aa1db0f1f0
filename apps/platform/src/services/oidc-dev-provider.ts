/**
 * Development only: the platform's own OpenID provider (`oidc-provider`), standing in for Facebook
 * and Google, which nothing on a development machine or in the end-to-end tests can reach. Any name
 * typed on its login page signs in as that person (`<name>@dev.test`), and consent is implied.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import Provider from 'oidc-provider';
import { SOCIAL_PROVIDERS } from '@gaming/api/wire';
import { CALLBACK_PATH } from './oidc';
import type { OidcSettings } from './oidc';

export const DEV_OIDC_PATH = '/wps/dev/oidc';
const DEV_CLIENT_SECRET = 'development-only-secret';

/** Both providers' settings pointing at the development provider of the platform at `origin`. */
export function devOidcSettings(origin: string): OidcSettings {
  return Object.fromEntries(
    SOCIAL_PROVIDERS.map((provider) => [
      provider,
      {
        issuer: `${origin}${DEV_OIDC_PATH}`,
        clientId: `dev-${provider}`,
        clientSecret: DEV_CLIENT_SECRET,
      },
    ]),
  );
}

function createDevProvider(issuer: string, returnOrigins: readonly string[]): Provider {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'dev', use: 'sig', alg: 'RS256' };
  const redirectUris = returnOrigins.map((origin) => `${origin}${CALLBACK_PATH}`);
  return new Provider(issuer, {
    clients: SOCIAL_PROVIDERS.map((provider) => ({
      client_id: `dev-${provider}`,
      client_secret: DEV_CLIENT_SECRET,
      redirect_uris: redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The ID token carries email and name itself (the platform reads no userinfo).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: `${id}@dev.test`, email_verified: true, name: id }),
    }),
    // First-party stand-in: consent is implied, so the login page is the only page.
    loadExistingGrant: async (ctx) => {
      const session = ctx.oidc.session;
      const clientId = ctx.oidc.client?.clientId;
      if (!session?.accountId || !clientId) return undefined;
      const existing = session.grantIdFor(clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      session.grantIdFor(clientId, grant.jti);
      return grant;
    },
  });
}

/**
 * Mounts the development provider under `DEV_OIDC_PATH`. It is made on first use, when the
 * platform knows the address it listens on (its issuer).
 */
export function mountDevOidcProvider(
  app: FastifyInstance,
  options: { issuer: () => string; returnOrigins: () => readonly string[] },
): void {
  let handler: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | null = null;
  app.route({
    method: ['GET', 'POST'],
    url: `${DEV_OIDC_PATH}/*`,
    config: { noMerchant: true },
    schema: { hide: true },
    // Before Fastify reads the body: the provider parses its own forms.
    onRequest: (request, reply, done) => {
      reply.hijack();
      const serve = (handler ??= createDevProvider(
        options.issuer(),
        options.returnOrigins(),
      ).callback());
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '/').slice(DEV_OIDC_PATH.length) || '/';
      void serve(raw, reply.raw);
      done();
    },
    handler: () => undefined,
  });
}
