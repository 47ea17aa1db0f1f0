// Prints the duration of every task of the Turborepo runs since a time (`.turbo/runs/*.json`,
// written when TURBO_RUN_SUMMARY=true), longest first, so a slow addition shows at once; and the
// wall time from the first run's start to the last one's end beside the sum of the tasks (their
// overlap is what --concurrency bought).
// Usage: node .ci/task-times.mjs [since, in seconds since the epoch; default: the newest run only]
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const folder = join(process.cwd(), '.turbo', 'runs');
let files = [];
try {
  files = readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ name, time: statSync(join(folder, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
} catch {
  // No summary: the run did not get that far.
}
const since = Number(process.argv[2]) * 1000;
const chosen =
  Number.isFinite(since) && since > 0
    ? files.filter((file) => file.time >= since)
    : files.slice(0, 1);
if (chosen.length === 0) {
  console.log('task times: no Turborepo run summary found');
  process.exit(0);
}
const runs = chosen.map((file) => JSON.parse(readFileSync(join(folder, file.name), 'utf8')));
const rows = runs
  .flatMap((run) => run.tasks)
  .filter((task) => task.execution && task.command !== '<NONEXISTENT>')
  .map((task) => ({
    id: task.taskId,
    seconds: (task.execution.endTime - task.execution.startTime) / 1000,
    cache: task.cache?.status === 'HIT' ? 'cached' : '',
    failed: task.execution.exitCode !== 0 && task.execution.exitCode !== undefined,
  }))
  .sort((a, b) => b.seconds - a.seconds);
if (rows.length === 0) {
  console.log('task times: the runs ran no task');
  process.exit(0);
}
const width = Math.max(...rows.map((row) => row.id.length), 12);
console.log(`\n${'task'.padEnd(width)}  seconds`);
for (const row of rows) {
  const notes = [row.cache, row.failed ? 'FAILED' : ''].filter(Boolean).join(' ');
  console.log(`${row.id.padEnd(width)}  ${row.seconds.toFixed(1).padStart(7)}  ${notes}`);
}
const sum = rows.reduce((total, row) => total + row.seconds, 0);
const first = Math.min(...runs.map((run) => run.execution.startTime));
const last = Math.max(...runs.map((run) => run.execution.endTime));
console.log(`${'sum of tasks'.padEnd(width)}  ${sum.toFixed(1).padStart(7)}`);
console.log(`${'wall time'.padEnd(width)}  ${((last - first) / 1000).toFixed(1).padStart(7)}`);
