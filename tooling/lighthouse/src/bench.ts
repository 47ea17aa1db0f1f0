/**
 * `pnpm bench`: Lighthouse (mobile: the default emulation and simulated throttling) on the apps'
 * production builds against a stack of its own: the platform on a fresh seeded PGlite folder and
 * `vite preview` of the player, the agent app and the stack floor (`tooling/stack-floor`: React,
 * react-router, Redux Toolkit and i18next and nothing of ours), on free loopback ports, each behind
 * an HTTPS edge speaking HTTP/2 as production hosts do (`edge.ts`; `LIGHTHOUSE_HTTP1=1` measures the
 * previews' HTTP/1.1 directly). Pages: the
 * floor, the player's `/`, `/rng` and `/member/depositv2` (signed in as `demo`) and the agent's
 * `/agentHome` (signed in as `agent1`; both through `?token=`, which the apps take out of the
 * address before any request). Prints performance and accessibility scores, FCP, LCP, CLS and TBT
 * (median per figure), and beside them TBT counted from the tasks' thread time and how long they
 * waited for a core (`thread-time.ts`: how much of TBT is the page's work and how much a busy
 * machine's), and writes them to `results/latest.json`. Measured, never asserted: it fails
 * only when the stack does not start or Lighthouse cannot run. `LIGHTHOUSE_RUNS` sets the runs per
 * page (3); `LIGHTHOUSE_PAGES` (e.g. `agent` or `player/rng,agent`) measures only the pages whose
 * `app/path` contains one of its words, beside the floor, for a quicker look at one page.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { signInToken } from '@gaming/api/tools';
import type { Http2SecureServer } from 'node:http2';
import { makeCertificate, startEdge } from './edge';
import type { TraceEvent } from './thread-time';
import { threadTimeFigures } from './thread-time';

const ROOT = resolve(import.meta.dirname, '../../..');
const RESULTS = resolve(import.meta.dirname, '../results/latest.json');
type App = 'floor' | 'player' | 'agent';
interface BenchPage {
  app: App;
  path: string;
  /** Signed in as this seed account (`?token=` on the address). */
  account?: { username: string; password: string };
}
const ALL_PAGES: BenchPage[] = [
  { app: 'floor', path: '/' },
  { app: 'player', path: '/' },
  { app: 'player', path: '/rng' },
  { app: 'player', path: '/member/depositv2', account: { username: 'demo', password: 'Demo1234' } },
  { app: 'agent', path: '/agentHome', account: { username: 'agent1', password: 'Agent1234' } },
];
const PAGES = chosenPages(ALL_PAGES, process.env.LIGHTHOUSE_PAGES);
const BUILDS: Record<App, string> = {
  floor: 'tooling/stack-floor/dist/index.html',
  player: 'apps/player/dist/index.html',
  agent: 'apps/agent/dist/index.html',
};
const MERCHANT = 'PHDEMO';
const RUNS = positiveInteger(process.env.LIGHTHOUSE_RUNS, 3);
/** HTTP/2 through the edge (`edge.ts`), as production hosts serve; `LIGHTHOUSE_HTTP1=1`: the previews directly. */
const HTTP1 = process.env.LIGHTHOUSE_HTTP1 === '1';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** Ports other stacks use (`pnpm start`, the e2e suite); never taken here. */
const RESERVED_PORTS = new Set([8787, 4173, 4174, 18787, 14173, 14174]);

interface Figures {
  performance: number | null;
  accessibility: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  /** TBT from the tasks' thread time instead of their wall time (`thread-time.ts`). */
  threadTbtMs: number | null;
  /** Wall time over thread time of the main thread's tasks: how long they waited for a core. */
  waitFactor: number | null;
}

interface PageResult extends Figures {
  app: App;
  url: string;
  runs: Figures[];
}

/**
 * A started server. pnpm runs the script in a process group of its own, so the groups to kill are
 * pnpm's and those of its descendants, noted once the server answers and again when stopping.
 */
interface Server {
  name: string;
  child: ChildProcess;
  groups: Set<number>;
  log: string[];
}

const servers: Server[] = [];
const edges: Http2SecureServer[] = [];
let chrome: LaunchedChrome | undefined;
/** A fresh folder for this run: the platform's PGlite data and Chromium's profile. */
let workDir: string | undefined;
let stopping: Promise<void> | undefined;

