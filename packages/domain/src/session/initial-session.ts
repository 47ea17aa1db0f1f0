/** What the app knows about the visitor before the first render (§4 Session). */
export interface InitialToken {
  token: string | null;
  /** The address without `token`, to put back in the bar; null when nothing changed. */
  cleanedUrl: string | null;
}

/**
 * The token to start with: `?token=` in the URL wins (a link from another site or app), else the
 * one kept in session storage. The URL token is taken out of the visible address.
 */
export function initialTokenOf(href: string, storedToken: string | null): InitialToken {
  const url = new URL(href);
  if (!url.searchParams.has('token')) return { token: storedToken || null, cleanedUrl: null };
  // The first non-blank `token` wins if the address repeats it.
  const fromUrl = url.searchParams
    .getAll('token')
    .map((token) => token.trim())
    .find((token) => token !== '');
  url.searchParams.delete('token');
  return {
    token: fromUrl || storedToken || null,
    cleanedUrl: url.pathname + url.search + url.hash,
  };
}

/** The merchant code to call with: the one chosen in this tab (region select) wins over the config. */
export function initialMerchantCodeOf(
  storedMerchantCode: string | null,
  configured: string,
): string {
  return storedMerchantCode?.trim() || configured;
}
