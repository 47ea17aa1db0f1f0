import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_GROUPS,
  ANNOUNCEMENT_LIST_QUERY,
  ANNOUNCEMENT_PAGE_SIZE,
  pageOf,
  popupExecutionsFor,
  popupSeenKey,
  popupsToShow,
} from './announcements';

const popup = (id: number, execution: string | null) => ({ id, execution });
const popups = [popup(1, 'A'), popup(2, 'B'), popup(3, 'F'), popup(4, 'A'), popup(5, null)];
const visitor = { loggedIn: false, firstTimeLogin: false };
const member = { loggedIn: true, firstTimeLogin: false };
const newcomer = { loggedIn: true, firstTimeLogin: true };
const ids = (list: { id: number }[]) => list.map((p) => p.id);

describe('announcement groups (§3, §7)', () => {
  it('lists the groups B, PL, PU, PR, H, on platform W with execution B', () => {
    expect(Object.values(ANNOUNCEMENT_GROUPS)).toEqual(['B', 'PL', 'PU', 'PR', 'H']);
    expect(ANNOUNCEMENT_LIST_QUERY).toEqual({
      types: 'B,PL,PU,PR,H',
      platform: 'W',
      execution: 'B',
    });
  });
});

describe('announcement popups (§3 execution codes, §4)', () => {
  it('shows B popups to anonymous visitors', () => {
    expect(popupExecutionsFor(visitor)).toEqual(['B']);
    expect(ids(popupsToShow(popups, visitor, new Set()).show)).toEqual([2]);
  });
  it('shows A popups to logged-in members', () => {
    expect(ids(popupsToShow(popups, member, new Set()).show)).toEqual([1, 4]);
  });
  it('shows F popups before A popups on the first login', () => {
    expect(popupExecutionsFor(newcomer)).toEqual(['F', 'A']);
    expect(ids(popupsToShow(popups, newcomer, new Set()).show)).toEqual([3, 1, 4]);
  });
  it('returns the key to store per user type once shown', () => {
    expect(popupsToShow(popups, newcomer, new Set()).markSeen).toEqual([
      'announcementPopupSeen_F',
      'announcementPopupSeen_A',
    ]);
  });
  it('once closed, does not show them again in the session (flag per user type)', () => {
    const seen = new Set([popupSeenKey('A')]);
    expect(popupsToShow(popups, member, seen)).toEqual({ show: [], markSeen: [] });
    expect(ids(popupsToShow(popups, visitor, seen).show)).toEqual([2]);
    expect(ids(popupsToShow(popups, newcomer, seen).show)).toEqual([3]);
  });
  it('marks nothing when there is nothing to show', () => {
    expect(popupsToShow([popup(1, 'A')], visitor, new Set())).toEqual({ show: [], markSeen: [] });
  });
});

describe('announcement pages (§9 "paged 9 per page")', () => {
  const list = Array.from({ length: 20 }, (_, i) => i + 1);
  it('pages 9 per page', () => {
    expect(ANNOUNCEMENT_PAGE_SIZE).toBe(9);
    expect(pageOf(list, 1)).toEqual({ items: [1, 2, 3, 4, 5, 6, 7, 8, 9], page: 1, totalPages: 3 });
    expect(pageOf(list, 3)).toEqual({ items: [19, 20], page: 3, totalPages: 3 });
  });
  it('keeps the page within 1..totalPages', () => {
    expect(pageOf(list, 9).page).toBe(3);
    expect(pageOf(list, 0).page).toBe(1);
    expect(pageOf(list, Number.NaN).page).toBe(1);
    expect(pageOf(list, 2.7).page).toBe(2);
  });
  it('has no pages for an empty list and shows page 1', () => {
    expect(pageOf([], 4)).toEqual({ items: [], page: 1, totalPages: 0 });
  });
  it('takes another page size', () => {
    expect(pageOf(list, 2, 18).items).toEqual([19, 20]);
    expect(pageOf(list, 1, 0).items).toEqual([1]);
  });
  it('puts every item on exactly one page', () => {
    fc.assert(
      fc.property(fc.array(fc.nat()), fc.integer({ min: 1, max: 30 }), (items, size) => {
        const { totalPages } = pageOf(items, 1, size);
        const all = Array.from({ length: totalPages }, (_, i) => pageOf(items, i + 1, size).items);
        expect(all.flat()).toEqual(items);
      }),
    );
  });
});
