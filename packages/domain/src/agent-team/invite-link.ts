/**
 * Invitation links lead to the player site's registration with the agent's code. They are built
 * only on the merchant's main domain, the player site's address: never on the agent centre's own
 * address, which a new member cannot register on.
 */

/** Loopback hosts are served over plain http in development; every other domain over https. */
const LOOPBACK_HOSTNAMES: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * `https://<mainDomain>/register?affiliateCode=<code>` (`http` on loopback), or null when the main
 * domain is not a bare host with an optional port (empty, a path, a scheme, credentials…).
 */
export function inviteUrlOf(mainDomain: string | undefined, code: string): string | null {
  const domain = mainDomain?.trim().toLowerCase() ?? '';
  if (!/^[a-z0-9.[\]:-]+$/.test(domain)) return null;
  let url: URL;
  try {
    url = new URL(`https://${domain}`);
  } catch {
    return null;
  }
  if (url.host !== domain || url.hostname === '') return null;
  const scheme = LOOPBACK_HOSTNAMES.has(url.hostname) ? 'http' : 'https';
  return `${scheme}://${url.host}/register?affiliateCode=${encodeURIComponent(code)}`;
}
