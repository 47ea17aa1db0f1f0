/**
 * The operator's texts per language: banners, announcements (the marquee, popups, the notice list),
 * promotions, the points mall, newbie rewards, tickets and missions answer the same call in English
 * and in Tagalog, as the `language` query (the apps' cache key) or else the `Language` header asks;
 * a text the operator has not written in a language shows the merchant's first language.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AnnouncementsValue,
  Banner,
  MissionsValue,
  NewbieReward,
  PointRewards,
  PromotionsPage,
  RewardTicket,
} from '@gaming/api/wire';
import { promotions } from '../db/schema';
import type { TestPlatform } from '../testing';
import { startTestPlatform, testDatabaseKinds } from '../testing';
import { TestClient } from '../testing/client';

describe.each(testDatabaseKinds())('operator texts per language on %s', (kind) => {
  let platform: TestPlatform;
  let client: TestClient;
  let token: string;

  beforeAll(async () => {
    // A day every seeded promotion, announcement and mission runs.
    const now = new Date('2026-11-24T12:00:00Z');
    platform = await startTestPlatform({ kind, listen: false, now: () => now });
    client = new TestClient(platform.app);
    const reply = await client.login('demo', 'Demo1234');
    token = reply.body.value?.token ?? '';
    if (!token) throw new Error(JSON.stringify(reply.body));
  });
  afterAll(() => platform.close());

  const get = async <T>(url: string, headers: Record<string, string> = {}) => {
    const reply = await client.call<T>('GET', url, { token, headers });
    expect(reply.status, url).toBe(200);
    return reply.body.value as T;
  };
  const titles = (page: PromotionsPage) => page.list.map((promotion) => promotion.title);

  it('answers the promotions page in English and in Tagalog, by query or else by header', async () => {
    const english = await get<PromotionsPage>('/wps/promotions?language=EN');
    const tagalog = await get<PromotionsPage>('/wps/promotions?language=TY');
    expect(titles(english)).toEqual(expect.arrayContaining(['Newbie rewards', 'Rescue bonus']));
    expect(titles(tagalog)).toEqual(
      expect.arrayContaining(['Mga gantimpala para sa bagong miyembro', 'Bonus na saklolo']),
    );
    expect(titles(tagalog)).not.toContain('Newbie rewards');
    const newbie = tagalog.list.find((promotion) => promotion.promotionType === 'REGISTER');
    expect(newbie?.content).toContain('I-bind ang iyong mobile number');
    expect(newbie?.content).toContain('Para lamang sa mga totoong account.');
    expect(newbie?.imageUrl).toBe('/wps/assets/banners/newbie-rewards.svg?language=TY');
    // The same promotions in the same order: only the texts differ.
    expect(tagalog.list.map((promotion) => promotion.id)).toEqual(
      english.list.map((promotion) => promotion.id),
    );
    // Without the query the Language header decides; the query wins over it.
    expect(titles(await get<PromotionsPage>('/wps/promotions', { language: 'TY' }))).toEqual(
      titles(tagalog),
    );
    expect(
      titles(await get<PromotionsPage>('/wps/promotions?language=EN', { language: 'TY' })),
    ).toEqual(titles(english));
  });

  it('answers announcements and banners in the asked language, their pictures drawn in it', async () => {
    const url = '/wps/relay/MCSFE_getListAnnouncements?types=PL,PU,PR';
    const english = await get<AnnouncementsValue>(`${url}&language=EN`);
    const tagalog = await get<AnnouncementsValue>(`${url}&language=TY`);
    expect(english.player.list.map((item) => item.title)).toContain('Scheduled maintenance');
    expect(tagalog.player.list.map((item) => item.title)).toContain('Nakatakdang maintenance');
    expect(tagalog.player.list[0]?.content).toContain('tuwing Martes');
    expect(tagalog.popup.list.map((item) => item.title)).toContain('Maligayang pagbabalik');
    expect(tagalog.promotion.list[0]?.imageUrl).toMatch(/\?language=TY$/);

    const banners = (language: string) =>
      get<Banner[]>(`/wps/system/banners?groupName=w_home&language=${language}`);
    const [first] = await banners('TY');
    expect(first).toMatchObject({
      title: '100% Bonus sa Pagsali',
      url: '/wps/assets/banners/home-1.svg?language=TY',
    });
    expect((await banners('EN'))[0]).toMatchObject({
      title: '100% Welcome Bonus',
      url: '/wps/assets/banners/home-1.svg',
    });
    const picture = await platform.app.inject({ method: 'GET', url: first?.url ?? '' });
    expect(picture.statusCode).toBe(200);
    expect(picture.body).toContain('100% Bonus sa Pagsali');
    expect(picture.body).not.toContain('Welcome Bonus');
  });

  it("answers the member's points mall, newbie rewards, tickets and missions in the asked language", async () => {
    const rewards = await get<PointRewards>('/wps/member/points/rewards?language=TY');
    expect(rewards.list.map((reward) => reward.name)).toContain('10 libreng spin');
    expect(rewards.list[0]?.description).toMatch(/^Isang /);
    expect(rewards.list[0]?.image).toMatch(/\?language=TY$/);
    const newbie = await get<NewbieReward[]>('/wps/rewards/newbie?language=TY');
    expect(newbie.map((reward) => reward.name)).toContain('I-bind ang iyong email');
    const tickets = await get<RewardTicket[]>('/wps/rewards/tickets?language=TY');
    expect(tickets.map((ticket) => ticket.name)).toContain('Gintong itlog');
    const missions = await get<MissionsValue>('/wps/member/missions?language=TY');
    expect(missions.list.map((mission) => mission.title)).toContain(
      'Slot marathon sa pagtatapos ng taon',
    );
    const english = await get<MissionsValue>('/wps/member/missions?language=EN');
    expect(english.list.map((mission) => mission.title)).toContain('Year-end slot marathon');
  });

  it("falls back to the merchant's first language where a text is missing, and for a language the merchant lacks", async () => {
    const db = platform.database.db;
    const [row] = await db.select().from(promotions).orderBy(promotions.sort).limit(1);
    if (!row) throw new Error('no seeded promotion');
    const id = row.id;
    const promotion = async (language: string) =>
      (await get<PromotionsPage>(`/wps/promotions?language=${language}`)).list.find(
        (entry) => entry.id === id,
      );
    try {
      // Written in English only (the merchant's first language): Tagalog readers see the English.
      await db
        .update(promotions)
        .set({ title: { EN: 'English only' }, content: { EN: '<p>English body</p>', TY: '' } })
        .where(eq(promotions.id, id));
      expect(await promotion('TY')).toMatchObject({
        title: 'English only',
        content: '<p>English body</p>',
      });
      // A language the merchant does not have is answered in its first language.
      expect((await promotion('FR'))?.title).toBe('English only');
      // Written in Tagalog only: any text is better than an empty title.
      await db
        .update(promotions)
        .set({ title: { TY: 'Tagalog lamang' } })
        .where(eq(promotions.id, id));
      expect((await promotion('EN'))?.title).toBe('Tagalog lamang');
    } finally {
      await db
        .update(promotions)
        .set({ title: row.title, content: row.content })
        .where(eq(promotions.id, id));
    }
  });
});
