import { describe, expect, it } from 'vitest';
import {
  LOTTERY_FAVOURITES_KEY,
  MAX_FAVOURITES_PER_USER,
  favouriteLotteriesOf,
  parseLotteryFavourites,
  readLotteryFavourites,
  toggleLotteryFavourite,
  writeLotteryFavourites,
} from './lottery-favourites';
import type { FavouriteStorage } from './lottery-favourites';

function memoryStorage(initial: Record<string, string> = {}): FavouriteStorage & {
  data: Record<string, string>;
} {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

describe('lottery favourites (§3 Storage, §4 Favourites)', () => {
  it('keeps a list per username', () => {
    let map = toggleLotteryFavourite({}, 'ana', 'TCG_SEA_1');
    map = toggleLotteryFavourite(map, 'ana', 'TCG_SEA_3');
    map = toggleLotteryFavourite(map, 'ben', 'TCG_SEA_2');
    expect(favouriteLotteriesOf(map, 'ana')).toEqual(['TCG_SEA_1', 'TCG_SEA_3']);
    expect(favouriteLotteriesOf(map, 'ben')).toEqual(['TCG_SEA_2']);
    expect(favouriteLotteriesOf(map, 'cy')).toEqual([]);
  });

  it('toggles off again and drops a username with no favourites left', () => {
    const on = toggleLotteryFavourite({ ben: ['X'] }, 'ana', 'TCG_SEA_1');
    const off = toggleLotteryFavourite(on, 'ana', 'TCG_SEA_1');
    expect(off).toEqual({ ben: ['X'] });
  });

  it('does nothing without a username or with an id that is not a code', () => {
    const map = { ana: ['A'] };
    expect(toggleLotteryFavourite(map, undefined, 'B')).toBe(map);
    expect(toggleLotteryFavourite(map, '', 'B')).toBe(map);
    expect(toggleLotteryFavourite(map, 'ana', '<script>')).toBe(map);
    expect(favouriteLotteriesOf(map, undefined)).toEqual([]);
  });

  it('never mutates the map it is given', () => {
    const map = Object.freeze({ ana: Object.freeze(['A']) });
    expect(() => toggleLotteryFavourite(map, 'ana', 'B')).not.toThrow();
    expect(map).toEqual({ ana: ['A'] });
  });

  it('keeps at most the newest ids per username', () => {
    let map = {};
    for (let i = 0; i <= MAX_FAVOURITES_PER_USER; i++)
      map = toggleLotteryFavourite(map, 'ana', `G${i}`);
    const ids = favouriteLotteriesOf(map, 'ana');
    expect(ids).toHaveLength(MAX_FAVOURITES_PER_USER);
    expect(ids[0]).toBe('G1');
  });

  it.each([[null], [''], ['not json'], ['[]'], ['null'], ['42'], ['"ana"']])(
    'reads %j as no favourites',
    (raw) => {
      expect(parseLotteryFavourites(raw)).toEqual({});
    },
  );

  it('drops malformed entries and keeps the good ones', () => {
    const raw = JSON.stringify({
      ana: ['A', 'A', 7, null, 'bad id', 'B'],
      ben: 'A',
      cy: [],
      '': ['A'],
      dee: { 0: 'A' },
    });
    expect(parseLotteryFavourites(raw)).toEqual({ ana: ['A', 'B'] });
  });

  it('keeps a "__proto__" username as plain data', () => {
    const map = parseLotteryFavourites('{"__proto__":["A"],"ana":["B"]}');
    expect(Object.getPrototypeOf(map)).toBe(Object.prototype);
    expect(favouriteLotteriesOf(map, '__proto__')).toEqual(['A']);
    expect(favouriteLotteriesOf(map, 'toString')).toEqual([]);
  });

  it('round-trips through storage under one key', () => {
    const storage = memoryStorage();
    expect(writeLotteryFavourites(storage, { ana: ['A'] })).toBe(true);
    expect(JSON.parse(storage.data[LOTTERY_FAVOURITES_KEY] ?? '')).toEqual({ ana: ['A'] });
    expect(readLotteryFavourites(storage)).toEqual({ ana: ['A'] });
  });

  it('survives storage that throws or is missing', () => {
    const broken: FavouriteStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readLotteryFavourites(broken)).toEqual({});
    expect(writeLotteryFavourites(broken, { ana: ['A'] })).toBe(false);
    expect(readLotteryFavourites(undefined)).toEqual({});
    expect(writeLotteryFavourites(undefined, {})).toBe(false);
  });
});
