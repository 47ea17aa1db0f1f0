/**
 * Fetching modules before they run (`<link rel="modulepreload">`), a few links per task.
 *
 * Each link a script writes costs the main thread: the browser starts the request there, and
 * under DevTools (Lighthouse) it also records the script's stack. Vite's helper wrote all of a
 * lazily loaded chunk's files at once. On home, the content's 22 files took about 25 ms of
 * main thread in the task that runs the app's entry, which was already its longest task. The boot's
 * 12 links for the entry were one task as well. Here they wait in one queue and go out
 * `LINKS_PER_TASK` at a time, each batch in a task of its own after the caller's. A request then
 * starts at most a few milliseconds later, and no task grows long enough to freeze a phone.
 *
 * The build uses `preloadBeside` as Vite's `__vitePreload` (`@gaming/vite-config`'s
 * `preloadHelper`). The boot uses `preloadModules` for the entry and its texts.
 */

/** Links written per task: each costs up to about 1 ms on a fast machine, a few on a phone. */
export const LINKS_PER_TASK = 4;

const queue: string[] = [];
/** Every address asked for, as absolute URLs (`link.href`). */
const asked = new Set<string>();
let draining = false;

/** Runs `work` in a task of its own, ahead of ordinary tasks where the browser can. */
function nextTask(work: () => void): void {
  const scheduler = (
    globalThis as {
      scheduler?: { postTask?: (task: () => void, options: { priority: string }) => unknown };
    }
  ).scheduler;
  if (typeof scheduler?.postTask === 'function') {
    void scheduler.postTask(work, { priority: 'user-blocking' });
  } else setTimeout(work, 0);
}

function absolute(file: string): string {
  return new URL(file, document.baseURI).href;
}

/** What the document has asked for itself (its own tags, the boot's script), as absolute URLs. */
function inDocument(): Set<string> {
  const present = new Set<string>();
  for (const element of document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>(
    'link[href], script[src]',
  ))
    present.add(element instanceof HTMLLinkElement ? element.href : element.src);
  return present;
}

function writeLinks(): void {
  for (let written = 0; written < LINKS_PER_TASK && queue.length > 0; written++) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = queue.shift() ?? '';
    document.head.append(link);
  }
  if (queue.length > 0) nextTask(writeLinks);
  else draining = false;
}

/**
 * Fetches these modules without running them (their `import` later finds them ready), in order, a
 * few per task from the next one (from this one with `now`, when nothing is waiting: the boot's
 * first files, before the first paint). A module asked for before, or already in the document, is
 * not fetched twice.
 */
export function preloadModules(files: readonly string[], { now = false } = {}): void {
  let present: Set<string> | undefined;
  for (const file of files) {
    const href = absolute(file);
    if (asked.has(href) || (present ??= inDocument()).has(href)) continue;
    asked.add(href);
    queue.push(file);
  }
  if (draining || queue.length === 0) return;
  draining = true;
  if (now) writeLinks();
  else nextTask(writeLinks);
}

/** The stylesheets added here, loaded or on their way: two chunks needing one wait for the same. */
const stylesheets = new Map<string, Promise<void>>();

/** Adds a stylesheet the chunk needs before it renders; settles once it has loaded. */
function loadStylesheet(href: string): Promise<void> {
  const added = stylesheets.get(href);
  if (added) return added;
  // One the page's HTML has (render-blocking there).
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
    if (link.href === href) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = '';
  link.href = href;
  const loading = new Promise<void>((loaded, failed) => {
    link.addEventListener('load', () => loaded(), { once: true });
    link.addEventListener('error', () => {
      // Gone again, so that retrying the chunk asks for the stylesheet anew.
      link.remove();
      stylesheets.delete(href);
      failed(new Error(`Unable to preload CSS for ${href}`));
    });
  });
  stylesheets.set(href, loading);
  document.head.append(link);
  return loading;
}

/**
 * Vite's `__vitePreload`: loads a lazily loaded chunk (`load`, its `import()`) with the files it
 * needs (`deps`, relative to the site's base). Its stylesheets are added at once and awaited, so it
 * never renders unstyled; its modules are fetched beside it through `preloadModules`. A stylesheet
 * that fails to load fails the chunk, and the screen's retry asks for both again.
 */
export function preloadBeside<T>(load: () => Promise<T>, deps?: readonly string[]): Promise<T> {
  if (!deps || deps.length === 0) return load();
  const files = deps.map((dep) => import.meta.env.BASE_URL + dep);
  const styles = files.filter((file) => file.endsWith('.css'));
  preloadModules(files.filter((file) => !file.endsWith('.css')));
  return Promise.all(styles.map((file) => loadStylesheet(absolute(file)))).then(load);
}
