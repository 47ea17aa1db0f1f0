import { describe, expect, it } from 'vitest';
import { visibleCountOf } from './visible-count';

describe('visibleCountOf (header categories and the More menu)', () => {
  it('shows every item when they fit, without room for More', () => {
    expect(visibleCountOf([100, 100, 100], 300, 80)).toBe(3);
    expect(visibleCountOf([100, 100, 100], 308, 80, 4)).toBe(3);
  });

  it('keeps room for More once one item does not fit', () => {
    // 100 + 100 + More 80 with gaps of 4 = 288; a third item would need 392.
    expect(visibleCountOf([100, 100, 100], 299, 80, 4)).toBe(2);
    expect(visibleCountOf([100, 100, 100], 307, 80, 4)).toBe(2);
  });

  it('counts the gaps between items', () => {
    expect(visibleCountOf([100, 100, 100], 300, 80, 4)).toBe(2);
  });

  it('moves everything into More when not even one item fits beside it', () => {
    expect(visibleCountOf([200, 100], 250, 80, 4)).toBe(0);
  });

  it('stops at the first item that does not fit, keeping the menu order', () => {
    expect(visibleCountOf([50, 300, 50], 200, 60)).toBe(1);
  });

  it('shows everything where nothing is laid out (jsdom, a hidden bar)', () => {
    expect(visibleCountOf([100, 100], 0, 80)).toBe(2);
    expect(visibleCountOf([0, 0], 500, 0)).toBe(2);
    expect(visibleCountOf([], 500, 80)).toBe(0);
  });
});
