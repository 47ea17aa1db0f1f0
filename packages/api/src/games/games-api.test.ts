import { beforeEach, describe, expect, inject, it } from 'vitest';
import { categoriesOf } from '@gaming/domain/categories';
import type { GameMenuLane } from '@gaming/domain/categories';
import { tokenChanged } from '../base-api/api-context';
import { memberApi } from '../member/member-api';
import { sessionApi } from '../session/session-api';
import { makeTestStore } from '../testing/make-test-store';
import { ErrorCode } from '../wire/envelope';
import { DEMO_GAME_MESSAGE } from '../wire/demo-game-message';
import { afterDemoSpin, isDemoGameMessage } from './demo-game-message';
import { gamesApi } from './games-api';

const url = inject('platformUrl');

describe('game calls against the platform', () => {
  let store: ReturnType<typeof makeTestStore>;
  beforeEach(() => {
    store = makeTestStore(url);
  });

  async function logIn(username: string, password = 'Member1234') {
    const login = await store.dispatch(
      sessionApi.endpoints.login.initiate({ username, password, type: 'username' }),
    );
    store.dispatch(tokenChanged(login.data?.token ?? null));
  }

  /** Waits for every query the last dispatch started or refetched. */
  const settled = () => Promise.all(store.dispatch(gamesApi.util.getRunningQueriesThunk()));

  it('reads the menu lanes in the shape the domain categorises', async () => {
    const menus = await store.dispatch(gamesApi.endpoints.gameMenus.initiate());
    const lanes: readonly GameMenuLane[] = menus.data?.data.lanes ?? [];
    const categories = categoriesOf(lanes, { supportedLanguages: ['EN', 'TY'] });
    expect(categories.map((category) => category.gameCategory)).toEqual(
      expect.arrayContaining(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'ELOTT', 'BG']),
    );
    const rng = categories.find((category) => category.gameCategory === 'RNG');
    expect(rng?.gameClassify.length).toBeGreaterThan(1);
    const vendors = await store.dispatch(gamesApi.endpoints.gameVendors.initiate());
    expect(vendors.data?.data.lanes).toEqual(lanes);
  });

  it('pages and searches the game list', async () => {
    const page = await store.dispatch(
      gamesApi.endpoints.gameList.initiate({ gameType: 'RNG', pageNo: 2, pageSize: 18 }),
    );
    expect(page.data?.games).toHaveLength(18);
    expect(page.data).toMatchObject({ pageNo: 2, pageSize: 18 });
    const search = await store.dispatch(
      gamesApi.endpoints.gameList.initiate({ gameName: 'koi', pageSize: 100 }),
    );
    expect(search.data?.games.every((game) => /koi/i.test(game.gameName))).toBe(true);
    const bad = await store.dispatch(gamesApi.endpoints.gameList.initiate({ pageSize: 500 }));
    expect(bad.error).toMatchObject({ status: 400, errorCode: ErrorCode.requestInvalid });
  });

  it('reads hot games, and a vendor popup list', async () => {
    const hot = await store.dispatch(gamesApi.endpoints.hotGames.initiate({ gameType: 'RNG' }));
    expect(hot.data?.length).toBeGreaterThanOrEqual(12);
    expect(hot.data?.every((game) => game.isHot === 1 && game.gameType === 'RNG')).toBe(true);
    const popup = await store.dispatch(
      gamesApi.endpoints.vassalageGames.initiate({ vassalage: 'CARD_DUEL_ARENA' }),
    );
    expect(popup.data?.games).toHaveLength(120);
  });

  it('adds and removes favourites, and the favourite lists follow', async () => {
    await logIn('player06');
    const ids = store.dispatch(gamesApi.endpoints.favoriteGameIds.initiate());
    const list = store.dispatch(gamesApi.endpoints.favoriteGames.initiate({ pageSize: 999 }));
    expect((await ids).data).toEqual([]);
    await list;

    await store.dispatch(
      gamesApi.endpoints.addFavoriteGame.initiate({
        nodeId: 100_003,
        vendor: 'NOVA_REELS',
        gameType: 'RNG',
      }),
    );
    await settled();
    const state = () => store.getState();
    expect(gamesApi.endpoints.favoriteGameIds.select()(state()).data).toEqual([100_003]);
    expect(
      gamesApi.endpoints.favoriteGames
        .select({ pageSize: 999 })(state())
        .data?.content.map((game) => game.nodeId),
    ).toEqual([100_003]);

    await store.dispatch(gamesApi.endpoints.removeFavoriteGame.initiate({ nodeId: 100_003 }));
    await settled();
    expect(gamesApi.endpoints.favoriteGameIds.select()(state()).data).toEqual([]);

    const unknown = await store.dispatch(
      gamesApi.endpoints.addFavoriteGame.initiate({ nodeId: 1 }),
    );
    expect(unknown.error).toMatchObject({ status: 400, errorCode: ErrorCode.requestInvalid });
    ids.unsubscribe();
    list.unsubscribe();
  });

  it('refuses favourites to a trial account with in_need_true_account', async () => {
    const trial = await store.dispatch(
      sessionApi.endpoints.freePlayLogin.initiate({ os: 'linux' }),
    );
    store.dispatch(tokenChanged(trial.data?.token ?? null));
    const add = await store.dispatch(
      gamesApi.endpoints.addFavoriteGame.initiate({ nodeId: 100_003 }),
    );
    expect(add.error).toMatchObject({ status: 403, errorCode: ErrorCode.needTrueAccount });
  });

  it('launches a game, spins on the demo page, and the balance and recent games follow', async () => {
    await logIn('player08'); // no seeded play: recent games start empty
    const balance = store.dispatch(memberApi.endpoints.balance.initiate());
    const recent = store.dispatch(gamesApi.endpoints.recentGames.initiate({ pageSize: 12 }));
    const before = (await balance).data?.balance ?? 0;
    expect((await recent).data?.list).toEqual([]);

    const launch = await store.dispatch(
      gamesApi.endpoints.launchGame.initiate({ accountType: 1, nodeId: 100_001, language: 'EN' }),
    );
    const gameUrl = launch.data?.content.game_url ?? '';
    expect(gameUrl).toMatch(/^\/lgw\/demo\/slot\?ticket=/);
    const page = await fetch(url + gameUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors');
    // The smallest bet the page offers.
    const bet = Number(/<option value="([\d.]+)">/.exec(await page.text())?.[1]);

    const ticket = new URL(gameUrl, url).searchParams.get('ticket');
    const spin = await fetch(`${url}/lgw/demo/spin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ticket, bet }),
    });
    const spun = (await spin.json()) as { success: boolean; value: { bet: number; win: number } };
    expect(spun.success).toBe(true);

    store.dispatch(afterDemoSpin());
    await settled();
    await Promise.all(store.dispatch(memberApi.util.getRunningQueriesThunk()));
    const after = memberApi.endpoints.balance.select()(store.getState()).data?.balance ?? 0;
    expect(Math.round((after - before) * 100)).toBe(
      Math.round((spun.value.win - spun.value.bet) * 100),
    );
    const recentNow = gamesApi.endpoints.recentGames.select({ pageSize: 12 })(store.getState());
    expect(recentNow.data?.list.map((game) => game.nodeId)).toEqual([100_001]);
    balance.unsubscribe();
    recent.unsubscribe();
  });

  it('launches free play without a session where the game has a free trial', async () => {
    const free = await store.dispatch(
      gamesApi.endpoints.launchGame.initiate({ accountType: 0, nodeId: 100_001 }),
    );
    expect(free.data?.content.accountType).toBe(0);
    const real = await store.dispatch(
      gamesApi.endpoints.launchGame.initiate({ accountType: 1, nodeId: 100_001 }),
    );
    expect(real.error).toMatchObject({ status: 401, errorCode: ErrorCode.notLoggedIn });
  });

  it('recognises the demo page’s spin message and nothing else', () => {
    expect(isDemoGameMessage({ ...DEMO_GAME_MESSAGE })).toBe(true);
    expect(isDemoGameMessage({ source: 'other', type: 'spin' })).toBe(false);
    expect(isDemoGameMessage('spin')).toBe(false);
    expect(isDemoGameMessage(null)).toBe(false);
  });
});
