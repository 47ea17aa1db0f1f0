/**
 * `POST /__dev/content`: hostile content lands where the apps read it, at once (the in-memory game
 * caches are cleared), accounts take any username and show wherever usernames do, trailing rows
 * come last, a name that does not exist stores nothing, and `/__dev/reset` removes it all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AnnouncementsValue,
  ClaimRecord,
  DownlinePage,
  GameItem,
  GameListValue,
  GameMenusValue,
  HelpCategory,
  InboxPage,
  MemberInfo,
  NewbieReward,
  Permission,
  PromotionsPage,
  ReferralFriendsPage,
  RewardTicket,
  TeamBettingPage,
  WinnerBoardValue,
} from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { siteDateOf } from '@gaming/domain/records';
import type { TestPlatform } from '../../testing';
import { startTestPlatform, testDatabaseKinds } from '../../testing';
import { TestClient } from '../../testing/client';

const SCRIPT = '<script>window.__xss(1)</script>';
const IMG = '<img src=x onerror=window.__xss(2)>';

describe.each(testDatabaseKinds())('development content on %s', (kind) => {
  let platform: TestPlatform;
  let client: TestClient;
  let demo: string;
  let agent: string;

  const tokenOf = async (username: string, password: string) => {
    const reply = await client.login(username, password);
    const token = reply.body.value?.token ?? '';
    if (!token) throw new Error(JSON.stringify(reply.body));
    return token;
  };
  const get = async <T>(url: string, token?: string) => {
    const reply = await client.call<T>('GET', url, token === undefined ? {} : { token });
    expect(reply.status).toBe(200);
    return reply.body.value as T;
  };
  const place = (body: unknown) =>
    platform.app.inject({ method: 'POST', url: '/__dev/content', payload: body as object });

  const hot = () => get<GameItem[]>('/wps/relay/GCSGAME_hotGamesV2?gameType=RNG');
  const lobby = () =>
    get<GameListValue>('/wps/relay/GCSGAME_gameList?vassalage=NOVA_REELS&pageSize=5');
  const vendorNames = async () =>
    (await get<GameMenusValue>('/lgw/games/game_menus')).data.lanes.flatMap((lane) =>
      lane.cards.map((card) => card.displayName),
    );
  const popups = () =>
    get<AnnouncementsValue>('/wps/relay/MCSFE_getListAnnouncements?types=PU&execution=B');

  beforeAll(async () => {
    platform = await startTestPlatform({ kind, listen: false });
    client = new TestClient(platform.app);
    demo = await tokenOf('demo', 'Demo1234');
    agent = await tokenOf('agent1', 'Agent1234');
  });
  afterAll(() => platform.close());

  it('places every kind of content where the apps read it, and answers what it made', async () => {
    // Fill the caches first: the new content must show without waiting for them.
    const hotBefore = await hot();
    await lobby();
    await vendorNames();
    await get<Permission>('/wps/system/permission');

    const reply = await place({
      announcements: [
        { type: 'PU', execution: 'B', title: `B ${SCRIPT}`, content: IMG },
        { type: 'PU', execution: 'A', title: 'A popup', content: SCRIPT },
        { type: 'PL', title: 'Marquee <b>x</b>', content: IMG },
      ],
      banners: [{ url: 'javascript:window.__xss(3)', linkageType: 'URL', linkageTarget: IMG }],
      games: [{ name: `<b>x</b>${SCRIPT}`, hot: true }, { name: '‮RTL game' }],
      vendors: [{ vassalage: 'NOVA_REELS', name: `Nova ${IMG}` }],
      help: [{ category: `Hostile ${SCRIPT}`, title: 'Help <i>', content: IMG }],
      customerService: [{ csType: 'EMAIL', title: `CS ${SCRIPT}`, path: 'javascript:alert(1)' }],
      messages: [{ username: 'DEMO', subject: `Hi ${SCRIPT}`, content: IMG }],
      members: [
        { username: 'demo', nickname: `Nick ${IMG}` },
        { username: 'player01', nickname: '💩'.repeat(40), remark: `Remark ${SCRIPT}` },
      ],
      promotions: [{ title: `Promo ${SCRIPT}`, content: `<p>${IMG}</p>`, category: 'rng' }],
    });
    expect(reply.statusCode).toBe(200);
    const placed = reply.json<{ value: Record<string, unknown> }>().value;
    expect(placed).toMatchObject({ vendors: ['NOVA_REELS'], customerService: 3 });
    for (const key of ['announcements', 'games', 'members'])
      expect(placed[key]).toHaveLength(key === 'announcements' ? 3 : 2);
    for (const key of ['banners', 'help', 'messages', 'promotions'])
      expect(placed[key]).toHaveLength(1);

    // Visitors: the B popup leads, the marquee, banners, hot games, lobby, vendor names, help, CS.
    expect((await popups()).popup.list[0]).toMatchObject({ title: `B ${SCRIPT}`, content: IMG });
    const player = await get<AnnouncementsValue>('/wps/relay/MCSFE_getListAnnouncements?types=PL');
    expect(player.player.list[0]?.title).toBe('Marquee <b>x</b>');
    const members = await get<AnnouncementsValue>(
      '/wps/relay/MCSFE_getListAnnouncements?types=PU&execution=A',
    );
    expect(members.popup.list[0]?.content).toBe(SCRIPT);
    const banners = await get<{ url: string; linkageTarget: string | null }[]>(
      '/wps/system/banners?groupName=w_home',
    );
    expect(banners[0]).toMatchObject({ url: 'javascript:window.__xss(3)', linkageTarget: IMG });
    const hotAfter = await hot();
    expect(hotAfter).toHaveLength(hotBefore.length + 1);
    expect(hotAfter[0]?.gameName).toBe(`<b>x</b>${SCRIPT}`);
    expect((await lobby()).games.slice(0, 2).map((game) => game.gameName)).toEqual([
      `<b>x</b>${SCRIPT}`,
      '‮RTL game',
    ]);
    expect(await vendorNames()).toContain(`Nova ${IMG}`);
    const help = await get<HelpCategory[]>('/wps/system/helpCenter?lang=EN');
    expect(help.at(-1)).toMatchObject({
      title: `Hostile ${SCRIPT}`,
      articles: [{ title: 'Help <i>', content: IMG }],
    });
    const permission = await get<Permission>('/wps/system/permission');
    expect(permission.info.customerService.at(-1)?.title).toBe(`CS ${SCRIPT}`);
    const promotions = await get<PromotionsPage>('/wps/promotions');
    expect(promotions.list.map((promotion) => promotion.title)).toContain(`Promo ${SCRIPT}`);

    // The member: nickname and inbox. The agent: the downline's nickname and remark.
    expect((await get<MemberInfo>('/wps/member/info', demo)).nickname).toBe(`Nick ${IMG}`);
    const inbox = await get<InboxPage>('/wps/member/messages/inbox', demo);
    expect(inbox.list[0]).toMatchObject({ subject: `Hi ${SCRIPT}` });
    const downline = await get<DownlinePage>('/wps/agent/team/downline?username=player01', agent);
    expect(downline.list[0]).toMatchObject({
      username: 'player01',
      nickname: '💩'.repeat(40),
      remark: `Remark ${SCRIPT}`,
    });
  });

  it('makes accounts of any username where usernames show, reward-centre texts, and trailing rows', async () => {
    const taken = await place({ accounts: [{ username: 'DEMO' }] });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ errorCode: ErrorCode.usernameTaken });

    const NAME = `<b>Bold</b>${IMG}`.slice(0, 64);
    const reply = await place({
      accounts: [
        { username: NAME, upline: 'agent1sub', referrer: 'demo', bet: { amount: 2, win: 40 } },
        { username: `x ${SCRIPT}`, upline: 'agent1', bet: { vassalage: 'NOVA_REELS', amount: 5 } },
      ],
      announcements: [{ type: 'PL', title: `Last ${SCRIPT}`, content: IMG, trailing: true }],
      messages: [{ username: 'demo', subject: `Old ${SCRIPT}`, content: IMG, trailing: true }],
      newbieRewards: [{ name: `Newbie ${SCRIPT}`, requires: ['realName'] }],
      rewardTickets: [{ username: 'demo', ticketType: 'GOLDEN_EGG', name: `Egg ${IMG}` }],
      rewardClaims: [{ username: 'demo', kind: 'MANUAL', name: `Claim ${SCRIPT}`, amount: 3 }],
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const placed = reply.json<{ value: Record<string, unknown[]> }>().value;
    expect(placed.accounts).toHaveLength(2);
    for (const key of ['newbieRewards', 'rewardTickets', 'rewardClaims'])
      expect(placed[key]).toHaveLength(1);

    // Usernames are stored lower-cased, as registration stores them; the agent finds both.
    const name = NAME.toLowerCase();
    const downline = await get<DownlinePage>('/wps/agent/team/downline?pageSize=100', agent);
    expect(downline.list.at(-1)).toMatchObject({ username: name, level: 2 });
    expect(downline.list.map((member) => member.username)).toContain(`x ${SCRIPT}`.toLowerCase());
    const today = siteDateOf(new Date());
    const bets = await get<TeamBettingPage>(
      `/wps/agent/reports/team-betting?from=${today}&to=${today}`,
      agent,
    );
    expect(bets.list.map((row) => row.username)).toEqual(
      expect.arrayContaining([name, `x ${SCRIPT}`.toLowerCase()]),
    );
    // The big win is on the winner board under the full name (the client masks it); the small one not.
    const board = await get<WinnerBoardValue>('/wps/relay/ODSFE2_getWinnerBoard');
    expect(board.list.filter((row) => row.customerName.includes('__xss'))).toMatchObject([
      { customerName: name, winAmount: 40 },
    ]);
    // demo's friend: masked by the platform.
    const friends = await get<ReferralFriendsPage>('/wps/member/referral/friends', demo);
    expect(friends.list[0]?.inviteeName).toBe('<b***>');

    // The reward centre: the newbie reward after the seed's, the ticket and the claim.
    const newbie = await get<NewbieReward[]>('/wps/rewards/newbie', demo);
    expect(newbie.at(-1)).toMatchObject({
      name: `Newbie ${SCRIPT}`,
      amount: 1,
      requires: [{ field: 'realName' }],
    });
    const tickets = await get<RewardTicket[]>('/wps/rewards/tickets', demo);
    expect(tickets.map((ticket) => ticket.name)).toContain(`Egg ${IMG}`);
    const history = await get<ClaimRecord[]>(
      `/wps/rewards/history?startDate=${today}&endDate=${today}`,
      demo,
    );
    expect(history[0]).toMatchObject({ kind: 'MANUAL', name: `Claim ${SCRIPT}`, amount: 3 });

    // Trailing rows come after everything else: the last announcement, the oldest message.
    const player = await get<AnnouncementsValue>(
      '/wps/relay/MCSFE_getListAnnouncements?types=PL&pageSize=50',
    );
    expect(player.player.list.at(-1)?.title).toBe(`Last ${SCRIPT}`);
    const inbox = await get<InboxPage>('/wps/member/messages/inbox?pageSize=50', demo);
    expect(inbox.list.at(-1)).toMatchObject({ subject: `Old ${SCRIPT}`, read: false });
  });

  it('stores nothing when a name does not exist, and refuses malformed content with a 400', async () => {
    const before = (await popups()).popup.totalCount;
    const unknown = await place({
      announcements: [{ type: 'PU', execution: 'B', title: 'never', content: 'never' }],
      members: [{ username: 'nobody-here', nickname: 'x' }],
    });
    const noUpline = await place({ accounts: [{ username: 'orphan', upline: 'nobody-here' }] });
    expect(noUpline.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, errorCode: ErrorCode.notFound });
    expect((await popups()).popup.totalCount).toBe(before);

    for (const body of [
      { announcements: [{ type: 'XX', title: 't', content: 'c' }] },
      { games: [{ name: 'tab\there' }] },
      { help: [{ category: 'c', title: 't', content: 'nul\u0000' }] },
      { vendors: [{ vassalage: 'NO SUCH', name: 'x' }] },
      { accounts: [{ username: 'line\nbreak' }] },
      { rewardTickets: [{ username: 'demo', ticketType: 'COUPON', name: 'x' }] },
    ]) {
      const bad = await place(body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, errorCode: ErrorCode.requestInvalid });
    }
  });

  it('is all gone after a reset', async () => {
    const reset = await platform.app.inject({ method: 'POST', url: '/__dev/reset', payload: {} });
    expect(reset.statusCode).toBe(200);
    expect(JSON.stringify(await popups())).not.toContain('__xss');
    expect((await hot()).some((game) => game.gameName.includes('__xss'))).toBe(false);
    expect(await vendorNames()).toContain('Nova Reels');
    const permission = await get<Permission>('/wps/system/permission');
    expect(permission.info.customerService).toHaveLength(2);
    demo = await tokenOf('demo', 'Demo1234');
    expect((await get<MemberInfo>('/wps/member/info', demo)).nickname).not.toContain('__xss');
    agent = await tokenOf('agent1', 'Agent1234');
    const downline = await get<DownlinePage>('/wps/agent/team/downline?pageSize=100', agent);
    expect(JSON.stringify(downline)).not.toContain('__xss');
    expect(
      JSON.stringify(await get<WinnerBoardValue>('/wps/relay/ODSFE2_getWinnerBoard')),
    ).not.toContain('__xss');
    expect(JSON.stringify(await get<NewbieReward[]>('/wps/rewards/newbie', demo))).not.toContain(
      '__xss',
    );
    expect(JSON.stringify(await get<RewardTicket[]>('/wps/rewards/tickets', demo))).not.toContain(
      '__xss',
    );
  });
});
