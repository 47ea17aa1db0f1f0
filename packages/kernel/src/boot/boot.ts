/**
 * The first thing an app's HTML runs (its `boot` entry: a few kilobytes, no React): while the
 * framework downloads, it asks for the runtime config, then the permission call and the page's
 * first data calls, so the app finds their answers waiting (`@gaming/api/early-calls`). The app's
 * own requests stay the source of truth: an early answer is used once, for the identical request.
 */
import { startEarlyCall, systemCalls } from '@gaming/api/early-calls';
import type { RuntimeConfig } from '@gaming/api/runtime-config';
import { parseRuntimeConfig } from '@gaming/api/runtime-config';
import { LOCAL_KEYS, SESSION_KEYS, initialTokenOf } from '@gaming/domain/session';
import { languageOf } from '@gaming/i18n';
import { preloadModules } from '../module-preload';

export interface BootContext {
  config: RuntimeConfig;
  /** The page's address path (`/`, `/rng`…). */
  pathname: string;
  /** The headers every call of the app carries (Merchant, Device, Language). */
  headers: Record<string, string>;
  /** The session the app will start with (the tab's, or the address's `?token=`), if any. */
  token: string | null;
  /**
   * Starts one more early call (without the session), known only from an answer (a lobby's first
   * games, from the menus): settles with its value when it succeeds, else undefined.
   */
  call: (path: string) => Promise<unknown>;
}

/** The longest the boot holds the app back for the first screen's picture. */
const APP_HOLD_LIMIT_MS = 1_500;

/** The app's entry as index.html names it (`<meta name="app-entry" content data-imports>`). */
const appEntryMeta = () => document.querySelector<HTMLMetaElement>('meta[name="app-entry"]');

/**
 * Fetches the app's entry and its imports without running them (a download only); once. The first
 * few start in this task when `now` (the boot's own, before the first paint), else all from the next.
 */
function fetchApp(now = false): void {
  const meta = appEntryMeta();
  if (!meta || meta.dataset.fetched !== undefined) return;
  meta.dataset.fetched = '';
  preloadModules([meta.content, ...(meta.dataset.imports ?? '').split(' ')].filter(Boolean), {
    now,
  });
}

/**
 * Fetches and runs the app's entry, which index.html names instead of running it, its imports
 * preloaded beside it; once. Without the meta (the dev server) the page runs it itself.
 */
export function startApp(): void {
  const meta = appEntryMeta();
  if (!meta || meta.dataset.started !== undefined) return;
  meta.dataset.started = '';
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = meta.content;
  document.head.append(script);
  // Its imports beside it, a few per task (the entry itself is on its way).
  fetchApp();
}

/**
 * Fetches the language's files of these text namespaces now, beside the framework, not once the
 * app's i18n asks for them after it: index.html names each language's files by namespace
 * (`<meta name="app-texts" data-en="games=/assets/games-….js …" data-ty="…">`, the shared Vite
 * config's `bootTexts`).
 */
function preloadTexts(language: string, namespaces: readonly string[]): void {
  const files =
    document.querySelector<HTMLMetaElement>('meta[name="app-texts"]')?.dataset[
      language.toLowerCase()
    ];
  preloadModules(
    (files?.split(' ') ?? []).flatMap((entry) => {
      const [namespace = '', file] = entry.split('=');
      return file !== undefined && namespaces.includes(namespace) ? [file] : [];
    }),
    { now: true },
  );
}

export interface BootOptions {
  /** The app's `config.json` (beside its build). */
  configUrl: string;
  /**
   * The page's first data calls beyond the permission call, as API paths with their query
   * (`/wps/system/banners?groupName=w_home`); each answer is handed to `onAnswer` too.
   */
  firstCalls?: (context: BootContext) => readonly string[];
  /**
   * The page's first calls that carry the session token, started only when there is one (a member
   * centre page: the member, the wallet, the page's own data). Same form as `firstCalls`.
   */
  signedInCalls?: (context: BootContext) => readonly string[];
  /**
   * The text namespaces the first screen at `pathname` renders with (the app's first render waits
   * for them): fetched at once. None by default.
   */
  firstTexts?: (pathname: string) => readonly string[];
  /**
   * What the boot does with a first call's answer (a copy), e.g. show the first banner: its value,
   * or undefined when the call failed or was not made (the app had asked for it already).
   */
  onAnswer?: (path: string, value: unknown, context: BootContext) => void;
  /**
   * The app starts when this settles (home: the frame's banner drawn), or after
   * `APP_HOLD_LIMIT_MS` whatever happens; without it, once the frame has been drawn.
   */
  holdApp?: Promise<unknown>;
}

