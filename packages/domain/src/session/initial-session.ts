/** What the app knows about the visitor before the first render (§4 Session). */
export interface InitialToken {
  token: string | null;
  /** The address without `token`, to put back in the bar; null when nothing changed. */
  cleanedUrl: string | null;
  /**
   * A URL token that would replace the session signed in here: not taken until the person agrees
   * (a link must not silently swap the account someone is using). Null otherwise.
   */
  offered: string | null;
}

/**
 * The token to start with: `?token=` in the URL (a link from another site or app) when nobody is
 * signed in here, else the one kept in session storage, the URL's then only offered. The URL token
 * is taken out of the visible address.
 */
export function initialTokenOf(href: string, storedToken: string | null): InitialToken {
  const url = new URL(href);
  if (!url.searchParams.has('token'))
    return { token: storedToken || null, cleanedUrl: null, offered: null };
  // The first non-blank `token` wins if the address repeats it.
  const fromUrl = url.searchParams
    .getAll('token')
    .map((token) => token.trim())
    .find((token) => token !== '');
  url.searchParams.delete('token');
  const cleanedUrl = url.pathname + url.search + url.hash;
  if (storedToken && fromUrl && fromUrl !== storedToken)
    return { token: storedToken, cleanedUrl, offered: fromUrl };
  return { token: fromUrl || storedToken || null, cleanedUrl, offered: null };
}

/** The merchant code to call with: the one chosen in this tab (region select) wins over the config. */
export function initialMerchantCodeOf(
  storedMerchantCode: string | null,
  configured: string,
): string {
  return storedMerchantCode?.trim() || configured;
}
