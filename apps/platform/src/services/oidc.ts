/**
 * Social login through OpenID Connect (authorization code with PKCE, state and nonce), with
 * `openid-client`. What a sign-in needs between the redirect and the callback stays in the database;
 * the browser keeps only a random key in an HttpOnly cookie, so a callback from another browser (or
 * a replayed one) finds nothing to finish.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import * as client from 'openid-client';
import type { SocialProvider } from '@gaming/api/wire';
import { SOCIAL_PROVIDERS } from '@gaming/api/wire';
import type { Database } from '../db/client';
import { socialSignIns } from '../db/schema';

/** A provider the platform signs in with: its issuer (discovery) and this site's client there. */
export interface OidcProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export type OidcSettings = Partial<Record<SocialProvider, OidcProviderSettings>>;

/** A sign-in must come back within this time. */
export const SOCIAL_SIGN_IN_TTL_MS = 10 * 60 * 1000;
/** The cookie that binds a sign-in to the browser that started it. */
export const SOCIAL_COOKIE = 'gaming_social';
export const CALLBACK_PATH = '/wps/social-login/callback';

/**
 * The production providers from the environment: `PLATFORM_OIDC_<PROVIDER>_ISSUER`, `_CLIENT_ID`
 * and `_CLIENT_SECRET` (all three, or the provider stays off).
 */
export function oidcSettingsOf(env: NodeJS.ProcessEnv): OidcSettings {
  const settings: OidcSettings = {};
  for (const provider of SOCIAL_PROVIDERS) {
    const prefix = `PLATFORM_OIDC_${provider.toUpperCase()}_`;
    const issuer = env[`${prefix}ISSUER`]?.trim();
    const clientId = env[`${prefix}CLIENT_ID`]?.trim();
    const clientSecret = env[`${prefix}CLIENT_SECRET`]?.trim();
    if (issuer && clientId && clientSecret) settings[provider] = { issuer, clientId, clientSecret };
  }
  return settings;
}

export const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url');
const random = () => randomBytes(32).toString('base64url');

/** Discovery answers, kept per issuer and client: providers publish them for long periods. */
export class OidcClients {
  private readonly configs = new Map<string, Promise<client.Configuration>>();

  constructor(
    /** The providers, read when needed (development learns its own provider's address late). */
    private readonly settingsOf: () => OidcSettings,
    /** Plain http is allowed only for the development provider on loopback. */
    private readonly allowHttp: boolean,
  ) {}

  providers(): SocialProvider[] {
    const settings = this.settingsOf();
    return SOCIAL_PROVIDERS.filter((provider) => settings[provider] !== undefined);
  }

  issuerOf(provider: SocialProvider): string | null {
    return this.settingsOf()[provider]?.issuer ?? null;
  }

  config(provider: SocialProvider): Promise<client.Configuration> | null {
    const settings = this.settingsOf()[provider];
    if (!settings) return null;
    const key = `${settings.issuer} ${settings.clientId}`;
    let config = this.configs.get(key);
    if (!config) {
      config = client.discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        undefined,
        // Plain http only for the development provider on loopback (never in production). The
        // library marks this option deprecated to warn off production use, which is what it is
        // kept from here; it has no replacement for an http issuer.
        // eslint-disable-next-line @typescript-eslint/no-deprecated
        this.allowHttp ? { execute: [client.allowInsecureRequests] } : undefined,
      );
      // A failed discovery is tried again next time, not remembered.
      config.catch(() => this.configs.delete(key));
      this.configs.set(key, config);
    }
    return config;
  }
}

/** Starts a sign-in: the row that remembers it, the browser's key, and the provider's URL. */
export async function beginSocialSignIn(
  db: Database,
  config: client.Configuration,
  options: {
    merchantCode: string;
    provider: SocialProvider;
    returnOrigin: string;
    customerId: number | null;
    now: Date;
  },
): Promise<{ url: string; browserKey: string }> {
  const browserKey = random();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const codeChallenge = await client.calculatePKCECodeChallenge(codeVerifier);
  // Sign-ins nobody finished are dropped as new ones start.
  await db.delete(socialSignIns).where(lt(socialSignIns.expiresAt, options.now));
  await db.insert(socialSignIns).values({
    state,
    browserKeyHash: hashKey(browserKey),
    merchantCode: options.merchantCode,
    provider: options.provider,
    nonce,
    codeVerifier,
    customerId: options.customerId,
    returnOrigin: options.returnOrigin,
    createdAt: options.now,
    expiresAt: new Date(options.now.getTime() + SOCIAL_SIGN_IN_TTL_MS),
  });
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: `${options.returnOrigin}${CALLBACK_PATH}`,
    scope: 'openid email profile',
    response_type: 'code',
    state,
    nonce,
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
  });
  return { url: url.href, browserKey };
}

export type SocialSignIn = typeof socialSignIns.$inferSelect;

/**
 * The sign-in a callback finishes, taken once (deleted): its state must be known and unexpired and
 * the browser's key must match; else null.
 */
export async function takeSocialSignIn(
  db: Database,
  state: string,
  browserKey: string | null,
  now: Date,
): Promise<SocialSignIn | null> {
  if (!browserKey) return null;
  const [row] = await db
    .delete(socialSignIns)
    .where(
      and(eq(socialSignIns.state, state), eq(socialSignIns.browserKeyHash, hashKey(browserKey))),
    )
    .returning();
  if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
  return row;
}

/** Exchanges the code (PKCE, state, nonce and the ID token checked) for the provider's subject. */
export async function finishSocialSignIn(
  config: client.Configuration,
  signIn: SocialSignIn,
  query: string,
): Promise<{ subject: string; email: string | null }> {
  const tokens = await client.authorizationCodeGrant(
    config,
    new URL(`${signIn.returnOrigin}${CALLBACK_PATH}?${query}`),
    {
      pkceCodeVerifier: signIn.codeVerifier,
      expectedState: signIn.state,
      expectedNonce: signIn.nonce,
      idTokenExpected: true,
    },
  );
  const claims = tokens.claims();
  if (!claims) throw new Error('The provider sent no ID token.');
  const email =
    typeof claims.email === 'string' && claims.email_verified !== false
      ? claims.email.toLowerCase()
      : null;
  return { subject: claims.sub, email };
}

/** The browser's key from the Cookie header. */
export function browserKeyOf(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SOCIAL_COOKIE) return rest.join('=') || null;
  }
  return null;
}
