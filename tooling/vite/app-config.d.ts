import type { ViteUserConfig } from 'vitest/config';

export interface AppConfigOptions {
  /** Printed before the address: `player: http://127.0.0.1:4173`. */
  name: string;
  /** The environment variable that overrides the port. */
  portVariable: string;
  defaultPort: number;
}

export function appConfig(options: AppConfigOptions): ViteUserConfig;
