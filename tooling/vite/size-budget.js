#!/usr/bin/env node
// @ts-check
/**
 * The apps' size budgets (`size-budget player`, `size-budget agent`, run in the app's folder after
 * its build): the JavaScript the app loads before its first screen, gzipped at level 9. Reads the
 * built `dist/index.html`: its module scripts, modulepreload links and the app entry the boot
 * starts (`<meta name="app-entry">` with its imports) are exactly the JavaScript the browser
 * fetches until the app's first screen (the first paint itself is the HTML's prerendered frame;
 * the login form, the signed-in centre and every page are chunks loaded later). Deterministic;
 * prints the figures either way and fails above the budget.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The agent's floor, measured once (Vite 8.3.8, react 19.3.1, react-router 7.18.5,
 * @reduxjs/toolkit 2.14.0, react-redux 9, i18next 26.7.2, react-i18next 17.1.13): a throwaway
 * Vite app whose one module renders a RouterProvider (createBrowserRouter, one route with a Link)
 * inside a react-redux Provider over a configureStore with one createApi endpoint
 * (@reduxjs/toolkit/query/react, fetchBaseQuery, the generated hook used), with i18next +
 * initReactI18next and useTranslation, built with `vite build` and default options; its one
 * script, gzipped at level 9 as below: 139,828 bytes.
 */
const STACK_FLOOR_BYTES = 139_828;
/** 1.15 × 139,828 = 160,802 bytes. */
const AGENT_BUDGET_BYTES = Math.floor(1.15 * STACK_FLOOR_BYTES);

/** @param {number} bytes */
const kilobytes = (bytes) => (bytes / 1000).toFixed(1);

/** @type {Record<string, { javascript: string, bytes: number, budget: string }>} */
const BUDGETS = {
  // The player: the JavaScript that `/` loads to start the app, at most 165.5 KB: 165 KB plus the
  // return from a social provider (its state in the auth slice and its route, about 0.1 KB),
  // which every landing must be able to take before its first render.
  player: { javascript: 'first-paint', bytes: 165.5 * 1000, budget: '165.5 KB budget' },
  // The agent: the JavaScript that `/agent` loads before it can paint, at most 1.15 × the stack
  // floor.
  agent: {
    javascript: 'first-load',
    bytes: AGENT_BUDGET_BYTES,
    budget: `${kilobytes(AGENT_BUDGET_BYTES)} KB budget: 1.15 × the ${kilobytes(STACK_FLOOR_BYTES)} KB stack floor`,
  },
};

const app = process.argv[2] ?? '';
const budget = BUDGETS[app];
if (!budget) throw new Error(`size-budget: name the app (${Object.keys(BUDGETS).join(' or ')})`);
const dist = resolve('dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const scripts = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
  (m) => m[1],
);
// The app's entry and its imports, which the boot entry fetches and runs after the frame is drawn.
const appEntry = /<meta name="app-entry" content="([^"]+)" data-imports="([^"]*)"/.exec(html);
const started = appEntry ? [appEntry[1], ...(appEntry[2] ?? '').split(' ').filter(Boolean)] : [];
const files = [...new Set([...scripts, ...preloads, ...started])].filter(
  /** @returns {src is string} */ (src) => src?.startsWith('/') ?? false,
);
if (files.length === 0) throw new Error('index.html loads no module script: is dist built?');

let total = 0;
for (const file of files) {
  const bytes = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += bytes;
  console.log(`${kilobytes(bytes).padStart(7)} KB  ${file}`);
}
const verdict = total <= budget.bytes ? 'within' : 'OVER';
console.log(
  `${kilobytes(total).padStart(7)} KB  ${budget.javascript} JavaScript, gzipped (${verdict} the ${budget.budget})`,
);
if (total > budget.bytes) process.exit(1);
