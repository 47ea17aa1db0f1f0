/**
 * The seed writes every operator text in both of the merchant's languages, the Tagalog its own
 * (banners, announcements, promotions, newbie rewards, tickets, the points mall, missions, the
 * site's inbox messages, the deposit page's channels and promotions), and the help centre in
 * Tagalog names the member centre's pages as the Tagalog app does.
 */
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  announcements,
  banners,
  depositChannels,
  depositPromotions,
  helpArticles,
  messages,
  missions,
  newbieRewards,
  pointRewards,
  promotions,
  rewardTickets,
} from '../db/schema';
import type { LocalText } from '../db/schema/columns';
import { bannerHeadlineOf } from '../services/asset-drawings';
import type { TestDatabaseHandle } from '../testing';
import { openTestDatabase } from '../testing';

let handle: TestDatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

/** What is wrong with one seeded text: a language missing, or Tagalog that is the English. */
function problemOf(text: LocalText | null): string | null {
  if (text === null) return null;
  const { EN, TY } = text;
  if (!EN) return 'no English';
  if (!TY) return 'no Tagalog';
  return TY === EN ? `Tagalog is the English: ${EN}` : null;
}

/** Deposit channels named by a brand or product alone: their Tagalog name is the same. */
const BRAND_CHANNELS = ['GCash Express', 'GCash QR', 'Maya', 'USDT (TRC20)'];

describe('the seed’s operator texts', () => {
  it('has each one in English and in Tagalog, the Tagalog not the English', async () => {
    const db = handle.db;
    const texts = [
      ...(await db.select().from(banners)).flatMap((row) => [row.url, row.title]),
      ...(await db.select().from(announcements)).flatMap((row) => [
        row.title,
        row.content,
        row.imageUrl,
      ]),
      ...(await db.select().from(promotions)).flatMap((row) => [
        row.title,
        row.content,
        row.imageUrl,
      ]),
      ...(await db.select().from(newbieRewards)).map((row) => row.name),
      ...(await db.select().from(rewardTickets)).map((row) => row.name),
      ...(await db.select().from(pointRewards)).flatMap((row) => [
        row.name,
        row.description,
        row.image,
      ]),
      ...(await db.select().from(missions)).map((row) => row.title),
      // The site's messages; a member's reads as the member wrote it.
      ...(await db.select().from(messages).where(isNull(messages.senderId))).flatMap((row) => [
        row.senderName,
        row.subject,
        row.content,
      ]),
      ...(await db.select().from(depositPromotions)).map((row) => row.name),
      // A channel named by its brand alone reads the same in Tagalog.
      ...(await db.select().from(depositChannels))
        .map((row) => row.name)
        .filter((name) => !BRAND_CHANNELS.includes(name.EN ?? '')),
    ];
    expect(texts.length).toBeGreaterThan(100);
    const problems = texts.flatMap((text) => {
      const problem = problemOf(text);
      return problem === null ? [] : [problem];
    });
    expect(problems).toEqual([]);

    // Each Tagalog picture the seed points at has its words drawn in Tagalog.
    const pictures = texts.flatMap((text) => {
      const match = /^\/wps\/assets\/banners\/([\w-]+)\.svg\?language=TY$/.exec(text?.TY ?? '');
      return match?.[1] ? [match[1]] : [];
    });
    expect(pictures.length).toBeGreaterThan(20);
    expect(pictures.filter((name) => bannerHeadlineOf(name, 'TY') === undefined)).toEqual([]);
  });

  it('names every deposit channel in both languages', async () => {
    const names = (await handle.db.select().from(depositChannels).orderBy(depositChannels.id)).map(
      (row) => row.name,
    );
    expect(names.filter((name) => !name.EN || !name.TY)).toEqual([]);
    expect(names.filter((name) => name.TY === name.EN).map((name) => name.EN)).toEqual(
      BRAND_CHANNELS,
    );
  });

  it('names the security centre in the Tagalog help as the Tagalog app does', async () => {
    const articles = await handle.db
      .select()
      .from(helpArticles)
      .where(eq(helpArticles.language, 'TY'));
    const text = articles.map((article) => `${article.title} ${article.content}`).join('\n');
    expect(text).not.toMatch(/Security Cent(er|re)/i);
    expect(text).toContain('Sentro ng seguridad');
  });
});
