/**
 * §9 "Images use a random CDN from the server list" (permission response imageCDNs, §3). The
 * randomness is passed in (Math.random in the app, a fixed function in tests). Blank entries are
 * skipped; with no CDN the images load from the same origin: ''.
 */
export function pickCdn(list: readonly string[], random: () => number): string {
  const cdns = list.map((cdn) => cdn.trim()).filter((cdn) => cdn !== '');
  const drawn = Math.floor(random() * cdns.length);
  // A random source outside [0, 1) (or NaN) still picks a listed CDN.
  const index = Number.isNaN(drawn) ? 0 : Math.min(cdns.length - 1, Math.max(0, drawn));
  // An empty list leaves no entry at any index: same origin.
  return cdns[index] ?? '';
}
