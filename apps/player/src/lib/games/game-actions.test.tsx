import { gamesApi } from '@gaming/api/games';
import { gameOf, memberOf, ok, refused, stubPlatform } from '@gaming/api/testing';
import type { GameItem } from '@gaming/api/wire';
import { I18nProvider, createI18n } from '@gaming/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as StoreProvider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeTestStore } from '../../test/render';
import { GameDialogsProvider } from './game-dialogs';
import { useGameActions } from './use-game-actions';

const game = (overrides: Partial<GameItem> = {}): GameItem =>
  gameOf(42, {
    gameCode: 'PG_42',
    gameName: 'Lucky Koi',
    iconUrl: '/lgw/assets/games/42.svg',
    vassalage: 'PG',
    supportPlay: 0,
    ...overrides,
  });

/** Buttons that call the actions on one game, and the favourite state as text. */
function Harness({ target }: { target: GameItem }) {
  const actions = useGameActions();
  return (
    <>
      <button type="button" onClick={() => actions.play(target)}>
        play
      </button>
      <button type="button" onClick={() => actions.freeTrial(target)}>
        trial
      </button>
      <button type="button" onClick={() => actions.toggleFavourite(target)}>
        heart
      </button>
      <output>{actions.isFavourite(target) ? 'favourite' : 'not favourite'}</output>
    </>
  );
}

function renderActions(target: GameItem, token: string | null = null) {
  const store = makeTestStore({ token });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <GameDialogsProvider>
            <Harness target={target} />
          </GameDialogsProvider>
        ),
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <StoreProvider store={store}>
      <I18nProvider i18n={createI18n('EN')}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StoreProvider>,
  );
  return { store, router };
}

const hrefOf = (router: ReturnType<typeof createMemoryRouter>) =>
  router.state.location.pathname + router.state.location.search;

const member = (isAgent = 0, favourites: number[] = []) => ({
  '/wps/member/info': () => ok(memberOf({ isAgent })),
  '/wps/relay/MCSFE_getFavoriteGames': () => ok(favourites),
});

describe('game actions (§4 Selecting a game)', () => {
  it('opens the login modal for a visitor, without a message', async () => {
    stubPlatform({});
    const { store, router } = renderActions(game());
    await userEvent.click(screen.getByRole('button', { name: 'play' }));
    expect(store.getState().auth.loginOpen).toBe(true);
    expect(hrefOf(router)).toBe('/');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows a trial account the need-a-real-account prompt', async () => {
    stubPlatform(member(4));
    const { store, router } = renderActions(game(), 'T');
    // The role is known once the member info has loaded.
    await waitFor(() =>
      expect(
        Object.values(store.getState().api.queries).some(
          (query) => query?.endpointName === 'memberInfo' && query.data !== undefined,
        ),
      ).toBe(true),
    );
    await userEvent.click(screen.getByRole('button', { name: 'play' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(/needs a real account/);
    expect(hrefOf(router)).toBe('/');
  });

  it('launches a member’s game on /seamless with the game named in the query', async () => {
    stubPlatform(member());
    const { router } = renderActions(game(), 'T');
    await userEvent.click(screen.getByRole('button', { name: 'play' }));
    expect(hrefOf(router)).toBe('/seamless?vassalage=PG&gameType=RNG&gameCode=PG_42&nodeId=42');
  });

  it('sends a lottery game to its lottery page', async () => {
    stubPlatform(member());
    const { router } = renderActions(
      game({ vassalage: 'TCG_SEA', gameType: 'LOTT', gameCode: 'SEA_1' }),
      'T',
    );
    await userEvent.click(screen.getByRole('button', { name: 'play' }));
    expect(hrefOf(router)).toBe('/seaLottery?gameCode=SEA_1');
  });

  it('opens the popup list of a VASSALAGE vendor and launches the game chosen there', async () => {
    stubPlatform({
      ...member(),
      '/wps/relay/GCSGAME_getVassGameType': () =>
        ok({
          vassalage: 'JILI',
          displayName: 'JILI',
          gameType: 'PVP',
          games: [
            game({
              nodeId: 7,
              gameName: 'Tongits',
              vassalage: 'JILI',
              gameType: 'PVP',
              gameCode: 'JL_7',
            }),
          ],
        }),
    });
    const { router } = renderActions(
      game({ vassalage: 'JILI', gameType: 'PVP', isGame: 'VASSALAGE', gameName: 'JILI' }),
      'T',
    );
    await userEvent.click(screen.getByRole('button', { name: 'play' }));
    const dialog = await screen.findByRole('dialog', { name: 'JILI games' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Play Tongits' }));
    expect(hrefOf(router)).toBe('/seamless?vassalage=JILI&gameType=PVP&gameCode=JL_7&nodeId=7');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('plays a free trial in the game popup on play money, without a login', async () => {
    const bodies: unknown[] = [];
    stubPlatform({
      '/wps/game/launchGame': async (request) => {
        bodies.push(await request.json());
        return ok({
          content: {
            game_url: '/lgw/demo/slot?ticket=abc',
            gameCode: 'PG_42',
            gameName: 'Lucky Koi',
            accountType: 0,
            expiresAt: '2030-01-01T00:00:00Z',
          },
        });
      },
    });
    renderActions(game());
    await userEvent.click(screen.getByRole('button', { name: 'trial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Free trial: Lucky Koi' });
    const frame = await within(dialog).findByTitle('Game: Lucky Koi');
    expect(frame).toHaveAttribute('src', `${window.location.origin}/lgw/demo/slot?ticket=abc`);
    expect(bodies).toEqual([expect.objectContaining({ accountType: 0, nodeId: 42 })]);
  });
});

describe('favourites (§4, §5 favourite toggle 1 s)', () => {
  it('asks a visitor to log in', async () => {
    stubPlatform({});
    const { store } = renderActions(game());
    await userEvent.click(screen.getByRole('button', { name: 'heart' }));
    expect(store.getState().auth.loginOpen).toBe(true);
  });

  it('marks the game at once, then tells the server; a second tap within 1 s is ignored', async () => {
    let calls = 0;
    // The server answers only when the test says so: the mark shows before it.
    let answer: () => void = () => undefined;
    stubPlatform({
      ...member(0, []),
      '/wps/relay/MCSFE_addFavoriteGameV2': () => {
        calls += 1;
        return new Promise<Response>((resolve) => {
          answer = () => resolve(ok(null));
        });
      },
    });
    const now = vi.spyOn(Date, 'now').mockReturnValue(10_000);
    const { store } = renderActions(game(), 'T');
    await screen.findByText('not favourite');
    // The favourites list has answered: a late answer would undo the mark below.
    await waitFor(() =>
      expect(gamesApi.endpoints.favoriteGameIds.select()(store.getState()).status).toBe(
        'fulfilled',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'heart' }));
    expect(await screen.findByText('favourite')).toBeInTheDocument();
    now.mockReturnValue(10_500);
    await userEvent.click(screen.getByRole('button', { name: 'heart' }));
    expect(screen.getByText('favourite')).toBeInTheDocument();
    answer();
    await waitFor(() => expect(calls).toBe(1));
    expect(screen.getByText('favourite')).toBeInTheDocument();
  });

  it('puts the heart back and says why when the server refuses', async () => {
    stubPlatform({
      ...member(0, [42]),
      '/wps/relay/MCSFE_removeFavoriteGameV2': () => refused('game_launch_failed'),
    });
    renderActions(game(), 'T');
    await screen.findByText('favourite');
    await userEvent.click(screen.getByRole('button', { name: 'heart' }));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(await screen.findByText('favourite')).toBeInTheDocument();
  });
});
