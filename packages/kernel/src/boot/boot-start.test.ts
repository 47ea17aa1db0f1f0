import { LOCAL_KEYS } from '@gaming/domain/session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh boot module per test: the early calls and the app's start happen once per visit. */
const freshBoot = () => import('./boot');

/** index.html as the build writes it: the app's entry and its imports, and the texts per language. */
function builtPage() {
  document.head.innerHTML = `
    <meta name="app-texts" data-en="games=/assets/games-en.js member=/assets/member-en.js" data-ty="games=/assets/games-ty.js member=/assets/member-ty.js">
    <meta name="app-entry" content="/assets/index.js" data-imports="/assets/framework.js /assets/store.js">`;
}

const preloaded = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );
const appScript = () => document.querySelector('script[src="/assets/index.js"]');

beforeEach(() => {
  builtPage();
  localStorage.clear();
  // The config and every call: answered, but nothing here depends on them.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(Response.json({ merchantCode: 'PHDEMO', apiBase: '' }))),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.resetModules();
  document.head.innerHTML = '';
});

describe("the boot starting the app's download", () => {
  it('fetches the entry and its imports at once, and runs the entry only after the frame is drawn', async () => {
    vi.useFakeTimers();
    const { boot } = await freshBoot();
    boot({ configUrl: '/config.json' });
    expect(preloaded()).toEqual(['/assets/index.js', '/assets/framework.js', '/assets/store.js']);
    expect(appScript()).toBeNull();
    // A drawn frame (an animation frame, then a task).
    await vi.advanceTimersByTimeAsync(100);
    expect(appScript()).not.toBeNull();
    // Fetched once.
    expect(preloaded().filter((file) => file === '/assets/framework.js')).toHaveLength(1);
  });

  it("leaves the download to the start where it holds for the frame's picture (home's banner)", async () => {
    const { boot } = await freshBoot();
    let drawn: () => void = () => undefined;
    boot({
      configUrl: '/config.json',
      holdApp: new Promise<void>((done) => {
        drawn = done;
      }),
    });
    expect(preloaded()).toEqual([]);
    drawn();
    await vi.waitFor(() => expect(appScript()).not.toBeNull());
    // Beside the entry, from the next task.
    await vi.waitFor(() => expect(preloaded()).toContain('/assets/framework.js'));
    expect(preloaded()).not.toContain('/assets/index.js');
  });
});

describe('the boot fetching the first texts', () => {
  it("fetches the files of the first screen's namespaces in the visit's language", async () => {
    localStorage.setItem(LOCAL_KEYS.language, 'TY');
    const { boot } = await freshBoot();
    boot({
      configUrl: '/config.json',
      firstTexts: () => ['member'],
      holdApp: new Promise(() => undefined),
    });
    expect(preloaded()).toEqual(['/assets/member-ty.js']);
  });

  it('fetches none without a list, in English by default', async () => {
    const { boot } = await freshBoot();
    boot({ configUrl: '/config.json', holdApp: new Promise(() => undefined) });
    expect(preloaded()).toEqual([]);
    vi.resetModules();
    builtPage();
    const again = await freshBoot();
    again.boot({
      configUrl: '/config.json',
      firstTexts: () => ['games'],
      holdApp: new Promise(() => undefined),
    });
    expect(preloaded()).toEqual(['/assets/games-en.js']);
  });
});
