// @ts-check
/**
 * The headers both apps are served with (against framing and XSS): `pnpm start` sends them from
 * the preview server, and every build carries them as `dist/_headers` for static hosts (Netlify,
 * Cloudflare Pages); docs/security.md has them as an nginx snippet. No inline script is allowed;
 * styles may be inline (components set style attributes). The API, images and games may come from
 * another https host (`apiBase` in config.json), hence `https:` for those.
 */

/** @type {Record<string, string>} */
export const SECURITY_HEADERS = {
  'Content-Security-Policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' https:",
    "frame-src 'self' https:",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; '),
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  // Other sites learn only the origin a link came from, never a path or a query.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/**
 * The dev server cannot forbid inline script (React Fast Refresh injects one): it still refuses
 * framing and sniffing.
 * @type {Record<string, string>}
 */
export const DEV_SECURITY_HEADERS = {
  'Content-Security-Policy': "frame-ancestors 'self'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** Where the build puts its content-hashed files: a changed file gets a new name. */
export const HASHED_ASSETS_PREFIX = '/assets/';

/** Hashed files never change under their name: cached for a year without asking again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Everything else (`index.html` and every SPA address it answers, `config.json`, `sw.js`) is asked
 * for again each time (a 304 when unchanged), so a deploy or an edited config is seen at once.
 */
export const REVALIDATE = 'no-cache';

/**
 * The Cache-Control of a served path.
 * @param {string} pathname
 */
export function cacheControlOf(pathname) {
  return pathname.startsWith(HASHED_ASSETS_PREFIX) ? IMMUTABLE : REVALIDATE;
}

/** Files whose name never changes but whose content does: asked for again every time. */
export const REVALIDATED_FILES = ['/index.html', '/config.json', '/sw.js'];

/**
 * The `_headers` file of static hosts (Netlify, Cloudflare Pages): every path gets the security set;
 * hashed assets are immutable; the files named above revalidate. No two blocks set the same header
 * (hosts may join values of overlapping blocks); SPA addresses served as index.html get the hosts'
 * own HTML default (`max-age=0, must-revalidate` on both), which revalidates too.
 */
export function headersFile() {
  const lines = Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`);
  return [
    '/*',
    ...lines,
    `${HASHED_ASSETS_PREFIX}*`,
    `  Cache-Control: ${IMMUTABLE}`,
    ...REVALIDATED_FILES.flatMap((path) => [path, `  Cache-Control: ${REVALIDATE}`]),
    '',
  ].join('\n');
}
