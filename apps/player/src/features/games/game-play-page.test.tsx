import { memberOf, ok, permissionOf, refused, stubPlatform } from '@gaming/api/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';

const launched = (gameUrl = '/lgw/demo/slot?ticket=abc') =>
  ok({
    content: {
      game_url: gameUrl,
      gameCode: 'PG_42',
      gameName: 'Lucky Koi',
      accountType: 1,
      expiresAt: '2030-01-01T00:00:00Z',
    },
  });

function memberSite(launch: (request: Request) => Response | Promise<Response>) {
  return stubPlatform({
    '/wps/system/permission': () => ok(permissionOf()),
    '/wps/member/info': () => ok(memberOf()),
    '/wps/v2/wallets/balance': () =>
      ok({ balance: 100, currency: 'PHP', currencySymbol: '₱', wallets: [] }),
    '/wps/game/launchGame': launch,
  });
}

const PLAY = '/seamless?vassalage=PG&gameType=RNG&gameCode=PG_42&nodeId=42';

describe('the game-play page (§2 /seamless)', () => {
  it('launches the game for real money in a frame, and a spin in that frame refreshes the balance', async () => {
    const bodies: unknown[] = [];
    const fetchMock = memberSite(async (request) => {
      bodies.push(await request.json());
      return launched();
    });
    renderApp(PLAY, { token: 'T' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lucky Koi' })).toBeInTheDocument();
    const frame = await screen.findByTitle('Game: Lucky Koi');
    expect(frame).toHaveAttribute('src', `${window.location.origin}/lgw/demo/slot?ticket=abc`);
    // Sandboxed: the game runs its scripts and may leave the page only on the player's own click.
    const sandbox = (frame.getAttribute('sandbox') ?? '').split(' ');
    expect(sandbox).toEqual(expect.arrayContaining(['allow-scripts', 'allow-same-origin']));
    expect(sandbox).toContain('allow-top-navigation-by-user-activation');
    expect(sandbox).not.toContain('allow-top-navigation');
    expect(bodies).toEqual([
      expect.objectContaining({ accountType: 1, nodeId: 42, gameCode: 'PG_42', vassalage: 'PG' }),
    ]);
    // No footer or side menu on game pages.
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();

    const balanceCalls = () =>
      fetchMock.mock.calls.filter(
        ([input]) => input instanceof Request && input.url.endsWith('/wps/v2/wallets/balance'),
      ).length;
    await waitFor(() => expect(balanceCalls()).toBeGreaterThan(0));
    const before = balanceCalls();
    const spin = { source: 'gaming-demo-game', type: 'spin' };
    // A message from another window is ignored …
    fireEvent(window, new MessageEvent('message', { data: spin, origin: window.location.origin }));
    // … one from the game's frame and origin is not.
    fireEvent(
      window,
      new MessageEvent('message', {
        data: spin,
        origin: window.location.origin,
        source: (frame as HTMLIFrameElement).contentWindow,
      }),
    );
    await waitFor(() => expect(balanceCalls()).toBe(before + 1));
  });

  it('refuses a game URL that is not a site path or an http(s) URL', async () => {
    memberSite(() => launched('javascript:alert(1)'));
    renderApp(PLAY, { token: 'T' });
    expect(
      await screen.findByText('Invalid URL, please contact customer service'),
    ).toBeInTheDocument();
    expect(screen.queryByTitle(/^Game:/)).not.toBeInTheDocument();
  });

  it('says when the balance is too low, and launches again on retry', async () => {
    let calls = 0;
    memberSite(() => {
      calls += 1;
      return calls === 1 ? refused('launch_game_balance_not_enough') : launched();
    });
    renderApp(PLAY, { token: 'T' });
    expect(await screen.findByText(/balance is not enough/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTitle('Game: Lucky Koi')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('says "Network link abnormal" when the launch cannot reach the platform, and plays after Retry', async () => {
    let reachable = false;
    memberSite(() => (reachable ? launched() : Promise.reject(new TypeError('Failed to fetch'))));
    renderApp(PLAY, { token: 'T' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Network link abnormal');
    // A launch is never sent again without the player: the page does not promise it.
    expect(screen.queryByText(/tries again by itself/)).not.toBeInTheDocument();
    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTitle('Game: Lucky Koi')).toBeInTheDocument();
  });

  it('asks a visitor to log in instead of launching', async () => {
    const fetchMock = memberSite(() => launched());
    const { store } = renderApp(PLAY);
    expect(await screen.findByText('You are not logged in')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().auth.loginOpen).toBe(true));
    const launches = fetchMock.mock.calls.filter(
      ([input]) => input instanceof Request && input.url.endsWith('/wps/game/launchGame'),
    );
    expect(launches).toHaveLength(0);
  });

  it('says there is nothing to play when the address names no game', async () => {
    memberSite(() => launched());
    renderApp('/seamless', { token: 'T' });
    expect(await screen.findByText('No data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeInTheDocument();
  });
});
