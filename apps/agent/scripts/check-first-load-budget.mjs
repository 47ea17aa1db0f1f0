// The agent app's size budget (issue 13): the JavaScript that `/agent` loads before it can paint,
// gzipped, at most 1.15 × the stack floor. Reads the built index.html: its module scripts and
// modulepreload links are exactly the JavaScript the browser fetches first (the login form, the
// signed-in centre and every page are chunks loaded later). Deterministic; fails above the budget
// and prints the figures either way.
//
// The stack floor, measured once (issue 13, Vite 8.3.8, react 19.3.1, react-router 7.18.5,
// @reduxjs/toolkit 2.14.0, react-redux 9, i18next 26.7.2, react-i18next 17.1.13): a throwaway
// Vite app whose one module renders a RouterProvider (createBrowserRouter, one route with a Link)
// inside a react-redux Provider over a configureStore with one createApi endpoint
// (@reduxjs/toolkit/query/react, fetchBaseQuery, the generated hook used), with i18next +
// initReactI18next and useTranslation, built with `vite build` and default options; its one
// script, gzipped at level 9 as below: 139,828 bytes. Budget: 1.15 × 139,828 = 160,802 bytes.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const STACK_FLOOR_BYTES = 139_828;
const BUDGET_BYTES = Math.floor(1.15 * STACK_FLOOR_BYTES);
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
  `${(total / 1000).toFixed(1).padStart(7)} KB  first-load JavaScript, gzipped (${verdict} the ${(BUDGET_BYTES / 1000).toFixed(1)} KB budget: 1.15 × the ${(STACK_FLOOR_BYTES / 1000).toFixed(1)} KB stack floor)`,
);
if (total > BUDGET_BYTES) process.exit(1);
