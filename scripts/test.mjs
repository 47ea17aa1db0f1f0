// `pnpm test`: every check of the repository, as two Turborepo runs side by side.
//
// - browser: the builds, their size budgets and the end-to-end suite. The suite mostly waits (on
//   Chromium, the stacks' network, deliberate latencies): measured on two cores it kept the machine
//   about 40 % busy.
// - code: lint, typecheck and the unit, component and platform suites, two at a time, which keep
//   the processors busy.
//
// In one run the end-to-end suite came last: Turborepo starts tasks in the order their
// dependencies finish, and the suite depends on the apps' builds, which wait behind every
// package's lint and tests. It then ran nearly alone, leaving most of the machine idle. Side by
// side it overlaps the processor-bound work instead. Each run keeps Turborepo's cache and its
// hashes, so a task whose inputs did not change is restored, not run.
//
// Arguments are passed to both runs (`pnpm test --filter=@gaming/agent`). A failure in one stops
// the other, as Turborepo stops its own tasks, unless `--continue` is given.
import { spawn } from 'node:child_process';

const RUNS = [
  { name: 'browser', tasks: ['build', 'size', 'e2e'] },
  { name: 'code', tasks: ['test', 'lint', 'typecheck'] },
];

const extra = process.argv.slice(2);
const keepGoing = extra.some((arg) => arg === '--continue' || arg.startsWith('--continue='));

const children = RUNS.map(({ tasks }) =>
  spawn('turbo', ['run', ...tasks, '--concurrency=2', ...extra], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  }),
);

const stopped = new Set();
const results = await Promise.all(
  children.map(
    (child, index) =>
      new Promise((settle) => {
        child.on('error', (error) => {
          console.error(`${RUNS[index].name}: ${error.message}`);
          settle(1);
        });
        child.on('exit', (code, signal) => {
          const status = code ?? (signal ? 1 : 0);
          if (status !== 0 && !keepGoing) {
            for (const other of children) {
              if (other === child || other.exitCode !== null) continue;
              stopped.add(other);
              other.kill('SIGINT');
            }
          }
          settle(status);
        });
      }),
  ),
);

for (const [index, status] of results.entries()) {
  if (status === 0) continue;
  const what = stopped.has(children[index]) ? 'was stopped' : `failed (exit ${status})`;
  console.error(`pnpm test: the ${RUNS[index].name} run ${what}`);
}
process.exit(results.some((status) => status !== 0) ? 1 : 0);