// `on`, not `once`: tsx relays a second SIGINT, and without a listener it would exit at once.
process.on('SIGINT', () => void stopAndExit(130));
process.on('SIGTERM', () => void stopAndExit(143));
// An error no promise catches (chrome-launcher's spawn errors are emitted that way).
process.on('uncaughtException', (error) => void fail(error));
// Last resort if the process ends another way: the groups still get their signal.
process.once('exit', () => {
  try {
    chrome?.kill();
  } catch {
    // Chromium is gone already.
  }
  for (const server of servers) signalGroups(server, 'SIGKILL');
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

try {
  await main();
  await stop();
} catch (error) {
  await fail(error);
}

async function main(): Promise<void> {
  const started = Date.now();
  for (const [app, build] of Object.entries(BUILDS)) {
    if (!existsSync(join(ROOT, build)))
      throw new Error(`no ${app} build (${build}): run \`pnpm build\` first`);
  }
  if (!existsSync(CHROME_PATH)) {
    throw new Error(
      `no Chromium at ${CHROME_PATH} (apt-get install -y chromium, or set CHROME_PATH)`,
    );
  }
  const platformPort = await freePort();
  const playerPort = await freePort(platformPort);
  const agentPort = await freePort(platformPort, playerPort);
  const floorPort = await freePort(platformPort, playerPort, agentPort);
  const platformUrl = `http://127.0.0.1:${platformPort}`;
  const previews: Record<App, string> = {
    floor: `http://127.0.0.1:${floorPort}`,
    player: `http://127.0.0.1:${playerPort}`,
    agent: `http://127.0.0.1:${agentPort}`,
  };
  workDir = mkdtempSync(join(tmpdir(), 'gaming-lighthouse-'));
  const dataDir = join(workDir, 'platform');
  const userDataDir = join(workDir, 'chromium');
  mkdirSync(dataDir);
  mkdirSync(userDataDir);

  const platform = startServer('platform', ['--filter', '@gaming/platform', 'start'], {
    PLATFORM_PORT: String(platformPort),
    PLATFORM_DATA_DIR: dataDir,
    PLATFORM_MODE: 'development',
    PLATFORM_LOOPBACK_UNLIMITED: '1',
  });
  await waitUntilAnswering(platform, `${platformUrl}/wps/support`, 120_000);
  const player = startServer('player', ['--filter', '@gaming/player', 'start'], {
    PLAYER_PORT: String(playerPort),
    PLATFORM_URL: platformUrl,
  });
  const agent = startServer('agent', ['--filter', '@gaming/agent', 'start'], {
    AGENT_PORT: String(agentPort),
    PLATFORM_URL: platformUrl,
  });
  const floor = startServer('floor', ['--filter', '@gaming/stack-floor', 'preview'], {
    FLOOR_PORT: String(floorPort),
  });
  await waitUntilAnswering(player, previews.player, 60_000);
  await waitUntilAnswering(agent, `${previews.agent}/agent`, 60_000);
  await waitUntilAnswering(floor, previews.floor, 60_000);
  const chromeFlags = [...CHROME_FLAGS];
  let origins = previews;
  if (!HTTP1) {
    const certificate = makeCertificate(workDir);
    const taken = [platformPort, playerPort, agentPort, floorPort];
    const edgeOrigins: Partial<Record<App, string>> = {};
    for (const app of ['floor', 'player', 'agent'] as const) {
      const edgePort = await freePort(...taken);
      taken.push(edgePort);
      edges.push(await startEdge(certificate, edgePort, Number(new URL(previews[app]).port)));
      edgeOrigins[app] = `https://127.0.0.1:${edgePort}`;
    }
    origins = edgeOrigins as Record<App, string>;
    chromeFlags.push(`--ignore-certificate-errors-spki-list=${certificate.spkiHash}`);
  }
  console.log(
    `lighthouse: stack up in ${seconds(started)} (platform ${platformUrl}, player ${origins.player}, agent ${origins.agent}, floor ${origins.floor}; ${transport()})`,
  );
  const tokens = new Map<string, string>();
  for (const { account } of PAGES) {
    if (account && !tokens.has(account.username))
      tokens.set(
        account.username,
        await signInToken(platformUrl, account.username, account.password, MERCHANT),
      );
  }

  chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags,
    userDataDir,
    logLevel: 'silent',
    handleSIGINT: false,
  });
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  };

  const pages: PageResult[] = [];
  let lighthouseVersion = '';
  let userAgent = '';
  /** Lighthouse's CPU benchmark per run: lower means a slower or busier machine. */
  const benchmarkIndexes: number[] = [];
  for (const page of PAGES) {
    const token = page.account ? tokens.get(page.account.username) : undefined;
    const url =
      origins[page.app] +
      page.path +
      (token === undefined ? '' : `?token=${encodeURIComponent(token)}`);
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(url, flags);
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
      if (lhr.runtimeError) {
        throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
      }
      lighthouseVersion = lhr.lighthouseVersion;
      userAgent = lhr.environment.hostUserAgent;
      benchmarkIndexes.push(Math.round(lhr.environment.benchmarkIndex));
      runs.push(figuresOf(lhr, result.artifacts.Trace.traceEvents));
    }
    pages.push({ app: page.app, url: page.path, ...medianOf(runs), runs });
  }

  const summary = {
    date: new Date().toISOString(),
    lighthouse: lighthouseVersion,
    browser: userAgent,
    formFactor: 'mobile',
    throttling: 'simulate (Lighthouse mobile defaults)',
    transport: transport(),
    runsPerUrl: RUNS,
    benchmarkIndexes,
    figures: RUNS > 1 ? 'median of each figure over the runs' : 'one run',
    pages,
  };
  mkdirSync(resolve(RESULTS, '..'), { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify(summary, null, 2)}\n`);

  printTable(pages);
  console.log(
    `lighthouse ${lighthouseVersion}, mobile, ${summary.figures}, ${transport()}; ` +
      `CPU benchmark index ${benchmarkIndexes.join('/')} (lower: busier machine); ` +
      `${relative(ROOT, RESULTS)}; ${seconds(started)} in all`,
  );
}

function transport(): string {
  return HTTP1 ? 'HTTP/1.1 (vite preview)' : 'HTTP/2 over TLS (the edge in front of vite preview)';
}

/** The floor and the pages `filter` names (all of them without one). */
function chosenPages(pages: BenchPage[], filter: string | undefined): BenchPage[] {
  const words = (filter ?? '')
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  if (words.length === 0) return pages;
  return pages.filter(
    (page) =>
      page.app === 'floor' || words.some((word) => `${page.app}${page.path}`.includes(word)),
  );
}

function figuresOf(lhr: Result, trace: readonly TraceEvent[]): Figures {
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const round = (value: number | null, digits = 0) =>
    value === null ? null : Number(value.toFixed(digits));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcpMs: round(audit('first-contentful-paint')),
    lcpMs: round(audit('largest-contentful-paint')),
    cls: round(audit('cumulative-layout-shift'), 3),
    tbtMs: round(audit('total-blocking-time')),
    ...(threadTimeFigures(trace, lhr.configSettings.throttling.cpuSlowdownMultiplier) ?? {
      threadTbtMs: null,
      waitFactor: null,
    }),
  };
}

function medianOf(runs: Figures[]): Figures {
  const median = (key: keyof Figures) => {
    const values = runs.map((run) => run[key]).filter((value) => value !== null);
    if (values.length === 0) return null;
    values.sort((a, b) => a - b);
    const middle = Math.floor(values.length / 2);
    const value =
      values.length % 2 === 1
        ? (values[middle] ?? null)
        : ((values[middle - 1] ?? 0) + (values[middle] ?? 0)) / 2;
    const digits = key === 'cls' ? 3 : key === 'waitFactor' ? 2 : 0;
    return value === null ? null : Number(value.toFixed(digits));
  };
  return {
    performance: median('performance'),
    accessibility: median('accessibility'),
    fcpMs: median('fcpMs'),
    lcpMs: median('lcpMs'),
    cls: median('cls'),
    tbtMs: median('tbtMs'),
    threadTbtMs: median('threadTbtMs'),
    waitFactor: median('waitFactor'),
  };
}

function printTable(pages: PageResult[]): void {
  const header = [
    'App',
    'URL',
    'Performance',
    'Accessibility',
    'FCP (ms)',
    'LCP (ms)',
    'CLS',
    'TBT (ms)',
    'TBT by thread time (ms)',
    'Wait ×',
  ];
  const rows = pages.map((page) =>
    [
      page.app === 'floor' ? 'stack floor' : page.app,
      page.url,
      page.performance,
      page.accessibility,
      page.fcpMs,
      page.lcpMs,
      page.cls,
      page.tbtMs,
      page.threadTbtMs,
      page.waitFactor,
    ].map((value) => (value === null ? '-' : String(value))),
  );
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  console.log('');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log('');
}

/** Starts `pnpm <args>` from the repository root in a process group of its own. */
function startServer(name: string, args: string[], env: Record<string, string>): Server {
  const child = spawn('pnpm', args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: Server = { name, child, groups: new Set(), log: [] };
  const keep = (chunk: Buffer) => {
    server.log.push(...chunk.toString().split('\n').filter(Boolean));
    if (server.log.length > 40) server.log.splice(0, server.log.length - 40);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  servers.push(server);
  return server;
}

/** Resolves once `url` answers below 500; fails if the server exits or the time runs out. */
async function waitUntilAnswering(server: Server, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(
        `${server.name} exited (${server.child.exitCode ?? server.child.signalCode ?? '?'}) before answering ${url}:\n${server.log.join('\n')}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.body?.cancel();
      if (response.status < 500) {
        noteGroups(server);
        return;
      }
    } catch {
      // Not listening yet.
    }
    await sleep(500);
  }
  throw new Error(
    `${server.name} did not answer ${url} within ${timeoutMs / 1000} s:\n${server.log.join('\n')}`,
  );
}

