/**
 * URLs of the images the platform draws itself (routes/assets.ts), shared by the seed and the routes
 * so a stored URL always points at a route that answers it.
 */
export const ASSET_PREFIX = '/wps/assets';

/** Square game icon for a game code. */
export function gameIconUrl(gameCode: string): string {
  return `${ASSET_PREFIX}/games/${encodeURIComponent(gameCode)}.svg`;
}

/** Wide provider logo (the vendor's lagerIcon). */
export function vendorIconUrl(vassalage: string): string {
  return `${ASSET_PREFIX}/vendors/${encodeURIComponent(vassalage)}.svg`;
}

/** 16:6 banner image by name (e.g. `home-1`, `promo-3`), its words in English unless asked. */
export function bannerUrl(name: string, language = 'EN'): string {
  const url = `${ASSET_PREFIX}/banners/${encodeURIComponent(name)}.svg`;
  return language === 'EN' ? url : `${url}?language=${encodeURIComponent(language)}`;
}

/** A banner image by name in each language: `{ EN: …/home-1.svg, TY: …/home-1.svg?language=TY }`. */
export function bannerUrls(name: string): { EN: string; TY: string } {
  return { EN: bannerUrl(name), TY: bannerUrl(name, 'TY') };
}
