import { describe, expect, it } from 'vitest';
import type { GameCategory } from '../games';
import { CATEGORY_ROUTES, categoryPathOf, navigateCategory, navigateProvider } from './index';

const one = [{ vassalage: 'ONLY' }];
const two = [{ vassalage: 'FIRST' }, { vassalage: 'SECOND' }];
const nav = (gameCategory: GameCategory, vendors = one, isLoggedIn = true) =>
  navigateCategory({ gameCategory, vendors, isLoggedIn });

describe('category routes (§2 Routes)', () => {
  it('maps the game centre and game list centre pages', () => {
    expect(CATEGORY_ROUTES).toMatchObject({
      SPORTS: '/sports',
      ESPORTS: '/esports',
      LOTT: '/lott',
      ELOTT: '/elott',
      LIVE: '/live',
      FISH: '/fish',
      RNG: '/rng',
      PVP: '/pvp',
      FAV: '/favorite',
      RECENT: '/recent',
      PROMO: '/promotions',
      HOME: '/',
    });
  });
  it('has no page for cockfight, the minor categories or hot', () => {
    expect(categoryPathOf('COCKFIGHT')).toBeNull();
    expect(categoryPathOf('SC')).toBeNull();
    expect(categoryPathOf('HOT')).toBeNull();
    expect(categoryPathOf('LIVE')).toBe('/live');
  });
});

describe('category navigation (§4 Category selection)', () => {
  it('sets HOME and opens login for FAV while logged out', () => {
    expect(nav('FAV', [], false)).toEqual({ kind: 'open-login', thenCategory: 'HOME' });
  });
  it('opens login for RECENT while logged out too (§2 account game lists)', () => {
    expect(nav('RECENT', [], false)).toEqual({ kind: 'open-login', thenCategory: 'HOME' });
  });
  it('goes to the account game lists when logged in', () => {
    expect(nav('FAV', [])).toEqual({
      kind: 'route',
      gameCategory: 'FAV',
      path: '/favorite',
      query: {},
    });
    expect(nav('RECENT', [])).toMatchObject({ kind: 'route', path: '/recent' });
  });
  it('shows the full hot list for HOT', () => {
    expect(nav('HOT', [], false)).toEqual({ kind: 'hot-list' });
  });
  it('goes to the page of a category of type HOME, PROMO, PVP, FISH, RNG even with one provider', () => {
    expect(nav('HOME', [])).toMatchObject({ kind: 'route', path: '/' });
    expect(nav('PROMO', [])).toMatchObject({ kind: 'route', path: '/promotions' });
    expect(nav('PVP')).toMatchObject({ kind: 'route', path: '/pvp' });
    expect(nav('FISH')).toMatchObject({ kind: 'route', path: '/fish' });
    expect(nav('RNG')).toEqual({ kind: 'route', gameCategory: 'RNG', path: '/rng', query: {} });
  });
  it('goes to the page of a category with more than one provider', () => {
    expect(nav('LIVE', two)).toEqual({
      kind: 'route',
      gameCategory: 'LIVE',
      path: '/live',
      query: {},
    });
    expect(nav('SPORTS', two)).toMatchObject({ kind: 'route', path: '/sports' });
  });
  it('otherwise launches the single provider', () => {
    expect(nav('LIVE', one)).toEqual({
      kind: 'launch-vendor',
      gameCategory: 'LIVE',
      vassalage: 'ONLY',
    });
    expect(nav('COCKFIGHT', one)).toMatchObject({ kind: 'launch-vendor', vassalage: 'ONLY' });
  });
  it('shows the category on home when it has several providers but no page of its own', () => {
    expect(nav('COCKFIGHT', two)).toEqual({ kind: 'show-category', gameCategory: 'COCKFIGHT' });
    expect(nav('SC', two)).toEqual({ kind: 'show-category', gameCategory: 'SC' });
  });
  it('goes to the page of a category without providers rather than launching nothing', () => {
    expect(nav('SPORTS', [])).toMatchObject({ kind: 'route', path: '/sports' });
  });
  it('launches the vendor TCG_SEA directly for a lott or e-lott nav item', () => {
    expect(nav('LOTT', two)).toEqual({
      kind: 'launch-vendor',
      gameCategory: 'LOTT',
      vassalage: 'TCG_SEA',
    });
    expect(nav('ELOTT', one, false)).toMatchObject({ kind: 'launch-vendor', vassalage: 'TCG_SEA' });
  });
});

describe('provider navigation (§4 Category selection, §2 Vendor tile)', () => {
  it('goes to /rng with vassalage for an RNG provider', () => {
    expect(navigateProvider({ vassalage: 'NOVA', gameType: 'RNG', gameCategory: 'RNG' })).toEqual({
      kind: 'route',
      path: '/rng',
      query: { vassalage: 'NOVA' },
    });
    expect(
      navigateProvider({ vassalage: 'NOVA', gameType: 'RNG', gameCategory: 'JP' }),
    ).toMatchObject({
      path: '/rng',
    });
    expect(
      navigateProvider({ vassalage: 'SLOTY', gameType: 'SLOT', gameCategory: 'RNG' }),
    ).toMatchObject({
      path: '/rng',
    });
  });
  it('launches any other provider', () => {
    expect(
      navigateProvider({ vassalage: 'LIVE1', gameType: 'LIVE', gameCategory: 'LIVE' }),
    ).toEqual({
      kind: 'launch-vendor',
      vassalage: 'LIVE1',
    });
  });
});
