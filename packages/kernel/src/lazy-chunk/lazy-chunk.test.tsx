import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createAppTestKit, makeBaseStore } from '../testing/render';
import type { ReactNode } from 'react';
import { lazyGroup, preloadLandingGroups, withLandingPage, withTimeout } from './lazy-chunk';

const { renderWithProviders } = createAppTestKit({ makeStore: makeBaseStore, routes: [] });

const Screen = () => <h1>Loaded group</h1>;
type Loaded = { default: typeof Screen };

describe('a lazily loaded group', () => {
  it('shows the catalogue error when its chunk fails, and asks for the chunk again on retry', async () => {
    const loader = vi
      .fn<() => Promise<Loaded>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Screen });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const Group = lazyGroup(loader);
    renderWithProviders(<Group />);

    expect(
      await screen.findByRole('heading', { name: 'This page did not load' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Part of the page could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Loaded group' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('says the page took too long after the timeout, and reloads the address on retry', async () => {
    const never = new Promise<Loaded>(() => undefined);
    const loader = vi.fn<() => Promise<Loaded>>().mockReturnValue(never);
    const reload = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const Group = lazyGroup(loader, { timeoutMs: 50, reload });
    renderWithProviders(<Group />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The page took too long to load. Please try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    // The hung fetch would be joined by a new import(): a fresh document asks for it again.
    expect(reload).toHaveBeenCalledOnce();
    expect(loader).toHaveBeenCalledOnce();
  });

  it('shows the error in Tagalog', async () => {
    const loader = vi.fn<() => Promise<Loaded>>().mockRejectedValue(new TypeError('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const Group = lazyGroup(loader);
    renderWithProviders(<Group />, { language: 'TY' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subukang muli' })).toBeInTheDocument();
  });

  it('counts a chunk that takes longer than the timeout as failed', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => undefined);
    const result = withTimeout(never, 120_000);
    const check = expect(result).rejects.toThrow('chunk load timeout');
    await vi.advanceTimersByTimeAsync(120_000);
    await check;
    vi.useRealTimers();
  });
});

describe("the landing address's groups", () => {
  it('start loading from the entry, a guard around them included, and only those of the address', async () => {
    const lobby = vi.fn(() => new Promise<Loaded>(() => undefined));
    const member = vi.fn(() => new Promise<Loaded>(() => undefined));
    const Lobby = lazyGroup(lobby);
    const Member = lazyGroup(member);
    const Guard = ({ children }: { children: ReactNode }) => children;
    const routes = [
      {
        element: <Guard>{null}</Guard>,
        children: [
          { path: '/rng', element: <Lobby /> },
          {
            path: '/member/:page',
            element: (
              <Guard>
                <Member />
              </Guard>
            ),
          },
        ],
      },
    ];
    // In the task after the entry's.
    void preloadLandingGroups(routes, '/member/depositv2');
    expect(member).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(member).toHaveBeenCalledOnce());
    expect(lobby).not.toHaveBeenCalled();
    void preloadLandingGroups(routes, '/');
    await new Promise((done) => setTimeout(done, 10));
    expect(lobby).not.toHaveBeenCalled();
  });
});

describe('a group preloaded before it renders', () => {
  it('renders its screen in the first pass, with no loading state in between', async () => {
    const loader = vi.fn<() => Promise<Loaded>>().mockResolvedValue({ default: Screen });
    const Group = lazyGroup(loader);
    void Group.preload();
    await Promise.resolve();
    await Promise.resolve();
    renderWithProviders(<Group />);
    expect(screen.getByRole('heading', { name: 'Loaded group' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledOnce();
  });
});

/** A promise and the function that resolves it. */
function pending<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe("waiting for the landing page's chunks", () => {
  it("settles the address's preloads once their chunks have arrived, a failed one included", async () => {
    const lobby = pending<Loaded>();
    const Lobby = lazyGroup(() => lobby.promise);
    const Broken = lazyGroup(() => Promise.reject(new TypeError('Failed to fetch')));
    const routes = [{ path: '/rng', element: <Lobby /> }, { element: <Broken /> }];
    const settled = vi.fn();
    void preloadLandingGroups([{ element: <Broken />, children: routes }], '/rng').then(settled);
    await new Promise((done) => setTimeout(done, 0));
    expect(settled).not.toHaveBeenCalled();
    lobby.resolve({ default: Screen });
    await vi.waitFor(() => expect(settled).toHaveBeenCalledOnce());
    // Arrived: the group renders at once, without its loading state.
    renderWithProviders(<Lobby />);
    expect(screen.getByRole('heading', { name: 'Loaded group' })).toBeInTheDocument();
  });

  it("holds a group's module back until the page inside it a visit lands on has arrived", async () => {
    const page = pending<undefined>();
    const group = { default: Screen, landingPage: page.promise.then(() => undefined) };
    const arrived = vi.fn();
    void withLandingPage(Promise.resolve(group)).then(arrived);
    await new Promise((done) => setTimeout(done, 0));
    expect(arrived).not.toHaveBeenCalled();
    page.resolve(undefined);
    await vi.waitFor(() => expect(arrived).toHaveBeenCalledWith(group));
  });
});
