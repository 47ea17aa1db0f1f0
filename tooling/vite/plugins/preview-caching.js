// @ts-check
import { cacheControlOf } from '../security-headers.js';

/**
 * `pnpm start`'s servers cache as a static host should (`cacheControlOf`): hashed assets for a
 * year, everything else revalidated. sirv (under vite preview) writes its own `Cache-Control` in
 * `writeHead`, so the value is set there. Proxied platform paths are left alone.
 * @param {readonly string[]} proxiedPaths the path prefixes the server forwards to the platform
 * @returns {import('vite').Plugin}
 */
export function previewCaching(proxiedPaths) {
  return {
    name: 'preview-caching',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const { pathname } = new URL(request.url ?? '/', 'http://x');
        // The platform's answers keep the platform's own caching.
        if (proxiedPaths.some((path) => pathname.startsWith(path))) {
          next();
          return;
        }
        const cacheControl = cacheControlOf(pathname);
        const writeHead = response.writeHead;
        /** @param {unknown[]} args writeHead's (status, [message], [headers]), passed on as they are */
        function withCaching(...args) {
          response.setHeader('Cache-Control', cacheControl);
          for (const part of args) {
            if (part && typeof part === 'object' && !Array.isArray(part)) {
              const headers = /** @type {Record<string, unknown>} */ (part);
              for (const name of Object.keys(headers))
                if (name.toLowerCase() === 'cache-control') headers[name] = cacheControl;
            }
          }
          return /** @type {import('node:http').ServerResponse} */ (
            Reflect.apply(writeHead, response, args)
          );
        }
        response.writeHead = /** @type {typeof response.writeHead} */ (withCaching);
        next();
      });
    },
  };
}
