/** The platform's environment, read here and nowhere else. */
import { fileURLToPath } from 'node:url';
import { DEFAULT_PLAYER_ORIGIN } from './seed/site';
import type { OidcSettings } from './services/oidc';
import { oidcSettingsOf } from './services/oidc';
import type { PlatformMode } from './server';

/** The `PLATFORM_DATA_DIR` value that keeps the PGlite database in memory (a throwaway run). */
export const IN_MEMORY_DATA_DIR = 'memory:';

export interface PlatformEnv {
  mode: PlatformMode;
  host: string;
  /** `0` listens on any free port; the chosen one is printed once listening. */
  port: number;
  /** A PostgreSQL server; when set, `dataDir` is not used. */
  databaseUrl: string | undefined;
  /** The PGlite data folder, or `undefined` for an in-memory database (`PLATFORM_DATA_DIR=memory:`). */
  dataDir: string | undefined;
  challengeSecret: string | undefined;
  /** Size of the ALTCHA proof-of-work (the largest counter a challenge may need). */
  challengeMaxCounter: number;
  corsOrigins: string[];
  /** Stop when stdin reaches its end: a parent process holding the pipe has gone. */
  exitWhenStdinCloses: boolean;
  /** Loopback clients without X-Forwarded-For pass the request ceilings (the e2e stack). */
  loopbackUnlimited: boolean;
  /**
   * Which proxies' X-Forwarded-For to believe in production (Fastify's trustProxy: `true`, or
   * addresses/CIDRs such as `loopback` or `10.0.0.0/8`); unset = none. Development
   * always takes the forwarded address, so tests can log in "from elsewhere".
   */
  trustProxy: boolean | string;
  /**
   * The player app's address (`PLATFORM_PLAYER_ORIGIN`, default the default stack's): a new or
   * reset database is seeded with it as the merchant's main domain and mirror.
   */
  playerOrigin: string;
  /** Social login's providers (`PLATFORM_OIDC_<FACEBOOK|GOOGLE>_ISSUER`, `_CLIENT_ID`, `_CLIENT_SECRET`). */
  oidcSettings: OidcSettings;
}

/**
 * The mode, exactly: `development` turns on the development routes (SMS outbox, settings, reset);
 * `production` or no value keeps them off; anything else is a mistake and stops the platform, so a
 * typo (`prod`, `Production`, `staging`) never opens the development routes.
 */
export function modeOf(value: string | undefined): PlatformMode {
  if (value === undefined || value === '' || value === 'production') return 'production';
  if (value === 'development') return 'development';
  throw new Error(
    `PLATFORM_MODE must be "development" or "production" (or unset for production), not "${value}"`,
  );
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): PlatformEnv {
  const mode = modeOf(env.PLATFORM_MODE);
  const dataDir =
    env.PLATFORM_DATA_DIR ?? fileURLToPath(new URL('../.data/pglite', import.meta.url));
  return {
    mode,
    host: env.PLATFORM_HOST ?? '127.0.0.1',
    port: integerOf('PLATFORM_PORT', env.PLATFORM_PORT, 8787, 0, 65_535),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: dataDir === IN_MEMORY_DATA_DIR ? undefined : dataDir,
    challengeSecret: env.PLATFORM_CHALLENGE_SECRET || undefined,
    challengeMaxCounter: integerOf(
      'PLATFORM_CHALLENGE_MAX_COUNTER',
      env.PLATFORM_CHALLENGE_MAX_COUNTER,
      20_000,
      1,
      10_000_000,
    ),
    corsOrigins: (env.PLATFORM_CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    exitWhenStdinCloses: env.PLATFORM_EXIT_WHEN_STDIN_CLOSES === '1',
    loopbackUnlimited: env.PLATFORM_LOOPBACK_UNLIMITED === '1',
    trustProxy: mode === 'development' ? true : trustProxyOf(env.PLATFORM_TRUST_PROXY),
    playerOrigin: originOf('PLATFORM_PLAYER_ORIGIN', env.PLATFORM_PLAYER_ORIGIN),
    oidcSettings: oidcSettingsOf(env),
  };
}

/** An http(s) origin such as `http://127.0.0.1:4173`, or the default stack's player address. */
function originOf(name: string, value: string | undefined): string {
  if (value === undefined || value === '') return DEFAULT_PLAYER_ORIGIN;
  const refused = new Error(
    `${name} must be an http(s) origin such as ${DEFAULT_PLAYER_ORIGIN}, not "${value}"`,
  );
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refused;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== value)
    throw refused;
  return url.origin;
}

function integerOf(
  name: string,
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, not "${value}"`);
  }
  return n;
}

/** `PLATFORM_TRUST_PROXY`: `true`, or a list of addresses/CIDRs; unset or empty = none. */
function trustProxyOf(value: string | undefined): boolean | string {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  return text;
}
