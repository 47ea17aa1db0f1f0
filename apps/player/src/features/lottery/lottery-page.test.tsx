import type { GameItem } from '@gaming/api/wire';
import type { GameMenuLane } from '@gaming/domain/categories';
import { memberOf, ok, permissionOf, refused, stubPlatform } from '@gaming/api/testing';
import type { Handler } from '@gaming/api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { LOTTERY_FAVOURITES_KEY } from './lottery-favourites';

const game = (vassalage: string, gameType: string, index: number, gameName: string): GameItem => ({
  nodeId: 1000 + index,
  gameCode: `${vassalage}_${index}`,
  gameName,
  iconUrl: '',
  vassalage,
  gameType,
  gameClassify: gameType,
  isHot: 0,
  supportPlay: 1,
  isGame: null,
  minBet: 1,
  lineNum: 1,
});

const SEA = [
  game('TCG_SEA', 'LOTT', 1, 'Lotto 6/42'),
  game('TCG_SEA', 'LOTT', 2, 'Lotto 6/45'),
  game('TCG_SEA', 'LOTT', 3, 'Digit 2D'),
];
const TCG_LOTT = [game('TCG_LOTT', 'LOTT', 1, '1-Minute Lotto')];
const VN_QUICK = [game('TCG_VN_QUICK', 'ELOTT', 1, 'VN Quick 1 Min')];

const card = (vassalage: string, gameType: string) => ({
  vassalage,
  gameType,
  displayName: vassalage.replace(/_/g, ' '),
});
/** The seed's menus: VN lotto in ELOTT makes the prize mode elott. */
const ELOTT_MENUS: GameMenuLane[] = [
  { title: 'ELOTT', cards: [card('TCG_LOTTO_VN', 'ELOTT'), card('TCG_VN_QUICK', 'ELOTT')] },
  { title: 'LOTT', cards: [card('TCG_SEA', 'LOTT'), card('TCG_LOTT', 'LOTT')] },
];
const LOTT_MENUS: GameMenuLane[] = [
  { title: 'ELOTT', cards: [card('TCG_VN_QUICK', 'ELOTT')] },
  { title: 'LOTT', cards: [card('TCG_SEA', 'LOTT'), card('TCG_LOTT', 'LOTT')] },
];

const gamesByVendor: Record<string, GameItem[]> = {
  TCG_SEA: SEA,
  TCG_LOTT: TCG_LOTT,
  TCG_VN_QUICK: VN_QUICK,
};

const gameList: Handler = (request) => {
  const vassalage = new URL(request.url).searchParams.get('vassalage') ?? '';
  const games = gamesByVendor[vassalage] ?? [];
  return ok({ games, totalPages: 1, totalCount: games.length, pageNo: 1, pageSize: 100 });
};

function platform({
  account = 'demo',
  lanes = ELOTT_MENUS,
  list = gameList,
}: { account?: string; lanes?: GameMenuLane[]; list?: Handler } = {}) {
  return stubPlatform({
    '/wps/system/permission': () => ok(permissionOf()),
    '/wps/member/info': () => ok(memberOf({ account, username: account })),
    '/lgw/games/game_menus': () => ok({ data: { lanes } }),
    '/wps/relay/GCSGAME_gameList': list,
  });
}

const list = () => screen.findByRole('list', { name: 'Lotteries' });
const favouriteButton = (name: string) =>
  screen.findByRole('button', { name: `Add ${name} to favourite lotteries` });

afterEach(() => localStorage.clear());

