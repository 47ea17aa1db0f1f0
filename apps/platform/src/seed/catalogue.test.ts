import { asc, count, countDistinct, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import type { DatabaseHandle } from '../db/client';
import {
  announcements,
  banners,
  gameTypes,
  games,
  helpArticles,
  vendors,
  winners,
} from '../db/schema';
import { seedCatalogue } from './catalogue';
import { createRandom } from './random';

const handles: DatabaseHandle[] = [];

/** A fresh in-memory database with the catalogue seeded, timed so the report can quote it. */
async function seeded(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ kind: 'pglite' });
  handles.push(handle);
  const started = performance.now();
  await seedCatalogue(handle.db, 'PHDEMO');
  console.info(`seedCatalogue on in-memory PGlite: ${Math.round(performance.now() - started)} ms`);
  return handle;
}

afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.close()));
});

describe('seeded random', () => {
  it('gives the same sequence for the same seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const draws = (r: ReturnType<typeof createRandom>) => [
      r.next(),
      r.int(1, 6),
      r.chance(0.5),
      r.pick(['x', 'y', 'z']),
    ];
    expect(draws(a)).toEqual(draws(b));
    expect(createRandom(43).next()).not.toBe(createRandom(42).next());
  });
  it('keeps int() within both ends', () => {
    const r = createRandom(7);
    const seen = new Set(Array.from({ length: 500 }, () => r.int(1, 3)));
    expect([...seen].sort()).toEqual([1, 2, 3]);
  });
});

describe('seedCatalogue', { timeout: 120_000 }, () => {
  it('writes the catalogue the spec describes', async () => {
    const { db } = await seeded();
    expect(await db.$count(gameTypes)).toBe(15);

    const vendorRows = await db.select().from(vendors).orderBy(asc(vendors.sort));
    expect(vendorRows.length).toBeGreaterThanOrEqual(35);
    expect(vendorRows.length).toBeLessThanOrEqual(45);
    const byCode = new Map(vendorRows.map((vendor) => [vendor.vassalage, vendor]));
    expect(byCode.get('TCG_SEA')).toMatchObject({
      gameType: 'LOTT',
      gameCategory: 'LOTT',
      displayName: 'SEA Lottery',
    });
    expect(byCode.get('TCG_LOTTO_VN')).toMatchObject({
      gameType: 'ELOTT',
      gameCategory: 'ELOTT',
      displayName: 'VN Lottery',
    });
    expect(
      vendorRows.filter((vendor) => vendor.gameType === 'ESPORTS').length,
    ).toBeGreaterThanOrEqual(2);
    expect(
      vendorRows.filter((vendor) => vendor.gameType === 'COCKFIGHT').length,
    ).toBeGreaterThanOrEqual(2);
    expect(vendorRows.some((vendor) => vendor.isGame === 'VASSALAGE')).toBe(true);

    const total = await db.$count(games);
    expect(total).toBeGreaterThanOrEqual(9_500);
    expect(total).toBeLessThanOrEqual(10_500);
    const orphans = await db
      .select({ n: count() })
      .from(games)
      .leftJoin(vendors, eq(vendors.vassalage, games.vassalage))
      .where(isNull(vendors.vassalage));
    expect(orphans).toEqual([{ n: 0 }]);
    expect(
      await db.$count(games, sql`${games.isHot} = 1 and ${games.gameType} = 'RNG'`),
    ).toBeGreaterThanOrEqual(40);
    for (const type of ['LIVE', 'FISH', 'PVP']) {
      expect(
        await db.$count(games, sql`${games.isHot} = 1 and ${games.gameType} = ${type}`),
      ).toBeGreaterThan(0);
    }
    expect(await db.select({ n: countDistinct(games.gameName) }).from(games)).toEqual([
      { n: total },
    ]);

    const popups = await db.select().from(announcements).where(eq(announcements.groupType, 'PU'));
    expect(popups.map((popup) => popup.execution).sort()).toEqual(['A', 'B', 'F']);
    const groups = await db
      .selectDistinct({ groupType: announcements.groupType })
      .from(announcements);
    expect(groups.map((group) => group.groupType).sort()).toEqual(['B', 'H', 'PL', 'PR', 'PU']);

    const bannerRows = await db.select().from(banners);
    expect(bannerRows.filter((banner) => banner.groupName === 'w_home')).toHaveLength(4);
    expect(bannerRows.map((banner) => banner.url)).toContainEqual({
      EN: '/wps/assets/banners/home-1.svg',
      TY: '/wps/assets/banners/home-1.svg?language=TY',
    });

    const board = await db.select().from(winners);
    expect(board).toHaveLength(60);
    for (const entry of board) {
      expect(entry.winAmount).toBeGreaterThanOrEqual(100);
      expect(entry.winAmount).toBeLessThanOrEqual(250_000);
      expect(entry.iconUrl).toMatch(/^\/wps\/assets\/games\/[A-Za-z0-9_-]+\.svg$/);
      expect(entry.createdAt.toISOString()).toMatch(/^2026-11-/);
    }

    const terms = await db.select().from(helpArticles).where(eq(helpArticles.anchor, 'term'));
    expect(terms.map((article) => article.language).sort()).toEqual(['EN', 'TY']);
  });

  it('writes the same rows on every run', async () => {
    const [first, second] = await Promise.all([seeded(), seeded()]);
    const firstFifty = (handle: DatabaseHandle) =>
      handle.db.select().from(games).orderBy(asc(games.nodeId)).limit(50);
    const rows = await firstFifty(first);
    expect(rows).toHaveLength(50);
    expect(rows[0]?.nodeId).toBe(100_001);
    expect(await firstFifty(second)).toEqual(rows);
    const boardOf = (handle: DatabaseHandle) =>
      handle.db
        .select({ name: winners.customerName, amount: winners.winAmount, at: winners.createdAt })
        .from(winners)
        .orderBy(asc(winners.id));
    expect(await boardOf(second)).toEqual(await boardOf(first));
  });
});
