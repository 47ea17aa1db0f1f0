/**
 * The signed-in player's favourite lotteries, kept in local storage per username (§4 Favourites
 * "Lottery favourites toggle locally per username"). Every page using it, and other tabs, see a
 * toggle at once.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  LOTTERY_FAVOURITES_KEY,
  favouriteLotteriesOf,
  parseLotteryFavourites,
  readLotteryFavourites,
  toggleLotteryFavourite,
  writeLotteryFavourites,
} from './lottery-favourites';
import type { FavouriteStorage } from './lottery-favourites';

const listeners = new Set<() => void>();

function storage(): FavouriteStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === LOTTERY_FAVOURITES_KEY) onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The raw stored text: a string, so an unchanged map is the same snapshot. */
function snapshot(): string | null {
  try {
    return storage()?.getItem(LOTTERY_FAVOURITES_KEY) ?? null;
  } catch {
    return null;
  }
}

export function useLotteryFavourites(username: string | undefined) {
  const raw = useSyncExternalStore(subscribe, snapshot, () => null);
  const favourites = useMemo(
    () => favouriteLotteriesOf(parseLotteryFavourites(raw), username),
    [raw, username],
  );
  const isFavourite = useCallback((id: string) => favourites.includes(id), [favourites]);
  const toggle = useCallback(
    (id: string) => {
      if (!username) return;
      const place = storage();
      writeLotteryFavourites(
        place,
        toggleLotteryFavourite(readLotteryFavourites(place), username, id),
      );
      for (const listener of listeners) listener();
    },
    [username],
  );
  return { favourites, isFavourite, toggle };
}
