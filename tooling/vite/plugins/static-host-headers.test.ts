import { describe, expect, it, vi } from 'vitest';
import { headersFile } from '../security-headers.js';
import { runHook } from '../testing';
import { staticHostHeaders } from './static-host-headers.js';

describe('staticHostHeaders', () => {
  it('writes dist/_headers: the security set on every path, hashed assets cached for a year', () => {
    const plugin = staticHostHeaders();
    expect(plugin.apply).toBe('build');
    const emitFile = vi.fn();
    runHook(plugin, 'generateBundle', { emitFile }, {}, {});
    expect(emitFile).toHaveBeenCalledOnce();
    expect(emitFile).toHaveBeenCalledWith({
      type: 'asset',
      fileName: '_headers',
      source: headersFile(),
    });
    const source = headersFile();
    expect(source).toMatch(
      /^\/\*\n {2}Content-Security-Policy: default-src 'self'; script-src 'self';/,
    );
    expect(source).toContain('  X-Frame-Options: SAMEORIGIN\n');
    expect(source).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
    for (const path of ['/index.html', '/config.json', '/sw.js'])
      expect(source).toContain(`${path}\n  Cache-Control: no-cache\n`);
  });
});
