import { describe, expect, it } from 'vitest';
import {
  GAME_PLAY_ROUTE,
  IN_NEED_TRUE_ACCOUNT,
  LOTTERY_ROUTES,
  canFreeTrial,
  lotteryRouteOf,
  selectFreeTrial,
  selectGame,
} from './index';

const member = { isLoggedIn: true, isTrial: false };
const slot = { vassalage: 'NOVA', gameType: 'RNG', gameCode: 'NOVA_1', supportPlay: 0 };

describe('game selection (§4 Selecting a game)', () => {
  it('opens login when logged out', () => {
    expect(selectGame(slot, { isLoggedIn: false, isTrial: false })).toEqual({ kind: 'open-login' });
  });
  it('shows the in_need_true_account prompt to a trial account (§6 Trial, §8)', () => {
    expect(IN_NEED_TRUE_ACCOUNT).toBe('errors:in_need_true_account');
    expect(selectGame(slot, { isLoggedIn: true, isTrial: true })).toEqual({
      kind: 'prompt',
      messageKey: 'errors:in_need_true_account',
    });
  });
  it('goes to /vnLottery for TCG_LOTTO_VN with the game code', () => {
    expect(
      selectGame({ vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT', gameCode: 'HN' }, member),
    ).toEqual({
      kind: 'route',
      path: '/vnLottery',
      query: { gameCode: 'HN' },
    });
  });
  it('goes to /seaLottery for TCG_SEA', () => {
    expect(selectGame({ vassalage: 'TCG_SEA', gameType: 'LOTT' }, member)).toEqual({
      kind: 'route',
      path: '/seaLottery',
      query: {},
    });
  });
  it('goes to /lottery for LOTT or ELOTT vendors', () => {
    expect(selectGame({ vassalage: 'TCG_LOTT', gameType: 'LOTT', gameCode: 'L1' }, member)).toEqual(
      {
        kind: 'route',
        path: '/lottery',
        query: { gameCode: 'L1' },
      },
    );
    expect(
      selectGame({ vassalage: 'TCG_VN_QUICK', gameType: 'ELOTT', gameCode: '' }, member),
    ).toEqual({
      kind: 'route',
      path: '/lottery',
      query: {},
    });
  });
  it('opens a popup list for VASSALAGE entries', () => {
    expect(
      selectGame({ vassalage: 'CARD_DUEL', gameType: 'PVP', isGame: 'VASSALAGE' }, member),
    ).toEqual({ kind: 'popup-list', vassalage: 'CARD_DUEL', gameType: 'PVP' });
  });
  it('launches others in a route', () => {
    expect(selectGame(slot, member)).toEqual({
      kind: 'launch',
      path: '/seamless',
      query: { vassalage: 'NOVA', gameType: 'RNG', gameCode: 'NOVA_1' },
      freeTrial: false,
    });
    expect(
      selectGame({ vassalage: 'KICK', gameType: 'SPORTS', isGame: null }, member),
    ).toMatchObject({
      kind: 'launch',
      query: { vassalage: 'KICK', gameType: 'SPORTS' },
    });
  });
  it('names the lottery pages and the game-play route (§2 Routes)', () => {
    expect(LOTTERY_ROUTES).toEqual({
      TCG_LOTTO_VN: '/vnLottery',
      TCG_SEA: '/seaLottery',
      LOTTERY: '/lottery',
    });
    expect(GAME_PLAY_ROUTE).toBe('/seamless');
    expect(lotteryRouteOf({ vassalage: 'NOVA', gameType: 'RNG' })).toBeNull();
  });
});

describe('free trial (§2 Game tile, §6 Visitor)', () => {
  it('is available only where supportPlay is 0', () => {
    expect(canFreeTrial({ supportPlay: 0 })).toBe(true);
    expect(canFreeTrial({ supportPlay: 1 })).toBe(false);
    expect(canFreeTrial({})).toBe(false);
  });
  it('launches in free play without a login', () => {
    expect(selectFreeTrial(slot)).toEqual({
      kind: 'launch',
      path: '/seamless',
      query: { vassalage: 'NOVA', gameType: 'RNG', gameCode: 'NOVA_1' },
      freeTrial: true,
    });
  });
  it('is unavailable where supportPlay is not 0', () => {
    expect(selectFreeTrial({ ...slot, supportPlay: 1 })).toEqual({ kind: 'unavailable' });
  });
});
