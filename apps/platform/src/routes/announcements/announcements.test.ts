import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AnnouncementsValue,
  Banner,
  MemberInfo,
  UnreadCountValue,
  WinnerBoardValue,
} from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import type { TestPlatform } from '../../testing';
import { startTestPlatform, testDatabaseKinds } from '../../testing';
import { TestClient } from '../../testing/client';

describe.each(testDatabaseKinds())('announcements, winners and language on %s', (kind) => {
  let platform: TestPlatform;
  let client: TestClient;
  let clock = new Date('2026-11-21T10:00:00Z');

  beforeAll(async () => {
    platform = await startTestPlatform({ kind, listen: false, now: () => clock });
    client = new TestClient(platform.app);
  });
  afterAll(() => platform.close());

  async function tokenOf(username: string, password: string): Promise<string> {
    const login = await client.login(username, password);
    const token = login.body.value?.token;
    if (!token) throw new Error(`login of ${username} failed: ${JSON.stringify(login.body)}`);
    return token;
  }

  const announcements = (query: string) =>
    client.call<AnnouncementsValue>('GET', `/wps/relay/MCSFE_getListAnnouncements?${query}`);

  describe('announcements', () => {
    it('answers every group, each paged 9 at a time', async () => {
      const reply = await announcements('types=B,PL,PU,PR,H&platform=W&pageNo=1&pageSize=9');
      expect(reply.status).toBe(200);
      const value = reply.body.value;
      expect(Object.keys(value ?? {}).sort()).toEqual(
        ['banners', 'hot', 'player', 'popup', 'promotion'].sort(),
      );
      expect(value?.player.list.map((a) => a.title)).toContain('Scheduled maintenance');
      expect(value?.promotion.totalCount).toBe(5);
      expect(value?.popup.list.map((a) => a.execution).sort()).toEqual(['A', 'B', 'F']);
      expect(value?.hot.totalCount).toBe(2);
      expect(value?.banners.list[0]).toMatchObject({
        id: expect.any(Number) as number,
        title: expect.any(String) as string,
        content: expect.stringContaining('<p>') as string,
        imageUrl: expect.stringMatching(/^\/wps\/assets\/banners\//) as string,
      });
    });

    it('filters popups by execution and leaves groups not asked for empty', async () => {
      const reply = await announcements('types=PU&platform=W&execution=B');
      expect(reply.body.value?.popup.list).toHaveLength(1);
      expect(reply.body.value?.popup.list[0]?.execution).toBe('B');
      expect(reply.body.value?.player).toEqual({
        list: [],
        pageNo: 1,
        totalPages: 0,
        totalCount: 0,
      });
      const both = await announcements('types=PU&execution=A,F');
      expect(both.body.value?.popup.list.map((a) => a.execution).sort()).toEqual(['A', 'F']);
    });

    it('pages a group', async () => {
      const first = await announcements('types=PR&pageSize=2');
      const third = await announcements('types=PR&pageSize=2&pageNo=3');
      expect(first.body.value?.promotion).toMatchObject({ totalPages: 3, totalCount: 5 });
      expect(first.body.value?.promotion.list).toHaveLength(2);
      expect(third.body.value?.promotion.list).toHaveLength(1);
    });

    it('lists only announcements that have started and not ended', async () => {
      const now = await announcements('types=PR');
      clock = new Date('2028-06-01T00:00:00Z');
      const later = await announcements('types=PR');
      clock = new Date('2026-11-21T10:00:00Z');
      expect(later.body.value?.promotion.totalCount).toBeLessThan(
        now.body.value?.promotion.totalCount ?? 0,
      );
      expect(later.body.value?.promotion.list.every((a) => a.endDate === null)).toBe(true);
    });

    it.each([['types=XX'], ['types=B,,PL'], ['execution=Z'], ['platform=M'], ['pageSize=51']])(
      'refuses %s with a 400 envelope',
      async (query) => {
        const reply = await announcements(query);
        expect(reply.status).toBe(400);
        expect(reply.body).toMatchObject({ success: false, errorCode: ErrorCode.requestInvalid });
      },
    );
  });

  describe('banners', () => {
    it('lists the banners of a group with url, linkageType and groupName', async () => {
      const reply = await client.call<Banner[]>('GET', '/wps/system/banners?groupName=w_home');
      expect(reply.body.value).toHaveLength(4);
      expect(reply.body.value?.[0]).toMatchObject({
        url: '/wps/assets/banners/home-1.svg',
        linkageType: 'PROMOTION',
        groupName: 'w_home',
      });
      const all = await client.call<Banner[]>('GET', '/wps/system/banners');
      expect(new Set(all.body.value?.map((b) => b.groupName))).toEqual(
        new Set(['w_home', 'w_reg', 'w_forget']),
      );
      const bad = await client.call('GET', '/wps/system/banners?groupName=w%20home');
      expect(bad.status).toBe(400);
    });
  });

  describe('winner board', () => {
    it('answers at most 20 winners, largest first, with full names', async () => {
      const reply = await client.call<WinnerBoardValue>(
        'GET',
        '/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL&language=EN&limitNum=20',
      );
      const list = reply.body.value?.list ?? [];
      expect(list).toHaveLength(20);
      expect(list.map((w) => w.winAmount)).toEqual(
        [...list.map((w) => w.winAmount)].sort((a, b) => b - a),
      );
      expect(list[0]?.customerName).not.toContain('*');
      const five = await client.call<WinnerBoardValue>(
        'GET',
        '/wps/relay/ODSFE2_getWinnerBoard?limitNum=5',
      );
      expect(five.body.value?.list).toHaveLength(5);
    });

    it.each([['limitNum=21'], ['limitNum=0'], ['gameCategory=RNG']])(
      'refuses %s with a 400 envelope',
      async (query) => {
        const reply = await client.call('GET', `/wps/relay/ODSFE2_getWinnerBoard?${query}`);
        expect(reply.status).toBe(400);
        expect(reply.body.errorCode).toBe(ErrorCode.requestInvalid);
      },
    );
  });

  describe('unread count', () => {
    it('counts the member’s unread messages, the same as the member info', async () => {
      const token = await tokenOf('demo', 'Demo1234');
      const reply = await client.call<UnreadCountValue>('GET', '/wps/relay/CSP_unreadCount', {
        token,
      });
      expect(reply.body.value).toEqual({ unreadCount: 2 });
      const info = await client.call<MemberInfo>('GET', '/wps/member/info', { token });
      expect(info.body.value?.unreadMessage).toBe(2);
      const other = await tokenOf('agent1', 'Agent1234');
      const none = await client.call<UnreadCountValue>('GET', '/wps/relay/CSP_unreadCount', {
        token: other,
      });
      expect(none.body.value).toEqual({ unreadCount: 0 });
    });

    it('needs a real account', async () => {
      expect((await client.call('GET', '/wps/relay/CSP_unreadCount')).status).toBe(401);
      const trial = await client.sealed<{ token: string }>('/wps/session/login/freeplay', {
        os: 'linux',
        platform: 'W',
      });
      const reply = await client.call('GET', '/wps/relay/CSP_unreadCount', {
        token: trial.body.value?.token,
      });
      expect(reply.status).toBe(403);
      expect(reply.body.errorCode).toBe(ErrorCode.needTrueAccount);
    });
  });

  describe('language', () => {
    it('stores the member’s language', async () => {
      const token = await tokenOf('player01', 'Member1234');
      const before = await client.call<MemberInfo>('GET', '/wps/member/info', { token });
      expect(before.body.value?.language).toBeNull();
      const reply = await client.call<{ language: string }>('PUT', '/wps/member/language', {
        token,
        body: { language: 'ty' },
      });
      expect(reply.body.value).toEqual({ language: 'TY' });
      const after = await client.call<MemberInfo>('GET', '/wps/member/info', { token });
      expect(after.body.value?.language).toBe('TY');
    });

    it('refuses a language the merchant does not offer, a missing one and a visitor', async () => {
      const token = await tokenOf('player01', 'Member1234');
      for (const body of [{ language: 'FR' }, {}, { language: 42 }, 'EN']) {
        const reply = await client.call('PUT', '/wps/member/language', { token, body });
        expect(reply.status).toBe(400);
        expect(reply.body.errorCode).toBe(ErrorCode.requestInvalid);
      }
      const visitor = await client.call('PUT', '/wps/member/language', {
        body: { language: 'EN' },
      });
      expect(visitor.status).toBe(401);
    });
  });
});
