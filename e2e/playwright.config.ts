/**
 * End-to-end tests in Debian's Chromium against the started stack: the platform on a fresh seeded
 * in-memory PGlite, and the player and agent production builds served with their proxy.
 *
 * Files run in parallel, one per worker at a time, each worker against a stack of its own
 * (`support/stack.ts`): with one worker the machine was 62 % busy (the journeys wait on the
 * network and on deliberate latency), so two workers on two cores took the suite from 5.3 to
 * 3.2 minutes, each test a little slower. A file keeps its tests in order on one worker, as they
 * were written.
 */
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import type { PlaywrightTestConfig } from '@playwright/test';
import { PLAYER_URL, stackPorts, stackUrls } from './support/stack';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Workers, and so stacks: `E2E_WORKERS`, or one per core up to three. */
const workers = Number(process.env.E2E_WORKERS ?? Math.min(3, Math.max(1, availableParallelism())));

/** The three servers of stack `index`. */
function stack(index: number): NonNullable<PlaywrightTestConfig['webServer']> {
  const ports = stackPorts(index);
  const urls = stackUrls(index);
  return [
    {
      command: 'pnpm --filter @gaming/platform start',
      url: `${urls.platform}/wps/support`,
      env: {
        PLATFORM_PORT: String(ports.platform),
        PLATFORM_DATA_DIR: 'memory:',
        PLATFORM_MODE: 'development',
        // The journeys log in many times from loopback; ceilings have platform tests of their own.
        PLATFORM_LOOPBACK_UNLIMITED: '1',
        // Invitation links and the mirror list lead to this stack's player app.
        PLATFORM_PLAYER_ORIGIN: urls.player,
      },
      timeout: 120_000,
      reuseExistingServer: false,
    },
    {
      command: 'pnpm --filter @gaming/player start',
      url: urls.player,
      env: { PLAYER_PORT: String(ports.player), PLATFORM_URL: urls.platform },
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: 'pnpm --filter @gaming/agent start',
      url: `${urls.agent}/agent`,
      env: { AGENT_PORT: String(ports.agent), PLATFORM_URL: urls.platform },
      timeout: 60_000,
      reuseExistingServer: false,
    },
  ];
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // Read in each worker: its own stack's player app.
    baseURL: PLAYER_URL,
    browserName: 'chromium',
    headless: true,
    screenshot: 'only-on-failure',
    // Recording a trace costs every test about a third more processor time (screencast frames,
    // snapshots); a failure is run again with one, where CI retries, or on demand (`--trace on`).
    trace: 'on-first-retry',
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
  webServer: Array.from({ length: workers }, (_, index) => stack(index)).flat(),
});
