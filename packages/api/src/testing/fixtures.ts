/**
 * Call answers for component tests: one game or one menu card, with the fields a test cares about
 * changed, and the announcements call's value.
 */
import type { Announcement, AnnouncementsValue } from '../wire/announcements';
import type { GameItem, GameMenuCard } from '../wire/games';

/** A slot of vendor NOVA named `Game <nodeId>`; every field can be changed. */
export function gameOf(nodeId: number, overrides: Partial<GameItem> = {}): GameItem {
  return {
    nodeId,
    gameCode: `G${nodeId}`,
    gameName: `Game ${nodeId}`,
    iconUrl: '',
    vassalage: 'NOVA',
    gameType: 'RNG',
    gameClassify: 'SLOT',
    isHot: 0,
    supportPlay: 1,
    isGame: null,
    minBet: 1,
    lineNum: 20,
    ...overrides,
  };
}

/** A vendor card of a game-menu lane, without a logo. */
export function menuCardOf(
  vassalage: string,
  displayName: string,
  gameType: string,
  overrides: Partial<GameMenuCard> = {},
): GameMenuCard {
  return { vassalage, displayName, gameType, lagerIcon: '', isGame: null, ...overrides };
}

/** A site notice `Notice <id>` with a short HTML text, published 20 Nov 2026; every field can be changed. */
export function announcementOf(id: number, overrides: Partial<Announcement> = {}): Announcement {
  return {
    id,
    title: `Notice ${id}`,
    content: `<p>Text ${id}</p>`,
    promotionType: null,
    execution: null,
    imageUrl: null,
    startDate: '2026-11-20T04:00:00.000Z',
    endDate: null,
    ...overrides,
  };
}

/**
 * An announcements call's value with these announcements per group, every other group empty. Each
 * group answers page `pageNo` (default 1) of `totalPages` (default 1), or of 0 pages when it is
 * empty, as the platform answers an empty group.
 */
export function announcementsValueOf(
  groups: Partial<Record<keyof AnnouncementsValue, readonly Announcement[]>> = {},
  { pageNo = 1, totalPages = 1 }: { pageNo?: number; totalPages?: number } = {},
): AnnouncementsValue {
  const page = (list: readonly Announcement[] = []) => ({
    list: [...list],
    pageNo,
    totalPages: list.length === 0 ? 0 : totalPages,
    totalCount: list.length,
  });
  return {
    banners: page(groups.banners),
    player: page(groups.player),
    popup: page(groups.popup),
    promotion: page(groups.promotion),
    hot: page(groups.hot),
  };
}