describe('the lottery pages (§2, §4)', () => {
  it('lists the vendor’s lotteries on /seaLottery with the one of the query chosen', async () => {
    const fetchMock = platform();
    renderApp('/seaLottery?gameCode=TCG_SEA_2', { token: 'T' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'SEA lottery' }),
    ).toBeInTheDocument();
    const rows = within(await list()).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getAllByRole('button')[0])).toEqual([
      screen.getByRole('button', { name: /^Lotto 6\/42 / }),
      screen.getByRole('button', { name: /^Lotto 6\/45 / }),
      screen.getByRole('button', { name: /^Digit 2D / }),
    ]);
    expect(rows[0]).toHaveTextContent('TCG SEA');
    expect(screen.getByRole('button', { current: true })).toHaveTextContent('Lotto 6/45');
    const chosen = screen.getByRole('region', { name: 'Selected lottery' });
    expect(chosen).toHaveTextContent('Lotto 6/45');

    const listCall = fetchMock.mock.calls
      .map(([input]) => new URL(input instanceof Request ? input.url : String(input)))
      .find((url) => url.pathname === '/wps/relay/GCSGAME_gameList');
    expect(Object.fromEntries(listCall?.searchParams ?? [])).toMatchObject({
      gameType: 'LOTT',
      vassalage: 'TCG_SEA',
      pageSize: '100',
      language: 'EN',
    });
  });

  it('chooses the first lottery without a gameCode, and another on request', async () => {
    platform();
    const { router } = renderApp('/seaLottery', { token: 'T' });
    await list();
    expect(screen.getByRole('button', { current: true })).toHaveTextContent('Lotto 6/42');
    await userEvent.click(screen.getByRole('button', { name: /^Digit 2D / }));
    expect(router.state.location.search).toBe('?gameCode=TCG_SEA_3');
    expect(screen.getByRole('button', { current: true })).toHaveTextContent('Digit 2D');
  });

  it('lists the other LOTT and ELOTT vendors on /lottery', async () => {
    platform();
    renderApp('/lottery', { token: 'T' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lottery' })).toBeInTheDocument();
    const rows = within(await list()).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('button', { name: /^Play / }))).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('VN Quick 1 Min');
    expect(rows[1]).toHaveTextContent('1-Minute Lotto');
  });

  it('plays the lottery on /sealottery with its vendor, prize mode and code', async () => {
    platform();
    const { router } = renderApp('/seaLottery?gameCode=TCG_SEA_2', { token: 'T' });
    await userEvent.click(await screen.findByRole('button', { name: 'Play Digit 2D' }));
    expect(router.state.location.pathname).toBe('/sealottery');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      vassalage: 'TCG_SEA',
      prizeMode: 'ELOTT',
      gameCode: 'TCG_SEA_3',
    });
  });

  it('bets on the chosen lottery', async () => {
    platform();
    const { router } = renderApp('/seaLottery?gameCode=TCG_SEA_2', { token: 'T' });
    await userEvent.click(await screen.findByRole('button', { name: 'Place a bet on Lotto 6/45' }));
    expect(router.state.location.search).toBe(
      '?vassalage=TCG_SEA&prizeMode=ELOTT&gameCode=TCG_SEA_2',
    );
  });

  it('shows the prize mode from the menus: elott with VN lotto in ELOTT, else lott', async () => {
    platform();
    const first = renderApp('/seaLottery', { token: 'T' });
    const prize = '.lottery-page__prize-mode';
    expect(await screen.findByText('E-lottery', { selector: prize })).toBeVisible();
    first.unmount();

    platform({ lanes: LOTT_MENUS });
    const { router } = renderApp('/seaLottery', { token: 'T' });
    expect(await screen.findByText('Lottery', { selector: prize })).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Play Lotto 6/42' }));
    expect(new URLSearchParams(router.state.location.search).get('prizeMode')).toBe('LOTT');
  });

  it('keeps favourites in local storage per username, across renders', async () => {
    platform({ account: 'ana' });
    const first = renderApp('/seaLottery', { token: 'T' });
    const heart = await favouriteButton('Lotto 6/45');
    await waitFor(() => expect(heart).toBeEnabled());
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(
      screen.getByRole('button', { name: 'Remove Lotto 6/45 from favourite lotteries' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(LOTTERY_FAVOURITES_KEY) ?? '')).toEqual({
      ana: ['TCG_SEA_2'],
    });
    first.unmount();

    platform({ account: 'ana' });
    const again = renderApp('/seaLottery', { token: 'T' });
    expect(
      await screen.findByRole('button', {
        name: 'Remove Lotto 6/45 from favourite lotteries',
        pressed: true,
      }),
    ).toBeInTheDocument();
    again.unmount();

    platform({ account: 'ben' });
    renderApp('/seaLottery', { token: 'T' });
    const bens = await favouriteButton('Lotto 6/45');
    await waitFor(() => expect(bens).toBeEnabled());
    expect(bens).toHaveAttribute('aria-pressed', 'false');
  });

  it('filters to the favourite lotteries, with a way back when there are none', async () => {
    localStorage.setItem(LOTTERY_FAVOURITES_KEY, JSON.stringify({ demo: ['TCG_SEA_3'] }));
    platform();
    renderApp('/seaLottery', { token: 'T' });
    await list();
    const favouritesFilter = screen.getByRole('button', { name: 'Favourite lotteries' });
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Lotteries' })).getAllByRole('listitem'),
      ).toHaveLength(3),
    );

    await userEvent.click(favouritesFilter);
    expect(favouritesFilter).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Lotteries' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(screen.getByRole('list', { name: 'Lotteries' })).toHaveTextContent('Digit 2D');

    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Digit 2D from favourite lotteries' }),
    );
    expect(screen.getByText(/No favourite lotteries yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all lotteries' }));
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'All lotteries' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('reads a broken favourites entry as none', async () => {
    localStorage.setItem(LOTTERY_FAVOURITES_KEY, '{not json');
    platform();
    renderApp('/seaLottery', { token: 'T' });
    const heart = await favouriteButton('Lotto 6/42');
    await waitFor(() => expect(heart).toBeEnabled());
    await userEvent.click(heart);
    expect(JSON.parse(localStorage.getItem(LOTTERY_FAVOURITES_KEY) ?? '')).toEqual({
      demo: ['TCG_SEA_1'],
    });
  });

  it('says so when the vendor has no lotteries', async () => {
    platform({ lanes: [{ title: 'LOTT', cards: [card('TCG_LOTT', 'LOTT')] }] });
    renderApp('/vnLottery', { token: 'T' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vietnam lottery' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('No lotteries here yet. Please check back later.'),
    ).toBeVisible();
  });

  it('shows the catalogue message and retries a failed list', async () => {
    let fail = true;
    platform({ list: (request) => (fail ? refused('not.found', 404) : gameList(request)) });
    renderApp('/seaLottery', { token: 'T' });
    expect(await screen.findByRole('alert')).toHaveTextContent('What you asked for was not found.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(3);
  });

  it('says "Network link abnormal" when the list cannot be reached, and lists after Retry', async () => {
    let reachable = false;
    platform({
      list: (request) =>
        reachable ? gameList(request) : Promise.reject(new TypeError('Failed to fetch')),
    });
    renderApp('/seaLottery', { token: 'T' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Network link abnormal');
    expect(
      screen.getByText('This page tries again by itself every few seconds.'),
    ).toBeInTheDocument();
    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(3);
  });

  it('retries failed menus too', async () => {
    let fail = true;
    stubPlatform({
      '/wps/system/permission': () => ok(permissionOf()),
      '/wps/member/info': () => ok(memberOf()),
      '/lgw/games/game_menus': () =>
        fail ? refused('network.link.abnormal', 503) : ok({ data: { lanes: ELOTT_MENUS } }),
      '/wps/relay/GCSGAME_gameList': gameList,
    });
    renderApp('/seaLottery', { token: 'T' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Network link abnormal');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(3);
  });

  it('asks a trial account for a real one instead of playing', async () => {
    stubPlatform({
      '/wps/system/permission': () => ok(permissionOf()),
      '/wps/member/info': () => ok(memberOf({ isAgent: 4 })),
      '/lgw/games/game_menus': () => ok({ data: { lanes: ELOTT_MENUS } }),
      '/wps/relay/GCSGAME_gameList': gameList,
    });
    const { router } = renderApp('/seaLottery', { token: 'T' });
    await list();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Add Lotto 6\/42/ })).toBeEnabled(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Play Lotto 6/42' }));
    expect(await screen.findByText(/This needs a real account/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/seaLottery');
  });

  it('shows skeletons while the lotteries load', async () => {
    platform({ list: () => new Promise<Response>(() => {}) });
    renderApp('/seaLottery', { token: 'T' });
    expect(await screen.findByRole('status', { name: 'Loading lotteries' })).toBeInTheDocument();
  });
});
