/**
 * Starts the real reference platform once, as a process through its own CLI (`src/main.ts` of
 * apps/platform under tsx), on a free loopback port with a throwaway in-memory database, and gives
 * its URL to the tests. No mocked platform: every api test calls it over HTTP.
 *
 * Nothing of the platform is imported: it depends on this package, so an import back would make a
 * cycle, and packages never import apps (eslint.config.js). Only its folder is known, to run it.
 */
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    platformUrl: string;
  }
}

/** The platform's package folder, where its CLI runs (and where `tsx` resolves from). */
const PLATFORM_DIR = fileURLToPath(new URL('../../../../apps/platform/', import.meta.url));
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;
/** The machine-readable line the platform prints once listening. */
const LISTENING = /^platform: listening (http:\/\/\S+)$/;
/** How much of the platform's output a failure message shows. */
const OUTPUT_KEPT = 16_000;

export default async function setup(project: TestProject) {
  const platform = await startPlatform();
  project.provide('platformUrl', platform.url);
  return () => platform.stop();
}

async function startPlatform(): Promise<{ url: string; stop(): Promise<void> }> {
  if (!existsSync(`${PLATFORM_DIR}src/main.ts`)) {
    throw new Error(`no platform CLI at ${PLATFORM_DIR}src/main.ts`);
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: PLATFORM_DIR,
    env: platformEnv(),
    // stdin stays open as a lifeline: the platform stops when it closes, i.e. when this process is
    // gone however it ended (even SIGKILL), so no platform outlives the test run.
    stdio: ['pipe', 'pipe', 'pipe'],
    // Its own process group, so stopping reaches any process it starts.
    detached: process.platform !== 'win32',
  });
  const output = { stdout: '', stderr: '' };
  const keep = (stream: 'stdout' | 'stderr', text: string) => {
    output[stream] = (output[stream] + text).slice(-OUTPUT_KEPT);
  };
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // If this process leaves without the teardown (an uncaught error, process.exit), stop it anyway.
  const onExit = () => signal(child, 'SIGTERM');
  process.once('exit', onExit);

  let ready = false;
  let stopping = false;
  let url: string;
  try {
    url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(failure(`did not start within ${START_TIMEOUT_MS / 1000} s`)),
        START_TIMEOUT_MS,
      );
      const lines = createInterface({ input: child.stdout });
      lines.on('line', (line) => {
        if (ready) return;
        keep('stdout', `${line}\n`);
        const match = LISTENING.exec(line);
        if (match?.[1]) {
          ready = true;
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
      child.stderr.setEncoding('utf8');
      child.stderr.on('data', (text: string) => {
        keep('stderr', text);
        // Once started, what the platform reports on stderr (a failing route) shows in the run.
        if (ready) process.stderr.write(text);
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(failure(`could not be spawned: ${error.message}`));
      });
      child.once('exit', (code, signalName) => {
        clearTimeout(timer);
        if (!ready) reject(failure(`exited with ${signalName ?? `code ${code}`} before listening`));
        else if (!stopping) {
          process.stderr.write(`platform: exited with ${signalName ?? `code ${code}`} mid-run\n`);
        }
      });
    });
  } catch (error) {
    await stop(child, exited);
    process.removeListener('exit', onExit);
    throw error;
  }
  return {
    url,
    async stop() {
      stopping = true;
      await stop(child, exited);
      process.removeListener('exit', onExit);
    },
  };

  function failure(what: string): Error {
    return new Error(
      `The platform (node --import tsx src/main.ts in ${PLATFORM_DIR}) ${what}.\n` +
        `--- stderr ---\n${output.stderr || '(empty)'}\n--- stdout ---\n${output.stdout || '(empty)'}`,
    );
  }
}

/**
 * The platform's environment: this one without the settings meant for a developer's own platform
 * (PLATFORM_*, DATABASE_URL), plus those of a throwaway test platform.
 */
function platformEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!name.startsWith('PLATFORM_') && name !== 'DATABASE_URL') env[name] = value;
  }
  return {
    ...env,
    PLATFORM_PORT: '0',
    PLATFORM_HOST: '127.0.0.1',
    PLATFORM_DATA_DIR: 'memory:',
    PLATFORM_MODE: 'development',
    PLATFORM_LOOPBACK_UNLIMITED: '1',
    PLATFORM_CHALLENGE_MAX_COUNTER: '2000',
    PLATFORM_EXIT_WHEN_STDIN_CLOSES: '1',
  };
}

/** Sends a signal to the platform's process group (or the process alone where there are none). */
function signal(child: ChildProcess, name: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    if (process.platform === 'win32') child.kill(name);
    else process.kill(-child.pid, name);
  } catch {
    // Already gone.
  }
}

/** SIGTERM (the platform closes its server and database), then SIGKILL if it does not exit. */
async function stop(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.pid === undefined) return;
  signal(child, 'SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(true), STOP_TIMEOUT_MS);
  });
  const late = await Promise.race([exited.then(() => false), timedOut]);
  clearTimeout(timer);
  if (late) {
    signal(child, 'SIGKILL');
    await exited;
  }
  child.stdin?.destroy();
}
