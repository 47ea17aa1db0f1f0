/**
 * Lottery favourites (§3 Storage "a per-username map of favourite lottery ids"; §4 Favourites
 * "Lottery favourites toggle locally per username"). They never reach the server: local storage holds
 * `{ [username]: [gameCode, …] }` under one key. What is read from storage is untrusted (another tab,
 * an older build, a hand edit), so it is parsed defensively and anything odd is dropped.
 */

/** The local-storage key of the map. */
export const LOTTERY_FAVOURITES_KEY = 'lotteryFavourites';

/** Ids kept per username at most; a lottery id is its game code. */
export const MAX_FAVOURITES_PER_USER = 200;

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** username → favourite lottery ids (game codes), newest last. */
export type LotteryFavouriteMap = Readonly<Record<string, readonly string[]>>;

/** The part of the Web Storage API the favourites use. */
export interface FavouriteStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const isId = (value: unknown): value is string => typeof value === 'string' && ID.test(value);

function idsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter(isId))].slice(-MAX_FAVOURITES_PER_USER);
}

/** The map stored as `raw`; an empty map for anything that is not one (null, bad JSON, an array…). */
export function parseLotteryFavourites(raw: string | null): LotteryFavouriteMap {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const entries = Object.entries(parsed as Record<string, unknown>).flatMap(([user, value]) => {
    const ids = idsOf(value);
    return user && ids.length > 0 ? [[user, ids] as const] : [];
  });
  // fromEntries defines own properties, so a "__proto__" username stays plain data.
  return Object.fromEntries(entries);
}

/** One username's favourite lottery ids; none without a username. */
export function favouriteLotteriesOf(
  map: LotteryFavouriteMap,
  username: string | undefined,
): readonly string[] {
  if (!username || !Object.hasOwn(map, username)) return [];
  return map[username] ?? [];
}

/** The map with `id` added to or removed from `username`'s favourites; unchanged without either. */
export function toggleLotteryFavourite(
  map: LotteryFavouriteMap,
  username: string | undefined,
  id: string,
): LotteryFavouriteMap {
  if (!username || !isId(id)) return map;
  const current = favouriteLotteriesOf(map, username);
  const next = current.includes(id)
    ? current.filter((favourite) => favourite !== id)
    : [...current, id].slice(-MAX_FAVOURITES_PER_USER);
  const entries = Object.entries(map).filter(([user]) => user !== username);
  if (next.length > 0) entries.push([username, next]);
  return Object.fromEntries(entries);
}

/** The stored map; empty when storage is unavailable (private mode, blocked cookies). */
export function readLotteryFavourites(storage: FavouriteStorage | undefined): LotteryFavouriteMap {
  try {
    return parseLotteryFavourites(storage?.getItem(LOTTERY_FAVOURITES_KEY) ?? null);
  } catch {
    return {};
  }
}

/** Stores the map; false when storage refused it (full or unavailable). */
export function writeLotteryFavourites(
  storage: FavouriteStorage | undefined,
  map: LotteryFavouriteMap,
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(LOTTERY_FAVOURITES_KEY, JSON.stringify(map));
    return true;
  } catch {
    return false;
  }
}
