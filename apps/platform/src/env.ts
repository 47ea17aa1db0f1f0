/** The platform's environment, read here and nowhere else. */
import { fileURLToPath } from 'node:url';
import type { PlatformMode } from './server';

export interface PlatformEnv {
  mode: PlatformMode;
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  challengeSecret: string | undefined;
  corsOrigins: string[];
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): PlatformEnv {
  const mode = env.PLATFORM_MODE === 'production' ? 'production' : 'development';
  return {
    mode,
    host: env.PLATFORM_HOST ?? '127.0.0.1',
    port: Number(env.PLATFORM_PORT ?? 8787),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.PLATFORM_DATA_DIR ?? fileURLToPath(new URL('../.data/pglite', import.meta.url)),
    challengeSecret: env.PLATFORM_CHALLENGE_SECRET || undefined,
    corsOrigins: (env.PLATFORM_CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  };
}
