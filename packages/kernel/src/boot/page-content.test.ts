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
