/**
 * The apps' servers (dev and preview) refuse a request whose path has a dot segment (`.` or `..`),
 * raw or percent-encoded, with 400 before anything else sees it. Browsers and curl remove such
 * segments before sending; a raw HTTP client does not, and the proxy resolves them while
 * forwarding: `/wps/../__dev/sms` would reach the platform's development routes through an app's
 * server. A backslash counts as a slash (some servers read it so).
 */

/**
 * Whether `url` (a request target: path and query) has a dot segment, or a path that cannot be
 * decoded.
 * @param {string} url
 */
export function hasDotSegment(url) {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return decoded
    .replaceAll('\\', '/')
    .split('/')
    .some((segment) => segment === '.' || segment === '..');
}

/** @returns {import('vite').Plugin} */
export function refuseDotSegments() {
  /**
   * Returns nothing: a function returned from Vite's server hooks would be taken for a hook to
   * run after its own middlewares.
   * @param {import('vite').Connect.Server} middlewares
   */
  const install = (middlewares) => {
    middlewares.use((request, response, next) => {
      if (!hasDotSegment(request.url ?? '/')) return next();
      response.statusCode = 400;
      response.setHeader('Content-Type', 'text/plain; charset=utf-8');
      response.end('Bad request: a path may not have "." or ".." segments.');
    });
  };
  return {
    name: 'refuse-dot-segments',
    // Before Vite's own middlewares, the proxy among them.
    configureServer: (server) => install(server.middlewares),
    configurePreviewServer: (server) => install(server.middlewares),
  };
}
