/**
 * The game catalogue as the game calls read it, with the parts that change only with the seed (menu
 * lanes, vendors, hot lists) cached in memory. `POST /__dev/reset` invalidates the cache.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { GameClassifyEntry, GameItem, GameMenuLane } from '@gaming/api/wire';
import type { Database } from '../db/client';
import { gameTypes, games, vendors } from '../db/schema';
import { gameIconUrl, vendorIconUrl } from '../seed/asset-urls';

export type GameRow = typeof games.$inferSelect;
export type VendorRow = typeof vendors.$inferSelect;

/** Distinct game-list filters whose counts are kept; beyond it the count cache starts over. */
const MAX_COUNT_KEYS = 1000;

/** Names of the classify keys that are not a game type of their own. */
const CLASSIFY_NAMES: Readonly<Record<string, string>> = {
  SLOT: 'Slots',
  WAYS: 'Ways',
  JACKPOT: 'Jackpot',
  CLASSIC: 'Classic',
  BACCARAT: 'Baccarat',
  ROULETTE: 'Roulette',
  BLACKJACK: 'Blackjack',
  SICBO: 'Sic Bo',
  FISHING: 'Fishing',
  CARD: 'Card games',
  MAHJONG: 'Mahjong',
};

/** A game row as every game call sends it (§3 Game). */
export function gameItemOf(row: GameRow): GameItem {
  return {
    nodeId: row.nodeId,
    gameCode: row.gameCode,
    gameName: row.gameName,
    iconUrl: gameIconUrl(row.gameCode),
    vassalage: row.vassalage,
    gameType: row.gameType,
    gameClassify: row.gameClassify,
    isHot: row.isHot,
    supportPlay: row.supportPlay,
    isGame: null,
    minBet: row.minBet,
    lineNum: row.lineNum,
  };
}

export interface HotFilter {
  gameType?: string | undefined;
  vassalage?: string | undefined;
}

export class CatalogueStore {
  private lanesCache: Promise<GameMenuLane[]> | null = null;
  private vendorsCache: Promise<Map<string, VendorRow>> | null = null;
  private readonly hotCache = new Map<string, Promise<GameItem[]>>();
  private readonly countCache = new Map<string, Promise<number>>();

  constructor(private readonly db: Database) {}

  /** The menu lanes: one per game category with its vendor cards and classify entries. */
  lanes(): Promise<GameMenuLane[]> {
    this.lanesCache ??= this.remember(this.loadLanes(), () => (this.lanesCache = null));
    return this.lanesCache;
  }

  /** Every vendor by vassalage, in display order. */
  vendors(): Promise<Map<string, VendorRow>> {
    this.vendorsCache ??= this.remember(this.loadVendors(), () => (this.vendorsCache = null));
    return this.vendorsCache;
  }

  /** Hot games (isHot 1) in list order, optionally of one type or vendor. */
  hotGames(filter: HotFilter): Promise<GameItem[]> {
    const key = `${filter.gameType ?? ''}|${filter.vassalage ?? ''}`;
    let cached = this.hotCache.get(key);
    if (!cached) {
      cached = this.remember(this.loadHot(filter), () => this.hotCache.delete(key));
      this.hotCache.set(key, cached);
    }
    return cached;
  }

  /**
   * The row count of a game-list filter, counted once: lobby paging then costs one query. Keys come
   * from request parameters, so the cache is bounded.
   */
  gameCount(key: string, load: () => Promise<number>): Promise<number> {
    let cached = this.countCache.get(key);
    if (!cached) {
      if (this.countCache.size >= MAX_COUNT_KEYS) this.countCache.clear();
      cached = this.remember(load(), () => this.countCache.delete(key));
      this.countCache.set(key, cached);
    }
    return cached;
  }

  invalidate(): void {
    this.lanesCache = null;
    this.vendorsCache = null;
    this.hotCache.clear();
    this.countCache.clear();
  }

  /** A failed load is not cached: the next call tries again. */
  private remember<T>(promise: Promise<T>, forget: () => void): Promise<T> {
    promise.catch(forget);
    return promise;
  }

  private async loadVendors(): Promise<Map<string, VendorRow>> {
    const rows = await this.db.select().from(vendors).orderBy(asc(vendors.sort));
    return new Map(rows.map((row) => [row.vassalage, row]));
  }

  private async loadLanes(): Promise<GameMenuLane[]> {
    const vendorRows = [...(await this.vendors()).values()];
    const typeNames = new Map(
      (await this.db.select().from(gameTypes)).map((type) => [type.code, type.name]),
    );
    const classifyCounts = await this.db
      .select({ vassalage: games.vassalage, key: games.gameClassify, gameCount: count() })
      .from(games)
      .groupBy(games.vassalage, games.gameClassify);

    const lanes = new Map<string, GameMenuLane>();
    for (const vendor of vendorRows) {
      const lane = lanes.get(vendor.gameCategory) ?? {
        title: vendor.gameCategory,
        cards: [],
        gameClassify: [],
      };
      lanes.set(vendor.gameCategory, lane);
      lane.cards.push({
        vassalage: vendor.vassalage,
        displayName: vendor.displayName,
        gameType: vendor.gameType,
        lagerIcon: vendorIconUrl(vendor.vassalage),
        isGame: vendor.isGame,
      });
      const entries = new Map(lane.gameClassify.map((entry) => [entry.key, entry]));
      for (const row of classifyCounts.filter((c) => c.vassalage === vendor.vassalage)) {
        const entry: GameClassifyEntry = entries.get(row.key) ?? {
          key: row.key,
          displayName: CLASSIFY_NAMES[row.key] ?? typeNames.get(row.key) ?? row.key,
          vendors: [],
          gameCount: 0,
        };
        if (!entries.has(row.key)) {
          entries.set(row.key, entry);
          lane.gameClassify.push(entry);
        }
        entry.vendors.push(vendor.vassalage);
        entry.gameCount += row.gameCount;
      }
    }
    // The largest classify first, so the menu reads from the main group down.
    for (const lane of lanes.values()) {
      lane.gameClassify.sort((a, b) => b.gameCount - a.gameCount || a.key.localeCompare(b.key));
    }
    return [...lanes.values()];
  }

  private async loadHot(filter: HotFilter): Promise<GameItem[]> {
    const conditions: SQL[] = [eq(games.isHot, 1)];
    if (filter.gameType) conditions.push(eq(games.gameType, filter.gameType));
    if (filter.vassalage) conditions.push(eq(games.vassalage, filter.vassalage));
    const rows = await this.db
      .select()
      .from(games)
      .where(and(...conditions))
      .orderBy(asc(games.sort), asc(games.nodeId));
    return rows.map(gameItemOf);
  }
}