/** A port the system reports free on loopback, outside the ports other stacks use. */
async function freePort(...taken: number[]): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolvePort, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const address = probe.address();
        const found = typeof address === 'object' && address !== null ? address.port : 0;
        probe.close(() => resolvePort(found));
      });
    });
    if (port > 0 && !RESERVED_PORTS.has(port) && !taken.includes(port)) return port;
  }
}

/** Notes the process groups of the server's pnpm process and of all its descendants (Linux /proc). */
function noteGroups(server: Server): void {
  const root = server.child.pid;
  if (root === undefined) return;
  server.groups.add(root);
  let processes: { pid: number; ppid: number; pgid: number }[];
  try {
    processes = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .flatMap((entry) => {
        try {
          // pid (comm) state ppid pgrp ...; comm may hold spaces and parentheses.
          const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
          const [, ppid, pgid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
          return [{ pid: Number(entry), ppid: Number(ppid), pgid: Number(pgid) }];
        } catch {
          return [];
        }
      });
  } catch {
    return;
  }
  const descendants = new Set([root]);
  for (let grown = true; grown;) {
    grown = false;
    for (const { pid, ppid, pgid } of processes) {
      if (descendants.has(ppid) && !descendants.has(pid)) {
        descendants.add(pid);
        server.groups.add(pgid);
        grown = true;
      }
    }
  }
}

function signalGroups(server: Server, signal: NodeJS.Signals): void {
  for (const group of server.groups) {
    try {
      process.kill(-group, signal);
    } catch {
      // The group is gone already.
    }
  }
}

/** Stops Chromium and the servers (SIGTERM to each group, SIGKILL after 5 s), removes the data. */
function stop(): Promise<void> {
  stopping ??= (async () => {
    try {
      chrome?.kill();
    } catch {
      // Chromium is gone already.
    }
    for (const edge of edges) edge.close();
    await Promise.all(
      servers.map(async (server) => {
        const { child } = server;
        const exited = new Promise<void>((done) => {
          if (child.exitCode !== null || child.signalCode !== null) done();
          else child.once('exit', () => done());
        });
        noteGroups(server);
        signalGroups(server, 'SIGTERM');
        await Promise.race([exited, sleep(5_000)]);
        signalGroups(server, 'SIGKILL');
        // Done with: the exit handler must not signal a group number reused since.
        server.groups.clear();
      }),
    );
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  })();
  return stopping;
}

async function fail(error: unknown): Promise<never> {
  console.error(`lighthouse: ${error instanceof Error ? error.message : String(error)}`);
  return stopAndExit(1);
}

async function stopAndExit(code: number): Promise<never> {
  await stop();
  process.exit(code);
}

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

function seconds(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

function positiveInteger(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`Invalid run count: ${value}`);
  return parsed;
}