/** Settles once the browser has drawn a frame (the prerendered frame is on screen). */
function afterFirstPaint(): Promise<void> {
  return new Promise((done) => {
    requestAnimationFrame(() => setTimeout(done, 0));
  });
}

/** The value of an early call's envelope when it succeeded, else undefined (none started too). */
function valueOf(answer: Promise<Response> | undefined): Promise<unknown> {
  if (!answer) return Promise.resolve(undefined);
  return answer
    .then((response) => (response.ok ? response.clone().json() : undefined))
    .then((envelope: unknown) => {
      const { success, value } = (envelope ?? {}) as { success?: boolean; value?: unknown };
      return success === true ? value : undefined;
    })
    .catch(() => undefined);
}

export function boot({
  configUrl,
  firstCalls,
  signedInCalls,
  firstTexts,
  onAnswer,
  holdApp,
}: BootOptions): void {
  // The framework runs after the frame is on screen (and on home after its banner), never before.
  // Without a picture to hold for, its download starts now, first (the largest file on the way to
  // the first screen), then the config and the texts.
  if (!holdApp) fetchApp(true);
  void Promise.race([
    (holdApp ?? afterFirstPaint()).catch(() => undefined),
    new Promise((done) => setTimeout(done, APP_HOLD_LIMIT_MS)),
  ]).then(startApp);
  // Undefined when the app started first (it asks for everything itself then).
  const configAnswer = startEarlyCall(configUrl);
  const language = languageOf(localStorage.getItem(LOCAL_KEYS.language));
  preloadTexts(language, firstTexts?.(window.location.pathname) ?? []);
  void configAnswer
    ?.then((response) => response.clone().json() as Promise<unknown>)
    .then((value) => {
      const config = parseRuntimeConfig(value);
      const headers = { Merchant: config.merchantCode, Device: 'web', Language: language };
      // As the app will read it (startApiContext): the tab's session, else the address's token.
      const { token } = initialTokenOf(
        window.location.href,
        sessionStorage.getItem(SESSION_KEYS.token),
      );
      const call = (path: string): Promise<unknown> =>
        valueOf(startEarlyCall(config.apiBase + path, headers));
      const context: BootContext = {
        config,
        pathname: window.location.pathname,
        headers,
        token,
        call,
      };
      void startEarlyCall(config.apiBase + systemCalls.permission.url, headers);
      if (token !== null) {
        for (const path of signedInCalls?.(context) ?? [])
          void startEarlyCall(config.apiBase + path, { ...headers, Authorization: token });
      }
      for (const path of firstCalls?.(context) ?? []) {
        void call(path).then((value) => onAnswer?.(path, value, context));
      }
    })
    // The app asks for itself what the boot could not (offline, a broken config).
    .catch(() => undefined);
}

/** The id of the prerendered frame in index.html (`<div id="boot-frame">` before `#root`). */
export const BOOT_FRAME_ID = 'boot-frame';

/**
 * Takes the boot frame away, showing the app (index.html keeps `#root` hidden while the frame is
 * there, so the app's loading states never flash over it). The site gate calls it for its own
 * screens (maintenance, blocked, failure).
 */
export function removeBootFrame(): void {
  document.getElementById(BOOT_FRAME_ID)?.remove();
}

/** The longest a page may keep the frame after the site has opened. */
const HOLD_LIMIT_MS = 3_000;
let held = false;
let siteOpened = false;

/**
 * The page about to show asks the frame to stand until its first content is ready (home: the
 * banner carousel in place of the frame's banner), so the frame's picture never blinks out. At most
 * `HOLD_LIMIT_MS` after the site opened.
 */
export function holdBootFrame(): void {
  held = true;
}

let framePicture: Promise<unknown> = Promise.resolve();

/**
 * The frame shows these pictures (home's first banner, a lobby's first games): the frame stays
 * until they have been drawn, so the page's own copies replace pictures already on screen, never
 * empty boxes.
 */
