import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

/** A fresh boot module per test: the landing page's content is shown once per visit. */
const freshBoot = () => import('./boot');

describe("the landing page's content", () => {
  it('lets what waits for it go as soon as the page says it is shown', async () => {
    const { afterPageContent, pageContentShown } = await freshBoot();
    const waiting = vi.fn();
    void afterPageContent(3_000).then(waiting);
    await Promise.resolve();
    expect(waiting).not.toHaveBeenCalled();
    pageContentShown();
    await vi.waitFor(() => expect(waiting).toHaveBeenCalledOnce());
  });

  it('lets it go after the limit on a page that never says so', async () => {
    vi.useFakeTimers();
    const { afterPageContent } = await freshBoot();
    const waiting = vi.fn();
    void afterPageContent(3_000).then(waiting);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(waiting).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(waiting).toHaveBeenCalledOnce();
  });
});

describe("the first render's wait for the landing page", () => {
  it('ends once every part has settled, a failed one included', async () => {
    const { landingReady } = await freshBoot();
    let arrive: () => void = () => undefined;
    const chunk = new Promise<void>((done) => {
      arrive = done;
    });
    const ready = vi.fn();
    void landingReady([chunk, Promise.reject(new Error('texts failed'))]).then(ready);
    await new Promise((done) => setTimeout(done, 0));
    expect(ready).not.toHaveBeenCalled();
    arrive();
    await vi.waitFor(() => expect(ready).toHaveBeenCalledOnce());
  });

  it('ends after its limit when a part hangs: the screen shows its own loading state then', async () => {
    vi.useFakeTimers();
    const { LANDING_WAIT_MS, landingReady } = await freshBoot();
    const ready = vi.fn();
    void landingReady([new Promise(() => undefined)]).then(ready);
    await vi.advanceTimersByTimeAsync(LANDING_WAIT_MS - 1);
    expect(ready).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toHaveBeenCalledOnce();
  });
});

describe("the service worker's registration", () => {
  const register = vi.fn(() => Promise.resolve());
  afterEach(() => {
    register.mockClear();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
  const withServiceWorkers = () =>
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });

  it("waits for the landing page's content, then a quiet moment, never beside the app's start", async () => {
    vi.useFakeTimers();
    withServiceWorkers();
    const { pageContentShown, registerServiceWorker } = await freshBoot();
    registerServiceWorker('/sw.js');
    await vi.advanceTimersByTimeAsync(4_000);
    expect(register).not.toHaveBeenCalled();
    pageContentShown();
    await vi.advanceTimersByTimeAsync(1);
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js');
  });

  it('comes after 5 s on a page that never says its content is shown', async () => {
    vi.useFakeTimers();
    withServiceWorkers();
    const { registerServiceWorker } = await freshBoot();
    registerServiceWorker('/sw.js');
    await vi.advanceTimersByTimeAsync(4_999);
    expect(register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2);
    expect(register).toHaveBeenCalledOnce();
  });

  it('is left out where the browser has no service workers, and a refusal goes unnoticed', async () => {
    const { pageContentShown, registerServiceWorker } = await freshBoot();
    expect(() => registerServiceWorker('/sw.js')).not.toThrow();
    withServiceWorkers();
    register.mockImplementationOnce(() => Promise.reject(new Error('insecure origin')));
    registerServiceWorker('/sw.js');
    pageContentShown();
    await vi.waitFor(() => expect(register).toHaveBeenCalledOnce());
  });
});
