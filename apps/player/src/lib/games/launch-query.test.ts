import { describe, expect, it } from 'vitest';
import {
  LOTTERY_PLAY_ROUTES,
  freePlayRequestOf,
  launchHrefOf,
  launchRequestOf,
  lotteryPlayHrefOf,
} from './launch-query';

const slot = {
  kind: 'launch',
  path: '/seamless',
  query: { vassalage: 'PG', gameType: 'RNG', gameCode: 'PG_1' },
  freeTrial: false,
} as const;

describe('the game-play route query', () => {
  it('writes a launch the domain chose, with the nodeId, and reads it back as a real-money request', () => {
    const href = launchHrefOf(slot, 42);
    expect(href).toBe('/seamless?vassalage=PG&gameType=RNG&gameCode=PG_1&nodeId=42');
    const url = new URL(href, 'http://site.example');
    expect(launchRequestOf(url.pathname, url.searchParams, 'TY')).toEqual({
      accountType: 1,
      language: 'TY',
      nodeId: 42,
      gameCode: 'PG_1',
      vassalage: 'PG',
      gameType: 'RNG',
    });
  });

  it('names no game for a bare /seamless', () => {
    expect(launchRequestOf('/seamless', new URLSearchParams(), 'EN')).toBeNull();
  });

  it('drops values that are not plain codes rather than sending them', () => {
    const query = new URLSearchParams({
      nodeId: '1e3',
      gameCode: '<script>',
      vassalage: 'PG',
      gameType: '../x',
    });
    expect(launchRequestOf('/seamless', query, 'EN')).toEqual({
      accountType: 1,
      language: 'EN',
      vassalage: 'PG',
    });
  });

  it('adds the lottery parameters on the lottery play routes (§7 launchGame for the lottery)', () => {
    const href = lotteryPlayHrefOf({
      route: LOTTERY_PLAY_ROUTES['/vnLottery'],
      vassalage: 'TCG_LOTTO_VN',
      gameCode: 'VN_HN',
      prizeMode: 'ELOTT',
    });
    expect(href).toBe('/vnlottery?vassalage=TCG_LOTTO_VN&prizeMode=ELOTT&gameCode=VN_HN');
    const url = new URL(href, 'http://site.example');
    expect(launchRequestOf(url.pathname, url.searchParams, 'EN')).toMatchObject({
      accountType: 1,
      vassalage: 'TCG_LOTTO_VN',
      gameCode: 'VN_HN',
      launchMode: 'LOTT',
      lottoView: 'betting',
      prizeMode: 'ELOTT',
      lottoArea: 'VN',
      device: 'WEB',
    });
    const sea = launchRequestOf(
      '/sealottery',
      new URLSearchParams('vassalage=TCG_SEA&prizeMode=X'),
      'EN',
    );
    expect(sea).not.toHaveProperty('prizeMode');
    expect(sea).not.toHaveProperty('lottoArea');
  });

  it('asks free play (accountType 0) for the game popup', () => {
    expect(freePlayRequestOf({ ...slot, freeTrial: true }, 7, 'EN')).toEqual({
      accountType: 0,
      vassalage: 'PG',
      gameType: 'RNG',
      gameCode: 'PG_1',
      nodeId: 7,
      language: 'EN',
    });
  });
});
