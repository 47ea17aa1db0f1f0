// @ts-check
/**
 * The headers both apps are served with (issue: clickjacking and CSP): `pnpm start` sends them from
 * the preview server, and every build carries them as `dist/_headers` for static hosts (Netlify,
 * Cloudflare Pages); README.md has the same set as an nginx snippet. No inline script is allowed;
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
  'Referrer-Policy': 'same-origin',
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
  'Referrer-Policy': 'same-origin',
};

/** The `_headers` file of static hosts: every path gets the set. */
export function headersFile() {
  const lines = Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`);
  return `/*\n${lines.join('\n')}\n`;
}
