import { describe, expect, it } from 'vitest';
import { pageItems } from './pages';

describe('pageItems (range 5, 2 margin pages)', () => {
  it('shows every page when they fit', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('puts one ellipsis at the far end near the start', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 19, 20]);
    expect(pageItems(1, 9)).toEqual([1, 2, 3, 4, 5, 'gap-end', 8, 9]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap-end', 19, 20]);
  });

  it('puts an ellipsis on both sides in the middle', () => {
    expect(pageItems(10, 20)).toEqual([1, 2, 'gap-start', 8, 9, 10, 11, 12, 'gap-end', 19, 20]);
  });

  it('shifts the window inward at the end', () => {
    expect(pageItems(20, 20)).toEqual([1, 2, 'gap-start', 16, 17, 18, 19, 20]);
    expect(pageItems(17, 20)).toEqual([1, 2, 'gap-start', 15, 16, 17, 18, 19, 20]);
  });

  it('shows the single page a gap would hide instead of an ellipsis', () => {
    expect(pageItems(6, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 'gap-end', 19, 20]);
  });

  it('clamps a page outside the range and shows nothing for no pages', () => {
    expect(pageItems(99, 10)).toEqual(pageItems(10, 10));
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('never shows more than 11 items', () => {
    for (let count = 1; count <= 60; count += 1) {
      for (let page = 1; page <= count; page += 1) {
        const items = pageItems(page, count);
        expect(items.length).toBeLessThanOrEqual(11);
        expect(items).toContain(page);
        expect(items).toContain(count);
      }
    }
  });
});
