// The size budget of issue 5: the JavaScript that `/` loads to start the app, gzipped, at most
// 165 KB. Reads the built index.html: its module scripts, modulepreload links and the app entry the
// boot starts (`<meta name="app-entry">` with its imports) are exactly the JavaScript the browser
// fetches until the app's first screen (the first paint itself is the HTML's prerendered frame).
// Deterministic; fails the build above the budget and prints the figures either way.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 165 * 1000;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const scripts = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
  (m) => m[1],
);
// The app's entry and its imports, which the boot entry fetches and runs after the frame is drawn.
const appEntry = /<meta name="app-entry" content="([^"]+)" data-imports="([^"]*)"/.exec(html);
const started = appEntry ? [appEntry[1], ...(appEntry[2] ?? '').split(' ').filter(Boolean)] : [];
const files = [...new Set([...scripts, ...preloads, ...started])].filter((src) =>
  src?.startsWith('/'),
);
if (files.length === 0) throw new Error('index.html loads no module script: is dist built?');

let total = 0;
for (const file of files) {
  const bytes = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += bytes;
  console.log(`${(bytes / 1000).toFixed(1).padStart(7)} KB  ${file}`);
}
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `${(total / 1000).toFixed(1).padStart(7)} KB  first-paint JavaScript, gzipped (${verdict} the ${BUDGET_BYTES / 1000} KB budget)`,
);
if (total > BUDGET_BYTES) process.exit(1);
