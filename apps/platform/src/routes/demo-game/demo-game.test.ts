import { createHash } from 'node:crypto';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BalanceValue,
  LaunchGameValue,
  RecentGamesValue,
  WinnerBoardValue,
} from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { bets, customers, games, walletTransactions } from '../../db/schema';
import { BIG_WIN_MULTIPLIER, spinOutcome } from '../../services/slot';
import type { SpinOutcome } from '../../services/slot';
import type { TestPlatform } from '../../testing';
import { startTestPlatform, testDatabaseKinds } from '../../testing';
import { TestClient } from '../../testing/client';
import type { SpinValue } from './index';
import { FREE_PLAY_BALANCE } from './index';

/** The first of a fixed series of seeds whose spin satisfies `wanted`. */
function seedWhere(wanted: (outcome: SpinOutcome) => boolean): Buffer {
  for (let n = 0; n < 100_000; n++) {
    const seed = createHash('sha256').update(`test-seed-${n}`).digest();
    if (wanted(spinOutcome(seed))) return seed;
  }
  throw new Error('no seed found');
}
const LOSS = seedWhere((o) => o.multiplier === 0);
const SMALL_WIN = seedWhere((o) => o.multiplier > 0 && o.multiplier < BIG_WIN_MULTIPLIER);
const BIG_WIN = seedWhere((o) => o.multiplier >= BIG_WIN_MULTIPLIER);

