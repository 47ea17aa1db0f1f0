/**
 * The games of a lottery page's vendors: one game-list call per vendor (§7 GCSGAME_gameList), held in
 * the RTK Query cache like any `useGameListQuery`, read together as one list in vendor order.
 */
import { gamesApi } from '@gaming/api/games';
import type { GameItem, GameListArgs } from '@gaming/api/wire';
import type { Vendor } from '@gaming/domain/games';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../app/store';

/** Lottery vendors have a few dozen games at most: one page of the largest size holds them. */
export const LOTTERY_PAGE_SIZE = 100;

type Subscription = { refetch: () => unknown; unsubscribe: () => void };

export function useLotteryGames(vendors: readonly Vendor[] | undefined, language: string) {
  const dispatch = useAppDispatch();
  const argsList = useMemo<GameListArgs[]>(
    () =>
      (vendors ?? []).map((vendor) => ({
        gameType: vendor.gameType,
        vassalage: vendor.vassalage,
        pageSize: LOTTERY_PAGE_SIZE,
        language,
      })),
    [vendors, language],
  );

  const subscriptions = useRef<Subscription[]>([]);
  useEffect(() => {
    const current = argsList.map((args) => dispatch(gamesApi.endpoints.gameList.initiate(args)));
    subscriptions.current = current;
    return () => {
      for (const subscription of current) subscription.unsubscribe();
    };
  }, [argsList, dispatch]);

  const selectors = useMemo(
    () => argsList.map((args) => gamesApi.endpoints.gameList.select(args)),
    [argsList],
  );
  const results = useAppSelector((state) => selectors.map((select) => select(state)), shallowEqual);

  const games = useMemo<GameItem[]>(
    () => results.flatMap((result) => result.data?.games ?? []),
    [results],
  );
  const error = results.find((result) => result.isError)?.error;
  const loading =
    vendors === undefined ||
    results.some((result) => result.isUninitialized || (result.isLoading && !result.data));
  const retrying = results.some((result) => result.isLoading);

  const retry = useCallback(() => {
    subscriptions.current.forEach((subscription, index) => {
      if (results[index]?.isError) subscription.refetch();
    });
  }, [results]);

  return { games, loading, error, retrying, retry };
}
