// @ts-check
/**
 * Prints `line` once the dev or preview server listens.
 * @param {string} line
 * @returns {import('vite').Plugin}
 */
export function announceUrl(line) {
  /** @param {{ httpServer: { once(event: 'listening', listener: () => void): unknown } | null }} server */
  const announce = (server) => {
    server.httpServer?.once('listening', () => console.log(line));
  };
  return { name: 'announce-url', configureServer: announce, configurePreviewServer: announce };
}
