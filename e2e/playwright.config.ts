/**
 * End-to-end tests in Debian's Chromium against the started stack: the platform on a fresh seeded
 * PGlite folder, and the player and agent production builds served with their proxy. Ports differ
 * from `pnpm start`'s so a running site does not get in the way.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { AGENT_URL, PLATFORM_URL, PLAYER_URL, ports } from './support/stack';

const dataDir = mkdtempSync(join(tmpdir(), 'gaming-e2e-'));
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: PLAYER_URL,
    browserName: 'chromium',
    headless: true,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    // The apps' service worker would answer requests before page.route sees them; the one test of
    // the worker allows it in a context of its own (tests/service-worker.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: [
    {
      command: 'pnpm --filter @gaming/platform start',
      url: `${PLATFORM_URL}/wps/support`,
      env: {
        PLATFORM_PORT: String(ports.platform),
        PLATFORM_DATA_DIR: dataDir,
        PLATFORM_MODE: 'development',
        // The journeys log in many times from loopback; ceilings have platform tests of their own.
        PLATFORM_LOOPBACK_UNLIMITED: '1',
      },
      timeout: 120_000,
      reuseExistingServer: false,
    },
    {
      command: 'pnpm --filter @gaming/player start',
      url: PLAYER_URL,
      env: { PLAYER_PORT: String(ports.player), PLATFORM_URL },
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: 'pnpm --filter @gaming/agent start',
      url: `${AGENT_URL}/agent`,
      env: { AGENT_PORT: String(ports.agent), PLATFORM_URL },
      timeout: 60_000,
      reuseExistingServer: false,
    },
  ],
});
