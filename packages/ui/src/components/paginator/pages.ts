/** A page number, or a gap shown as an ellipsis. */
export type PageItem = number | 'gap-start' | 'gap-end';

/** §9: five pages around the current one, two at each end. */
export const PAGE_RANGE = 5;
export const MARGIN_PAGES = 2;

/**
 * The page buttons to show for `page` of `pageCount` (1-based): `margin` pages at each end, a
 * window of `range` pages around the current one (shifted inward at the ends), and an ellipsis
 * for each gap; a gap of a single page shows that page instead.
 */
export function pageItems(
  page: number,
  pageCount: number,
  range = PAGE_RANGE,
  margin = MARGIN_PAGES,
): PageItem[] {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  const windowStart = Math.max(1, Math.min(current - Math.floor(range / 2), pageCount - range + 1));
  const windowEnd = Math.min(pageCount, windowStart + range - 1);

  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, pageCount); p += 1) shown.add(p);
  for (let p = windowStart; p <= windowEnd; p += 1) shown.add(p);
  for (let p = Math.max(1, pageCount - margin + 1); p <= pageCount; p += 1) shown.add(p);

  const items: PageItem[] = [];
  let previous = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    if (p - previous === 2) items.push(p - 1);
    else if (p - previous > 2) items.push(previous < current ? 'gap-start' : 'gap-end');
    items.push(p);
    previous = p;
  }
  return items;
}
