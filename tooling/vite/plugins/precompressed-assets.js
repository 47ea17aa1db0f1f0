// @ts-check
/**
 * Brotli copies of the build's scripts and styles, made once at build time at the highest quality
 * (`assets/x.js.br` beside `assets/x.js`), and `pnpm start`'s server sending them to browsers
 * that accept Brotli. About an eighth smaller than gzip, which a server compresses on the fly at a
 * lower level: the framework file is 123 KB instead of 142 KB on the wire. Static hosts do the
 * same from these files (nginx `brotli_static`, docs/) or compress with Brotli themselves
 * (Netlify, Cloudflare Pages).
 */
import { createReadStream, existsSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { SECURITY_HEADERS } from '../security-headers.js';

/** The kinds of file worth a compressed copy, with the type they are sent as. */
const TYPES = /** @type {Record<string, string>} */ ({
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
});
/** Below this a file gains too little to be worth a second copy. */
const MIN_BYTES = 1024;
/** Where the build's hashed files are (the only ones with compressed copies). */
const ASSETS_PATH = '/assets/';

/**
 * @param {string} pathname
 * @returns {boolean}
 */
function compressible(pathname) {
  return Object.hasOwn(TYPES, extname(pathname));
}

/** @returns {import('vite').Plugin} */
export function precompressedAssets() {
  /** @type {string} */
  let outDir = '';
  return {
    name: 'precompressed-assets',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (!fileName.startsWith(ASSETS_PATH.slice(1)) || !compressible(fileName)) continue;
        const source = output.type === 'chunk' ? output.code : output.source;
        const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        if (bytes.length < MIN_BYTES) continue;
        const brotli = brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        });
        writeFileSync(join(outDir, `${fileName}.br`), brotli);
      }
    },
    configurePreviewServer(server) {
      const distDir = resolve(server.config.root, server.config.build.outDir);
      // Before the preview's own files and its on-the-fly gzip (this hook runs first).
      server.middlewares.use((request, response, next) => {
        const { pathname } = new URL(request.url ?? '/', 'http://x');
        const accepts = String(request.headers['accept-encoding'] ?? '');
        if (
          (request.method !== 'GET' && request.method !== 'HEAD') ||
          !pathname.startsWith(ASSETS_PATH) ||
          !compressible(pathname) ||
          !/\bbr\b/.test(accepts)
        ) {
          next();
          return;
        }
        const file = resolve(distDir, `.${decodeURIComponent(pathname)}.br`);
        if (!file.startsWith(distDir + sep) || !existsSync(file)) {
          next();
          return;
        }
        response.statusCode = 200;
        for (const [name, value] of Object.entries(SECURITY_HEADERS))
          response.setHeader(name, value);
        response.setHeader('Content-Type', TYPES[extname(pathname)] ?? 'application/octet-stream');
        response.setHeader('Content-Encoding', 'br');
        response.setHeader('Vary', 'Accept-Encoding');
        response.setHeader('Content-Length', statSync(file).size);
        // The caching of hashed files is set by `previewCaching` when the head is written.
        response.writeHead(200);
        if (request.method === 'HEAD') {
          response.end();
          return;
        }
        createReadStream(file).pipe(response);
      });
    },
  };
}
