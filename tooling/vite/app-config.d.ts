import type { ViteUserConfig } from 'vitest/config';

export interface AppConfigOptions {
  /** Printed before the address: `player: http://127.0.0.1:4173`. */
  name: string;
  /** The environment variable that overrides the port. */
  portVariable: string;
  defaultPort: number;
  /** The markup index.html paints before any script runs (in place of `<!--boot-frame-->`). */
  bootFrame?: () => string;
  /** A small module the page runs before the app, as an entry of its own (`src/boot.ts`). */
  bootEntry?: string;
  /** The text namespaces the boot may fetch for the first screen (index.html names their files). */
  bootTexts?: readonly string[];
}

export function appConfig(options: AppConfigOptions): ViteUserConfig;
