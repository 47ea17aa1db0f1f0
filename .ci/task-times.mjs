// Prints the duration of every task of the newest Turborepo run summary (`.turbo/runs/*.json`,
// written when TURBO_RUN_SUMMARY=true), longest first, so a slow addition shows at once; and the
// run's wall time beside the sum of its tasks (their overlap is what --concurrency bought).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const folder = join(process.cwd(), '.turbo', 'runs');
let files = [];
try {
  files = readdirSync(folder).filter((name) => name.endsWith('.json'));
} catch {
  // No summary: the run did not get that far.
}
const newest = files
  .map((name) => ({ name, time: statSync(join(folder, name)).mtimeMs }))
  .sort((a, b) => b.time - a.time)[0];
if (!newest) {
  console.log('task times: no Turborepo run summary found');
  process.exit(0);
}
const run = JSON.parse(readFileSync(join(folder, newest.name), 'utf8'));
const rows = run.tasks
  .filter((task) => task.execution && task.command !== '<NONEXISTENT>')
  .map((task) => ({
    id: task.taskId,
    seconds: (task.execution.endTime - task.execution.startTime) / 1000,
    cache: task.cache?.status === 'HIT' ? 'cached' : '',
    failed: task.execution.exitCode !== 0 && task.execution.exitCode !== undefined,
  }))
  .sort((a, b) => b.seconds - a.seconds);
const width = Math.max(...rows.map((row) => row.id.length), 4);
console.log(`\n${'task'.padEnd(width)}  seconds`);
for (const row of rows) {
  const notes = [row.cache, row.failed ? 'FAILED' : ''].filter(Boolean).join(' ');
  console.log(`${row.id.padEnd(width)}  ${row.seconds.toFixed(1).padStart(7)}  ${notes}`);
}
const sum = rows.reduce((total, row) => total + row.seconds, 0);
const wall = (run.execution.endTime - run.execution.startTime) / 1000;
console.log(`${'sum of tasks'.padEnd(width)}  ${sum.toFixed(1).padStart(7)}`);
console.log(`${'wall time'.padEnd(width)}  ${wall.toFixed(1).padStart(7)}`);
