import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  FavoriteGamesValue,
  GameItem,
  GameListValue,
  GameMenusValue,
  VassalageGamesValue,
} from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { categoriesOf } from '@gaming/domain/categories';
import { games, vendors } from '../../db/schema';
import type { TestPlatform } from '../../testing';
import { startTestPlatform, testDatabaseKinds } from '../../testing';
import { TestClient } from '../../testing/client';

describe.each(testDatabaseKinds())('game calls on %s', (kind) => {
  let platform: TestPlatform;
  let client: TestClient;

  beforeAll(async () => {
    platform = await startTestPlatform({ kind, listen: false });
    client = new TestClient(platform.app);
  });
  afterAll(() => platform.close());

  async function tokenOf(username: string, password: string): Promise<string> {
    const login = await client.login(username, password);
    const token = login.body.value?.token;
    if (!token) throw new Error(`login of ${username} failed: ${JSON.stringify(login.body)}`);
    return token;
  }

  const list = (query: string) =>
    client.call<GameListValue>('GET', `/wps/relay/GCSGAME_gameList?${query}`);

  describe('game menus and vendor lanes', () => {
    it('answers one lane per category with vendor cards and classify entries the domain reads', async () => {
      const reply = await client.call<GameMenusValue>(
        'GET',
        '/lgw/games/game_menus?platform=html5-desktop&language=EN',
      );
      expect(reply.status).toBe(200);
      const lanes = reply.body.value?.data.lanes ?? [];
      expect(lanes.map((lane) => lane.title)).toEqual(
        expect.arrayContaining(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ELOTT', 'LOTT', 'BG']),
      );
      const rng = lanes.find((lane) => lane.title === 'RNG');
      expect(rng?.cards).toHaveLength(12);
      expect(rng?.cards[0]).toEqual({
        vassalage: 'NOVA_REELS',
        displayName: 'Nova Reels',
        gameType: 'RNG',
        lagerIcon: '/wps/assets/vendors/NOVA_REELS.svg',
        isGame: null,
      });
      const [rngGames] = await platform.database.db
        .select({ n: count() })
        .from(games)
        .where(eq(games.gameType, 'RNG'));
      expect(rng?.gameClassify.reduce((sum, entry) => sum + entry.gameCount, 0)).toBe(rngGames?.n);
      expect(rng?.gameClassify.map((entry) => entry.key)).toEqual(
        expect.arrayContaining(['SLOT', 'WAYS', 'JACKPOT', 'CLASSIC']),
      );
      const live = lanes.find((lane) => lane.title === 'LIVE');
      expect(live?.cards.find((card) => card.vassalage === 'GOLDEN_LOTUS_LIVE')?.isGame).toBe(
        'VASSALAGE',
      );
      const categories = categoriesOf(lanes, { supportedLanguages: ['EN', 'TY'] });
      expect(categories.map((category) => category.gameCategory)).toContain('ESPORTS');
      expect(categories.every((category) => category.vendors.length > 0)).toBe(true);
    });

    it('answers the same lanes for the vendor call', async () => {
      const menus = await client.call<GameMenusValue>('GET', '/lgw/games/game_menus');
      const vendorLanes = await client.call<GameMenusValue>(
        'GET',
        '/wps/relay/GCSGAME_gameVendor?platform=html5-desktop',
      );
      expect(vendorLanes.body.value).toEqual(menus.body.value);
    });

    it('serves the lanes from its cache until /__dev/reset', async () => {
      platform.catalogue.invalidate();
      await platform.database.db
        .update(vendors)
        .set({ displayName: 'Renamed Reels' })
        .where(eq(vendors.vassalage, 'NOVA_REELS'));
      const nameNow = async () => {
        const reply = await client.call<GameMenusValue>('GET', '/lgw/games/game_menus');
        return reply.body.value?.data.lanes[0]?.cards[0]?.displayName;
      };
      expect(await nameNow()).toBe('Renamed Reels');
      await platform.database.db
        .update(vendors)
        .set({ displayName: 'Nova Reels' })
        .where(eq(vendors.vassalage, 'NOVA_REELS'));
      expect(await nameNow()).toBe('Renamed Reels');
      await platform.app.inject({ method: 'POST', url: '/__dev/reset' });
      expect(await nameNow()).toBe('Nova Reels');
    });

    it('refuses an unknown platform value', async () => {
      const reply = await client.call('GET', '/wps/relay/GCSGAME_gameVendor?platform=amiga');
      expect(reply.status).toBe(400);
      expect(reply.body.errorCode).toBe(ErrorCode.requestInvalid);
    });
  });

  describe('game list', () => {
    it('pages the whole catalogue 42 at a time by default', async () => {
      const [all] = await platform.database.db.select({ n: count() }).from(games);
      const reply = await list('clientType=3&platform=flash%2Chtml5-desktop&language=EN');
      expect(reply.status).toBe(200);
      const value = reply.body.value;
      expect(value?.games).toHaveLength(42);
      expect(value?.totalCount).toBe(all?.n);
      expect(value?.totalPages).toBe(Math.ceil((all?.n ?? 0) / 42));
      expect(Object.keys(value?.games[0] ?? {}).sort()).toEqual(
        [
          'gameClassify',
          'gameCode',
          'gameName',
          'gameType',
          'iconUrl',
          'isGame',
          'isHot',
          'lineNum',
          'minBet',
          'nodeId',
          'supportPlay',
          'vassalage',
        ].sort(),
      );
    });

    it('filters by type, vendor and classify, and pages without overlap', async () => {
      const first = await list('gameType=RNG&vassalage=NOVA_REELS&gameClassify=SLOT&pageSize=18');
      const second = await list(
        'gameType=RNG&vassalage=NOVA_REELS&gameClassify=SLOT&pageSize=18&pageNo=2',
      );
      const all = [...(first.body.value?.games ?? []), ...(second.body.value?.games ?? [])];
      expect(all).toHaveLength(36);
      expect(new Set(all.map((game) => game.nodeId)).size).toBe(36);
      for (const game of all) {
        expect(game).toMatchObject({
          gameType: 'RNG',
          vassalage: 'NOVA_REELS',
          gameClassify: 'SLOT',
        });
      }
      const everyClassify = await list('vassalage=NOVA_REELS&gameClassify=ALL&pageSize=1');
      expect(everyClassify.body.value?.totalCount).toBe(1325);
    });

    it('searches names in any case and treats % and _ as letters', async () => {
      const lower = await list('gameName=dragon&pageSize=100');
      const upper = await list('gameName=DRAGON&pageSize=100');
      expect(lower.body.value?.totalCount).toBeGreaterThan(0);
      expect(lower.body.value?.totalCount).toBe(upper.body.value?.totalCount);
      for (const game of lower.body.value?.games ?? [])
        expect(game.gameName.toLowerCase()).toContain('dragon');
      expect((await list('gameName=%25')).body.value?.totalCount).toBe(0);
      expect((await list('gameName=_')).body.value?.totalCount).toBe(0);
    });

    it('filters by smallest bet and lines', async () => {
      const reply = await list('gameType=RNG&minBet=1&minLineNum=25&pageSize=100');
      expect(reply.body.value?.totalCount).toBeGreaterThan(0);
      for (const game of reply.body.value?.games ?? []) {
        expect(game.minBet).toBeGreaterThanOrEqual(1);
        expect(game.lineNum).toBeGreaterThanOrEqual(25);
      }
    });

    it('answers a page beyond the last as empty, with the real totals', async () => {
      const reply = await list('gameType=SPORTS&pageNo=5');
      expect(reply.body.value).toMatchObject({
        games: [],
        totalCount: 6,
        totalPages: 1,
        pageNo: 5,
      });
    });

    it.each([
      ['pageSize=101'],
      ['pageSize=0'],
      ['pageNo=0'],
      ['pageNo=abc'],
      ['minBet=-1'],
      ['minLineNum=1.5'],
      ['gameType=RNG%3Bdrop'],
      [`gameName=${'x'.repeat(65)}`],
      ['gameType=RNG&gameType=LIVE'],
    ])('refuses %s with a 400 envelope', async (query) => {
      const reply = await list(query);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ success: false, errorCode: ErrorCode.requestInvalid });
    });
  });

  describe('hot games and popup lists', () => {
    it('lists hot games only, by type or vendor', async () => {
      const all = await client.call<GameItem[]>(
        'GET',
        '/wps/relay/GCSGAME_hotGamesV2?merchantCode=PHDEMO&isPlatform=2&platform=html5-desktop&language=EN',
      );
      expect(all.body.value?.length).toBeGreaterThan(12);
      expect(all.body.value?.every((game) => game.isHot === 1)).toBe(true);
      const live = await client.call<GameItem[]>(
        'GET',
        '/wps/relay/GCSGAME_hotGamesV2?gameType=LIVE',
      );
      expect(live.body.value?.length).toBeGreaterThan(0);
      expect(live.body.value?.every((game) => game.gameType === 'LIVE')).toBe(true);
      const vendor = await client.call<GameItem[]>(
        'GET',
        '/wps/relay/GCSGAME_hotGamesV2?vassalage=NOVA_REELS',
      );
      expect(vendor.body.value?.every((game) => game.vassalage === 'NOVA_REELS')).toBe(true);
    });

    it('lists the games of a VASSALAGE vendor, and refuses other vendors', async () => {
      const reply = await client.call<VassalageGamesValue>(
        'GET',
        '/wps/relay/GCSGAME_getVassGameType?vassalage=GOLDEN_LOTUS_LIVE&language=EN',
      );
      expect(reply.body.value).toMatchObject({
        vassalage: 'GOLDEN_LOTUS_LIVE',
        displayName: 'Golden Lotus Live',
        gameType: 'LIVE',
      });
      expect(reply.body.value?.games).toHaveLength(80);
      for (const query of ['vassalage=NOVA_REELS', 'vassalage=NOBODY', '']) {
        const refused = await client.call('GET', `/wps/relay/GCSGAME_getVassGameType?${query}`);
        expect(refused.status).toBe(400);
        expect(refused.body.errorCode).toBe(ErrorCode.requestInvalid);
      }
    });
  });

  describe('favourites', () => {
    const favouriteIds = (token: string) =>
      client.call<number[]>('GET', '/wps/relay/MCSFE_getFavoriteGames', { token });
    const add = (token: string, body: unknown) =>
      client.call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { token, body });
    const remove = (token: string, body: unknown) =>
      client.call('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', { token, body });

    it('adds, lists and removes favourites; adding twice or removing twice is harmless', async () => {
      const token = await tokenOf('player04', 'Member1234');
      expect((await favouriteIds(token)).body.value).toEqual([]);
      const slot = { nodeId: 100_001, vendor: 'NOVA_REELS', gameType: 'RNG' };
      expect((await add(token, slot)).status).toBe(200);
      expect((await add(token, slot)).status).toBe(200);
      expect((await add(token, { nodeId: 100_002 })).status).toBe(200);
      expect((await favouriteIds(token)).body.value?.sort()).toEqual([100_001, 100_002]);

      const page = await client.call<FavoriteGamesValue>(
        'GET',
        '/wps/relay/MCSFE_getFavoriteGamesList?clientType=3&platform=html5-desktop&pageNo=1&pageSize=999&language=EN',
        { token },
      );
      expect(page.body.value).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 2 });
      expect(page.body.value?.content.map((game) => game.nodeId).sort()).toEqual([
        100_001, 100_002,
      ]);
      const filtered = await client.call<FavoriteGamesValue>(
        'GET',
        '/wps/relay/MCSFE_getFavoriteGamesList?gameType=LIVE',
        { token },
      );
      expect(filtered.body.value?.content).toEqual([]);

      expect((await remove(token, slot)).status).toBe(200);
      expect((await remove(token, slot)).status).toBe(200);
      expect((await favouriteIds(token)).body.value).toEqual([100_002]);
    });

    it('keeps favourites across a new login', async () => {
      const first = await tokenOf('player05', 'Member1234');
      await add(first, { nodeId: 100_010, vendor: 'NOVA_REELS', gameType: 'RNG' });
      await client.call('DELETE', '/wps/session/logout', { token: first });
      const second = await tokenOf('player05', 'Member1234');
      expect((await favouriteIds(second)).body.value).toEqual([100_010]);
    });

    it('refuses unknown games, contradictions and malformed bodies with 400', async () => {
      const token = await tokenOf('player04', 'Member1234');
      for (const body of [
        { nodeId: 1 },
        { nodeId: 'abc' },
        {},
        { nodeId: 100_001, vendor: 'STARFORGE_SLOTS' },
        { nodeId: 100_001, gameType: 'LIVE' },
        [100_001],
      ]) {
        const reply = await add(token, body);
        expect(reply.status).toBe(400);
        expect(reply.body).toMatchObject({ success: false, errorCode: ErrorCode.requestInvalid });
      }
      expect((await remove(token, { nodeId: 1 })).status).toBe(400);
    });

    it('needs a session', async () => {
      const reply = await client.call('GET', '/wps/relay/MCSFE_getFavoriteGames');
      expect(reply.status).toBe(401);
      expect(reply.body.errorCode).toBe(ErrorCode.notLoggedIn);
    });

    it('refuses trial accounts with in_need_true_account', async () => {
      const trial = await client.sealed<{ token: string }>('/wps/session/login/freeplay', {
        os: 'linux',
        platform: 'W',
      });
      const token = trial.body.value?.token ?? '';
      const adding = await add(token, { nodeId: 100_001 });
      expect(adding.status).toBe(403);
      expect(adding.body.errorCode).toBe(ErrorCode.needTrueAccount);
      expect((await favouriteIds(token)).body.errorCode).toBe(ErrorCode.needTrueAccount);
      const listing = await client.call('GET', '/wps/relay/MCSFE_getFavoriteGamesList', { token });
      expect(listing.body.errorCode).toBe(ErrorCode.needTrueAccount);
    });
  });
});
