/**
 * How many of the header's category items show side by side in `available` px (desktop
 * header); the rest go into the More menu. All of them when they fit without More; otherwise as many
 * as fit beside a More button `moreWidth` px wide. `gap` is the space between two items. Nothing
 * measured (a 0 width, as in jsdom or a hidden bar) shows everything.
 */
export function visibleCountOf(
  itemWidths: readonly number[],
  available: number,
  moreWidth: number,
  gap = 0,
): number {
  if (available <= 0 || itemWidths.some((width) => width <= 0)) return itemWidths.length;
  const together = itemWidths.reduce((sum, width, index) => sum + width + (index > 0 ? gap : 0), 0);
  if (together <= available) return itemWidths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of itemWidths) {
    used += width + gap;
    if (used > available) break;
    count += 1;
  }
  return count;
}
