import { CLASSIFY_ALL } from '../games';
import type { ClassifyEntry, Vendor, VendorGroup } from '../games';

import { HEADER_GAME_MENU_LARGE_ABOVE } from '../constants/constants';

export { HEADER_GAME_MENU_LARGE_ABOVE };

export type HeaderGameMenuLayout = 'large' | 'normal';

/** The header's hover drop-down of providers uses the large layout above 10 entries (§9). */
export function headerGameMenuLayout(entries: readonly unknown[]): HeaderGameMenuLayout {
  return entries.length > HEADER_GAME_MENU_LARGE_ABOVE ? 'large' : 'normal';
}

/** §9 "Vendor icons excluded when vassalage starts with TCG" (the platform's own lotteries). */
export function showsVendorIcon(vendor: Pick<Vendor, 'vassalage'>): boolean {
  return !vendor.vassalage.startsWith('TCG');
}

/** The provider logos (§2 Footer): every vendor of the categories once, TCG vendors excluded. */
export function vendorIconsOf(groups: readonly VendorGroup[]): Vendor[] {
  const seen = new Set<string>();
  const icons: Vendor[] = [];
  for (const vendor of groups.flatMap((group) => group.vendors)) {
    if (!showsVendorIcon(vendor) || seen.has(vendor.vassalage)) continue;
    seen.add(vendor.vassalage);
    icons.push(vendor);
  }
  return icons;
}

/** An item of the classify menu: the "All" entry or one of the server's classify entries. */
export type ClassifyMenuItem =
  | { kind: 'all'; key: typeof CLASSIFY_ALL }
  | { kind: 'classify'; key: string; entry: ClassifyEntry };

/**
 * §2 Category lobby: the classify menu shows "only when more than one entry, always starting with
 * All". Counts the server's entries (an entry keyed ALL is the same All and is not repeated); an empty
 * menu means it is hidden.
 */
export function classifyMenuOf(entries: readonly ClassifyEntry[]): ClassifyMenuItem[] {
  const own = entries.filter((entry) => entry.key !== CLASSIFY_ALL);
  if (own.length <= 1) return [];
  return [
    { kind: 'all', key: CLASSIFY_ALL },
    ...own.map((entry) => ({ kind: 'classify' as const, key: entry.key, entry })),
  ];
}

/** An item of a home section's vendor filter: "All" or one vendor. */
export type VendorFilterItem = { kind: 'all' } | { kind: 'vendor'; vendor: Vendor };

/** §2 Home: "Vendor filter icons include an All option", first. */
export function vendorFilterOf(vendors: readonly Vendor[]): VendorFilterItem[] {
  return [{ kind: 'all' }, ...vendors.map((vendor) => ({ kind: 'vendor' as const, vendor }))];
}