describe.each(testDatabaseKinds())('game launch and the demo game on %s', (kind) => {
  let platform: TestPlatform;
  let client: TestClient;
  let clock = new Date('2026-11-21T10:00:00Z');
  let nextSeed: Buffer | null = null;
  /** A real-money slot with free trial, and one without (seed data). */
  let trialSlot: typeof games.$inferSelect;
  let plainSlot: typeof games.$inferSelect;

  beforeAll(async () => {
    platform = await startTestPlatform({
      kind,
      listen: false,
      now: () => clock,
      spinSeed: () => nextSeed ?? createHash('sha256').update(String(Math.random())).digest(),
    });
    client = new TestClient(platform.app);
    const slots = await platform.database.db
      .select()
      .from(games)
      .where(eq(games.vassalage, 'NOVA_REELS'))
      .orderBy(games.sort);
    const withTrial = slots.find((game) => game.supportPlay === 0);
    const withoutTrial = slots.find((game) => game.supportPlay === 1);
    if (!withTrial || !withoutTrial) throw new Error('seed has no slots to test with');
    trialSlot = withTrial;
    plainSlot = withoutTrial;
  });
  afterAll(() => platform.close());

  async function tokenOf(username: string, password = 'Member1234'): Promise<string> {
    const login = await client.login(username, password);
    const token = login.body.value?.token;
    if (!token) throw new Error(`login of ${username} failed: ${JSON.stringify(login.body)}`);
    return token;
  }

  const launch = (body: Record<string, unknown>, token?: string) =>
    client.call<LaunchGameValue>('POST', '/wps/game/launchGame', {
      body,
      ...(token ? { token } : {}),
    });

  async function ticketOf(body: Record<string, unknown>, token?: string): Promise<string> {
    const reply = await launch(body, token);
    const url = reply.body.value?.content.game_url ?? '';
    const ticket = new URL(url, 'http://platform').searchParams.get('ticket');
    if (!ticket) throw new Error(`launch failed: ${JSON.stringify(reply.body)}`);
    return ticket;
  }

  const spin = (ticket: string, bet: number, seed: Buffer | null = null) => {
    nextSeed = seed;
    return client.call<SpinValue>('POST', '/lgw/demo/spin', { body: { ticket, bet } });
  };

  async function balanceOf(username: string): Promise<number> {
    const [row] = await platform.database.db
      .select({ balance: customers.balance })
      .from(customers)
      .where(eq(customers.username, username));
    return row?.balance ?? Number.NaN;
  }

  async function customerIdOf(username: string): Promise<number> {
    const [row] = await platform.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.username, username));
    if (!row) throw new Error(`no ${username}`);
    return row.id;
  }

  describe('launch', () => {
    it('answers a one-launch game URL on the platform for a member', async () => {
      const token = await tokenOf('demo', 'Demo1234');
      const reply = await launch(
        { accountType: 1, nodeId: plainSlot.nodeId, language: 'EN', launchMode: 'GAME' },
        token,
      );
      expect(reply.status).toBe(200);
      expect(reply.body.value?.content).toMatchObject({
        gameCode: plainSlot.gameCode,
        gameName: plainSlot.gameName,
        accountType: 1,
        expiresAt: new Date(clock.getTime() + 2 * 60 * 60 * 1000).toISOString(),
      });
      expect(reply.body.value?.content.game_url).toMatch(
        /^\/lgw\/demo\/slot\?ticket=[A-Za-z0-9_-]{43}$/,
      );
      const again = await launch({ accountType: 1, nodeId: plainSlot.nodeId }, token);
      expect(again.body.value?.content.game_url).not.toBe(reply.body.value?.content.game_url);
    });

    it('launches by game code, by vendor and with the lottery parameters', async () => {
      const token = await tokenOf('demo', 'Demo1234');
      const byCode = await launch({ accountType: 1, gameCode: plainSlot.gameCode }, token);
      expect(byCode.body.value?.content.gameCode).toBe(plainSlot.gameCode);
      const byVendor = await launch({ accountType: '1', vassalage: 'NOVA_REELS' }, token);
      expect(byVendor.body.value?.content.gameCode).toBe('NOVA_REELS_1');
      const lottery = await launch(
        {
          accountType: 1,
          vassalage: 'TCG_LOTTO_VN',
          gameCode: 'TCG_LOTTO_VN_1',
          launchMode: 'LOTT',
          lottoArea: 'VN',
          prizeMode: 'ELOTT',
          lottoView: 'lobby',
          device: 'WEB',
          backUrl: '/vnLottery',
          language: 'TY',
        },
        token,
      );
      expect(lottery.status).toBe(200);
      expect(lottery.body.value?.content.gameCode).toBe('TCG_LOTTO_VN_1');
    });

    it.each([
      [{ accountType: 1 }],
      [{ accountType: 1, nodeId: 1 }],
      [{ accountType: 1, nodeId: 'abc' }],
      [{ accountType: 2, nodeId: 100_001 }],
      [{ accountType: 1, gameCode: 'NOVA_REELS_1', vassalage: 'STARFORGE_SLOTS' }],
      [{ accountType: 1, nodeId: 100_001, prizeMode: 'JACKPOT' }],
      [{ accountType: 1, nodeId: 100_001, lottoView: 'sideways' }],
      [{ accountType: 1, nodeId: 100_001, backUrl: 'javascript:alert(1)' }],
      [{ accountType: 1, nodeId: 100_001, backUrl: '//evil.example' }],
    ])('refuses %j with a 400 envelope', async (body) => {
      const token = await tokenOf('demo', 'Demo1234');
      const reply = await launch(body, token);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ success: false, errorCode: ErrorCode.requestInvalid });
    });

    it('asks a visitor to log in for real money', async () => {
      const reply = await launch({ accountType: 1, nodeId: trialSlot.nodeId });
      expect(reply.status).toBe(401);
      expect(reply.body.errorCode).toBe(ErrorCode.notLoggedIn);
    });

    it('refuses free play where the game has no free trial', async () => {
      const reply = await launch({ accountType: 0, nodeId: plainSlot.nodeId });
      expect(reply.status).toBe(400);
      expect(reply.body.errorCode).toBe(ErrorCode.gameLaunchFailed);
    });

    it('refuses real money to a trial account, and lets it play free', async () => {
      const trial = await client.sealed<{ token: string }>('/wps/session/login/freeplay', {
        os: 'linux',
        platform: 'W',
      });
      const token = trial.body.value?.token ?? '';
      const real = await launch({ accountType: 1, nodeId: trialSlot.nodeId }, token);
      expect(real.status).toBe(403);
      expect(real.body.errorCode).toBe(ErrorCode.needTrueAccount);
      const free = await launch({ accountType: 0, nodeId: trialSlot.nodeId }, token);
      expect(free.status).toBe(200);
    });

    it('refuses real money when the balance cannot cover the smallest bet', async () => {
      const token = await tokenOf('player06');
      await platform.database.db
        .update(customers)
        .set({ balance: 0 })
        .where(eq(customers.username, 'player06'));
      const reply = await launch({ accountType: 1, nodeId: plainSlot.nodeId }, token);
      expect(reply.status).toBe(400);
      expect(reply.body.errorCode).toBe(ErrorCode.balanceNotEnough);
    });
  });

  describe('the demo game page', () => {
    it('serves a self-contained page under a strict CSP that the player app may frame', async () => {
      const token = await tokenOf('demo', 'Demo1234');
      const ticket = await ticketOf({ accountType: 1, nodeId: plainSlot.nodeId }, token);
      const response = await platform.app.inject({
        method: 'GET',
        url: `/lgw/demo/slot?ticket=${ticket}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-store');
      const csp = String(response.headers['content-security-policy']);
      const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
      expect(nonce).not.toBe('');
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("frame-ancestors 'self' http://127.0.0.1:* http://localhost:*");
      const html = response.body;
      expect(html).toContain(`<script nonce="${nonce}">`);
      expect(html).toContain(`<style nonce="${nonce}">`);
      expect(html).not.toMatch(/(src|href)="https?:/);
      expect(html).toContain(plainSlot.gameName.replace(/'/g, '&#39;'));
      expect(html).toContain('₱12,580.50');
      expect(html).toMatch(/<button type="button" id="spin">Spin<\/button>/);
      expect(html).toMatch(/<label>Bet<select id="bet">/);
      // A fresh nonce per response.
      const second = await platform.app.inject({
        method: 'GET',
        url: `/lgw/demo/slot?ticket=${ticket}`,
      });
      expect(second.headers['content-security-policy']).not.toBe(csp);
    });

    it('speaks Tagalog when launched in TY', async () => {
      const ticket = await ticketOf({ accountType: 0, nodeId: trialSlot.nodeId, language: 'TY' });
      const response = await platform.app.inject({
        method: 'GET',
        url: `/lgw/demo/slot?ticket=${ticket}`,
      });
      expect(response.body).toContain('<html lang="fil">');
      expect(response.body).toContain('Paikutin');
    });

    it('answers an unknown ticket with an expiry page, not a 500', async () => {
      for (const url of [
        '/lgw/demo/slot?ticket=nope',
        '/lgw/demo/slot',
        `/lgw/demo/slot?ticket=${'A'.repeat(43)}`,
      ]) {
        const response = await platform.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(410);
        expect(response.body).toContain('This game link has expired');
      }
    });
  });

  describe('spins', () => {
    it('moves the balance by exactly −bet + win, with matching wallet transactions and a bet', async () => {
      const token = await tokenOf('demo', 'Demo1234');
      const customerId = await customerIdOf('demo');
      const ticket = await ticketOf({ accountType: 1, nodeId: plainSlot.nodeId }, token);
      const bet = plainSlot.minBet * 10;
      for (const seed of [SMALL_WIN, LOSS]) {
        const before = await balanceOf('demo');
        const [lastTx] = await platform.database.db
          .select({ id: walletTransactions.id })
          .from(walletTransactions)
          .orderBy(desc(walletTransactions.id))
          .limit(1);
        const reply = await spin(ticket, bet, seed);
        expect(reply.status).toBe(200);
        const value = reply.body.value;
        const outcome = spinOutcome(seed);
        expect(value?.reels).toEqual(outcome.reels);
        expect(value?.bet).toBe(bet);
        expect(value?.win).toBe(Math.round(bet * outcome.multiplier * 100) / 100);
        const after = await balanceOf('demo');
        expect(Math.round((after - before) * 100)).toBe(
          Math.round(((value?.win ?? 0) - bet) * 100),
        );
        expect(value?.balance).toBe(after);

        const rows = await platform.database.db
          .select()
          .from(walletTransactions)
          .where(
            and(
              eq(walletTransactions.customerId, customerId),
              gt(walletTransactions.id, lastTx?.id ?? 0),
            ),
          )
          .orderBy(walletTransactions.id);
        const expected = [
          { txType: 'BET', amount: -bet, balanceAfter: Math.round((before - bet) * 100) / 100 },
          ...(outcome.multiplier > 0
            ? [{ txType: 'WIN', amount: value?.win, balanceAfter: after }]
            : []),
        ];
        expect(
          rows.map(({ txType, amount, balanceAfter }) => ({ txType, amount, balanceAfter })),
        ).toEqual(expected);
        const [bet_] = await platform.database.db
          .select()
          .from(bets)
          .where(eq(bets.customerId, customerId))
          .orderBy(desc(bets.id))
          .limit(1);
        expect(bet_).toMatchObject({
          nodeId: plainSlot.nodeId,
          gameCode: plainSlot.gameCode,
          betAmount: bet,
          winAmount: value?.win,
          seed: seed.toString('hex'),
        });
      }
      const balance = await client.call<BalanceValue>('GET', '/wps/v2/wallets/balance', { token });
      expect(balance.body.value?.balance).toBe(await balanceOf('demo'));
    });

    it('puts a big win on the winner board under the full username', async () => {
      const token = await tokenOf('player07');
      const ticket = await ticketOf({ accountType: 1, nodeId: plainSlot.nodeId }, token);
      const reply = await spin(ticket, plainSlot.minBet, BIG_WIN);
      const win = reply.body.value?.win ?? 0;
      expect(win).toBeGreaterThanOrEqual(plainSlot.minBet * BIG_WIN_MULTIPLIER);
      const board = await client.call<WinnerBoardValue>(
        'GET',
        '/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL&language=EN&limitNum=20',
      );
      expect(board.body.value?.list).toContainEqual(
        expect.objectContaining({
          customerName: 'player07',
          gameName: plainSlot.gameName,
          winAmount: win,
          iconUrl: `/wps/assets/games/${plainSlot.gameCode}.svg`,
        }),
      );
    });

    it('lists recent games from real bets, most recent first, one entry per game', async () => {
      const token = await tokenOf('player08');
      const first = await ticketOf({ accountType: 1, nodeId: plainSlot.nodeId }, token);
      const second = await ticketOf({ accountType: 1, nodeId: trialSlot.nodeId }, token);
      const recent = async (query = 'page=1&pageSize=12') =>
        (
          await client.call<RecentGamesValue>(
            'GET',
            `/wps/relay/GCS_recentGame?clientType=3&language=EN&${query}`,
            { token },
          )
        ).body.value;
      expect(await recent()).toEqual({ list: [], totalPages: 0, totalCount: 0 });
      await spin(first, plainSlot.minBet, LOSS);
      await spin(second, trialSlot.minBet, LOSS);
      await spin(second, trialSlot.minBet, LOSS);
      expect((await recent())?.list.map((game) => game.nodeId)).toEqual([
        trialSlot.nodeId,
        plainSlot.nodeId,
      ]);
      await spin(first, plainSlot.minBet, LOSS);
      const value = await recent();
      expect(value?.list.map((game) => game.nodeId)).toEqual([plainSlot.nodeId, trialSlot.nodeId]);
      expect(value).toMatchObject({ totalPages: 1, totalCount: 2 });
      expect(value?.list[0]?.lastPlayedAt).toBe(clock.toISOString());
      expect((await recent('gameType=LIVE'))?.list).toEqual([]);
      const paged = await recent('pageSize=1&page=2');
      expect(paged?.list.map((game) => game.nodeId)).toEqual([trialSlot.nodeId]);
      const bad = await client.call('GET', '/wps/relay/GCS_recentGame?page=0', { token });
      expect(bad.status).toBe(400);
      const visitor = await client.call('GET', '/wps/relay/GCS_recentGame');
      expect(visitor.status).toBe(401);
    });

    it('refuses a spin the balance cannot cover, and changes nothing', async () => {
      const token = await tokenOf('player09');
      const customerId = await customerIdOf('player09');
      const ticket = await ticketOf({ accountType: 1, nodeId: plainSlot.nodeId }, token);
      await platform.database.db
        .update(customers)
        .set({ balance: plainSlot.minBet })
        .where(eq(customers.id, customerId));
      const countTx = async () =>
        (
          await platform.database.db
            .select({ n: count() })
            .from(walletTransactions)
            .where(eq(walletTransactions.customerId, customerId))
        )[0]?.n;
      const txBefore = await countTx();
      const reply = await spin(ticket, plainSlot.minBet * 2, SMALL_WIN);
      expect(reply.status).toBe(400);
      expect(reply.body.errorCode).toBe(ErrorCode.balanceNotEnough);
      expect(await balanceOf('player09')).toBe(plainSlot.minBet);
      expect(await countTx()).toBe(txBefore);
    });

    it('keeps free play off the wallet and the bet records, for visitors and members', async () => {
      const token = await tokenOf('demo', 'Demo1234');
      const customerId = await customerIdOf('demo');
      const balanceBefore = await balanceOf('demo');
      const countOf = async () => {
        const [tx] = await platform.database.db
          .select({ n: count() })
          .from(walletTransactions)
          .where(eq(walletTransactions.customerId, customerId));
        const [bet] = await platform.database.db.select({ n: count() }).from(bets);
        return { tx: tx?.n, bets: bet?.n };
      };
      const before = await countOf();
      for (const owner of [token, undefined]) {
        const ticket = await ticketOf({ accountType: 0, nodeId: trialSlot.nodeId }, owner);
        const page = await platform.app.inject({
          method: 'GET',
          url: `/lgw/demo/slot?ticket=${ticket}`,
        });
        expect(page.body).toContain('Free play');
        expect(page.body).toContain('₱2,000.00');
        const bet = trialSlot.minBet * 10;
        const lost = await spin(ticket, bet, LOSS);
        expect(lost.body.value?.balance).toBe(FREE_PLAY_BALANCE - bet);
        const won = await spin(ticket, bet, BIG_WIN);
        expect(won.body.value?.balance).toBe(
          Math.round((FREE_PLAY_BALANCE - 2 * bet + (won.body.value?.win ?? 0)) * 100) / 100,
        );
      }
      expect(await balanceOf('demo')).toBe(balanceBefore);
      expect(await countOf()).toEqual(before);
    });

    it('refuses free play beyond its play money', async () => {
      const ticket = await ticketOf({ accountType: 0, nodeId: trialSlot.nodeId });
      const biggest = trialSlot.minBet * 100;
      let reply = await spin(ticket, biggest, LOSS);
      while (reply.status === 200) reply = await spin(ticket, biggest, LOSS);
      expect(reply.status).toBe(400);
      expect(reply.body.errorCode).toBe(ErrorCode.balanceNotEnough);
    });

    it.each([[{ bet: 0.03 }], [{ bet: 'lots' }], [{ bet: -1 }], [{}]])(
      'refuses a bet that is not offered: %j',
      async (body) => {
        const ticket = await ticketOf({ accountType: 0, nodeId: trialSlot.nodeId });
        const reply = await client.call('POST', '/lgw/demo/spin', { body: { ticket, ...body } });
        expect(reply.status).toBe(400);
        expect(reply.body.errorCode).toBe(ErrorCode.requestInvalid);
      },
    );

    it('refuses an unknown ticket and a malformed body', async () => {
      const unknown = await client.call('POST', '/lgw/demo/spin', {
        body: { ticket: 'A'.repeat(43), bet: 1 },
      });
      expect(unknown.status).toBe(403);
      expect(unknown.body.errorCode).toBe(ErrorCode.gameLaunchFailed);
      const malformed = await client.call('POST', '/lgw/demo/spin', { raw: '"spin"' });
      expect(malformed.status).toBe(400);
    });

    it('ends the game link on logout and after two hours', async () => {
      const token = await tokenOf('demo', 'Demo1234');
      const ticket = await ticketOf({ accountType: 1, nodeId: plainSlot.nodeId }, token);
      await client.call('DELETE', '/wps/session/logout', { token });
      expect((await spin(ticket, plainSlot.minBet, LOSS)).status).toBe(403);

      const free = await ticketOf({ accountType: 0, nodeId: trialSlot.nodeId });
      expect((await spin(free, trialSlot.minBet, LOSS)).status).toBe(200);
      clock = new Date(clock.getTime() + 2 * 60 * 60 * 1000 + 1000);
      expect((await spin(free, trialSlot.minBet, LOSS)).status).toBe(403);
      const page = await platform.app.inject({
        method: 'GET',
        url: `/lgw/demo/slot?ticket=${free}`,
      });
      expect(page.statusCode).toBe(410);
    });
  });
});
