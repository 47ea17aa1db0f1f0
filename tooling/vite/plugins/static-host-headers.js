// @ts-check
import { headersFile } from '../security-headers.js';

/**
 * Writes `dist/_headers`, the security headers for static hosts.
 * @returns {import('vite').Plugin}
 */
export function staticHostHeaders() {
  return {
    name: 'static-host-headers',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile() });
    },
  };
}
