/**
 * Calls started before an app's bundle has run. Each app's boot entry (a few kilobytes that the
 * HTML runs first) asks for the runtime config, the permission call and the first page's data
 * while the framework is still downloading; the app then takes each answer once, as if it had asked
 * itself (`earlyFetch`, the base query's and the config loader's fetch). An answer is only taken by
 * a GET of the same URL with the same `Merchant`, `Language` and `Authorization` headers, within
 * `EARLY_CALL_MAX_AGE_MS` of its start; anything else goes to the network as usual.
 */

/** An early answer older than this is not used (the app asks again). */
export const EARLY_CALL_MAX_AGE_MS = 15_000;

/** The headers that change an answer: a request must carry the same values to take one. */
const MATCHED_HEADERS = ['merchant', 'language', 'authorization'] as const;

interface EarlyCall {
  response: Promise<Response>;
  startedAt: number;
}

const calls = new Map<string, EarlyCall>();
/** The same answer with its body already read (statuses without a body keep none). */
async function inMemory(answer: Response): Promise<Response> {
  const body = answer.status === 204 || answer.status === 304 ? null : await answer.arrayBuffer();
  return new Response(body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers,
  });
}

/**
 * The GETs the app has asked for itself in its first `EARLY_CALL_MAX_AGE_MS` (their keys): the boot
 * never starts one of those, which would only ask twice. A follow-up call the boot starts once the
 * app runs (a lobby's games, after the menus answered) still serves the app's request after it.
 * After that window the boot starts nothing.
 */
const askedByApp = new Set<string>();
/** When the app made its first request. */
let appAskedFirstAt: number | undefined;

const bootWindowOver = () =>
  appAskedFirstAt !== undefined && Date.now() - appAskedFirstAt > EARLY_CALL_MAX_AGE_MS;

/** The key of a GET: absolute URL with its query sorted, and the headers that change the answer. */
function keyOf(url: string, headers: Headers): string {
  // Outside a browser (tests, tools) only absolute URLs are met.
  const absolute = new URL(url, (globalThis.location as Location | undefined)?.href);
  absolute.searchParams.sort();
  const matched = MATCHED_HEADERS.map((name) => `${name}=${headers.get(name) ?? ''}`);
  return [absolute.href, ...matched].join('\n');
}

/**
 * Starts a GET now; the app's first identical request takes its answer. Undefined when the app
 * has already asked for it.
 */
export function startEarlyCall(
  url: string,
  headers: Record<string, string> = {},
): Promise<Response> | undefined {
  const key = keyOf(url, new Headers(headers));
  if (bootWindowOver() || askedByApp.has(key)) return undefined;
  // Read to the end at once and kept in memory: a body nobody reads keeps the page loading in the
  // browser's eyes (a call the app never takes would hold off "network idle" for good).
  const response = fetch(url, { headers, cache: 'no-store' }).then(inMemory);
  calls.set(key, { response, startedAt: Date.now() });
  // Nobody may come for it (another page, a failure): an unhandled rejection would be noise.
  response.catch(() => undefined);
  return response;
}

/** The early answer of a request, once; undefined when there is none (or it is too old). */
function takeEarlyCall(
  method: string,
  url: string,
  headers: Headers,
): Promise<Response> | undefined {
  appAskedFirstAt ??= Date.now();
  if (method.toUpperCase() !== 'GET') {
    // A change (a deposit, a claim…) may make any early answer out of date: none is used after it.
    calls.clear();
    return undefined;
  }
  // Past the boot's window the app asks for itself (a call the boot started late in it goes unused).
  if (bootWindowOver()) return undefined;
  const key = keyOf(url, headers);
  askedByApp.add(key);
  const call = calls.get(key);
  if (!call) return undefined;
  calls.delete(key);
  return Date.now() - call.startedAt <= EARLY_CALL_MAX_AGE_MS ? call.response : undefined;
}

/**
 * `fetch`, but a request an early call already made gets that answer. The global `fetch` is read
 * at call time (tests replace it).
 */
export const earlyFetch: typeof fetch = (input, init) => {
  const early =
    input instanceof Request
      ? takeEarlyCall(
          init?.method ?? input.method,
          input.url,
          new Headers(init?.headers ?? input.headers),
        )
      : takeEarlyCall(init?.method ?? 'GET', String(input), new Headers(init?.headers));
  return early ?? fetch(input, init);
};

/** Forgets every early call (tests). */
export function forgetEarlyCalls(): void {
  calls.clear();
  askedByApp.clear();
  appAskedFirstAt = undefined;
}

// The routes a boot entry starts, straight from their modules: the wire's entry would bring every
// area's routes into the boot chunk.
export { announcementsCalls } from '../wire/announcements-calls';
export { gamesCalls } from '../wire/games-calls';
export { systemCalls } from '../wire/system-calls';