export function showInBootFrame(...images: HTMLImageElement[]): Promise<unknown> {
  // A picture that fails to load lets the frame go all the same.
  framePicture = Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  return framePicture;
}

/** The held page has its first content: the frame goes (once its picture is drawn) if the site has opened. */
export function releaseBootFrame(): void {
  held = false;
  if (siteOpened) void framePicture.then(removeBootFrame);
}

/** The site gate opened: the frame goes now, or when the holding page releases it. */
export function siteOpenedUnderFrame(): void {
  siteOpened = true;
  if (!held) {
    removeBootFrame();
    return;
  }
  window.setTimeout(releaseBootFrame, HOLD_LIMIT_MS);
}

/** The longest the service worker waits for the landing page's content before registering. */
const SERVICE_WORKER_CONTENT_LIMIT_MS = 5_000;
/** The longest it then waits for the browser to have a quiet moment. */
const SERVICE_WORKER_IDLE_LIMIT_MS = 5_000;

/**
 * Registers the build's service worker (repeat visits start from its cache; it never serves an old
 * page while the network answers). Production builds only. It comes once the page has loaded, the
 * landing page has shown its content (`pageContentShown`, at most 5 s) and the browser has a quiet
 * moment: starting the worker and filling its cache (a thread of its own, a copy of every
 * first-screen file) beside the app's own start made that start wait for a core on a two-core
 * phone. A first visit only installs the worker; the pages it controls are the next ones
 * (service-worker.js).
 */
export function registerServiceWorker(url: string): void {
  if (!('serviceWorker' in navigator)) return;
  void pageLoaded()
    .then(() => afterPageContent(SERVICE_WORKER_CONTENT_LIMIT_MS))
    .then(browserIdle)
    // A browser that refuses (private mode, an insecure origin) simply goes without.
    .then(() => navigator.serviceWorker.register(url))
    .catch(() => undefined);
}

/** Settles once the document has loaded (at once when it has). */
function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((done) => window.addEventListener('load', () => done(), { once: true }));
}

/** Settles in the browser's next quiet moment (`requestIdleCallback`; a timeout where it is missing). */
function browserIdle(): Promise<void> {
  return new Promise((done) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => done(), { timeout: SERVICE_WORKER_IDLE_LIMIT_MS });
    else window.setTimeout(done, 1);
  });
}

/**
 * Ends the current task so the browser can paint and answer input before the next step: an app's
 * start (config, texts, store, router, first render) as several short tasks instead of one long one
 * a phone would freeze on. `scheduler.yield()` where the browser has it (it resumes ahead of other
 * queued work), else a timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resume) => setTimeout(resume, 0));
}

let markContent: () => void = () => undefined;
const pageContent = new Promise<void>((done) => {
  markContent = done;
});

/**
 * The page the visit landed on shows its first content (a lobby's games, home's banner, a form):
 * the frame's extras (a phone's side menu, the footer's lists) may come now. Later calls do nothing.
 */
export function pageContentShown(): void {
  markContent();
}

/**
 * Settles once the landing page has shown its first content, or after `limitMs` for a page that
 * never says so: what waits on it never comes before the page's own content on a slow phone.
 */
export function afterPageContent(limitMs: number): Promise<void> {
  return Promise.race([pageContent, new Promise<void>((done) => setTimeout(done, limitMs))]);
}

/** The longest an app's first render waits for the landing page's code and texts. */
export const LANDING_WAIT_MS = 5_000;

/**
 * Settles once every part has settled (the landing page's screen chunks, its texts), or after
 * `limitMs`: the app renders for the first time with them in hand and shows the page in one pass,
 * under the boot frame meanwhile. Rendered earlier, each part still on its way would show a
 * loading state first, and React holds content back up to 300 ms after showing one (its Suspense
 * reveal throttle): the page would come later than its parts. A part that fails or hangs is left
 * to the screen that uses it (its error and retry).
 */
export function landingReady(
  parts: readonly Promise<unknown>[],
  limitMs = LANDING_WAIT_MS,
): Promise<void> {
  return new Promise<void>((done) => {
    const limit = setTimeout(done, limitMs);
    void Promise.allSettled(parts).then(() => {
      clearTimeout(limit);
      done();
    });
  });
}
