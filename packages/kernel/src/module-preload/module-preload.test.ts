import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module per test: what it has asked for is remembered for the visit. */
const fresh = () => import('./module-preload');

const preloaded = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );
const stylesheet = (path: string) =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
    (link) => new URL(link.href).pathname === path,
  );
const files = (count: number) => Array.from({ length: count }, (_, i) => `/assets/part-${i}.js`);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
  document.head.innerHTML = '';
});

describe('preloadModules', () => {
  it('writes the links a few per task, in order, starting in the next task', async () => {
    const { LINKS_PER_TASK, preloadModules } = await fresh();
    preloadModules(files(LINKS_PER_TASK * 2 + 1));
    expect(preloaded()).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(preloaded()).toEqual(files(LINKS_PER_TASK));
    vi.advanceTimersToNextTimer();
    expect(preloaded()).toHaveLength(LINKS_PER_TASK * 2);
    vi.advanceTimersToNextTimer();
    expect(preloaded()).toEqual(files(LINKS_PER_TASK * 2 + 1));
  });

  it('writes the first few in this task when asked to start now', async () => {
    const { LINKS_PER_TASK, preloadModules } = await fresh();
    preloadModules(files(LINKS_PER_TASK + 1), { now: true });
    expect(preloaded()).toHaveLength(LINKS_PER_TASK);
    vi.runAllTimers();
    expect(preloaded()).toHaveLength(LINKS_PER_TASK + 1);
  });

  it('asks for a module once, and not for what the document has already', async () => {
    document.head.innerHTML = `<script type="module" src="/assets/index.js"></script>
      <link rel="modulepreload" href="/assets/framework.js">`;
    const { preloadModules } = await fresh();
    preloadModules(['/assets/index.js', '/assets/framework.js', '/assets/home.js']);
    preloadModules(['/assets/home.js', '/assets/kit.js']);
    vi.runAllTimers();
    expect(preloaded()).toEqual(['/assets/framework.js', '/assets/home.js', '/assets/kit.js']);
  });

  it('marks the links for same-origin module requests', async () => {
    const { preloadModules } = await fresh();
    preloadModules(['/assets/home.js']);
    vi.runAllTimers();
    const link = document.querySelector('link[rel="modulepreload"]');
    expect(link?.getAttribute('crossorigin')).toBe('');
  });
});

describe('preloadBeside (the build’s __vitePreload)', () => {
  it('runs the import at once when the chunk needs nothing else', async () => {
    const { preloadBeside } = await fresh();
    const load = vi.fn(() => Promise.resolve('module'));
    await expect(preloadBeside(load, [])).resolves.toBe('module');
    await expect(preloadBeside(load)).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fetches the modules beside the import, and waits for the stylesheets before it', async () => {
    const { preloadBeside } = await fresh();
    const load = vi.fn(() => Promise.resolve('module'));
    const loading = preloadBeside(load, [
      'assets/home.js',
      'assets/lobby-kit.js',
      'assets/home.css',
    ]);
    const sheet = stylesheet('/assets/home.css');
    expect(sheet).toBeDefined();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    sheet?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe('module');
    vi.runAllTimers();
    expect(preloaded()).toEqual(['/assets/home.js', '/assets/lobby-kit.js']);
  });

  it('reuses a stylesheet the document has', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/kit.css">';
    const { preloadBeside } = await fresh();
    await expect(preloadBeside(() => Promise.resolve('module'), ['assets/kit.css'])).resolves.toBe(
      'module',
    );
    expect(document.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
  });

  it('holds a second chunk needing the same stylesheet until it has loaded', async () => {
    const { preloadBeside } = await fresh();
    const first = vi.fn(() => Promise.resolve('first'));
    const second = vi.fn(() => Promise.resolve('second'));
    const loadingFirst = preloadBeside(first, ['assets/kit.css']);
    const loadingSecond = preloadBeside(second, ['assets/kit.css']);
    expect(document.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
    await Promise.resolve();
    expect(second).not.toHaveBeenCalled();
    stylesheet('/assets/kit.css')?.dispatchEvent(new Event('load'));
    await expect(loadingFirst).resolves.toBe('first');
    await expect(loadingSecond).resolves.toBe('second');
  });

  it('fails the chunk when a stylesheet fails, and asks for it again on the retry', async () => {
    const { preloadBeside } = await fresh();
    const load = vi.fn(() => Promise.resolve('module'));
    const first = preloadBeside(load, ['assets/home.css']);
    stylesheet('/assets/home.css')?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow(/home\.css/);
    expect(load).not.toHaveBeenCalled();
    expect(stylesheet('/assets/home.css')).toBeUndefined();

    const retry = preloadBeside(load, ['assets/home.css']);
    stylesheet('/assets/home.css')?.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBe('module');
  });
});
