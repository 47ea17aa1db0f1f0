import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../security-headers.js';
import type { TestServer } from '../testing';
import { runHook, serveThrough } from '../testing';
import { precompressedAssets } from './precompressed-assets.js';

/** Text that compresses, longer than the 1 KB below which no copy is made. */
const big = (line: string) => line.repeat(200);

describe('precompressedAssets', () => {
  let root = '';
  let server: TestServer | undefined;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'precompressed-'));
    mkdirSync(join(root, 'dist', 'assets'), { recursive: true });
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
    rmSync(root, { recursive: true, force: true });
  });

  const config = () => ({ root, build: { outDir: 'dist' } });

  it('writes a Brotli copy of each script, style and SVG of assets/ from 1 KB, beside it', () => {
    const plugin = precompressedAssets();
    runHook(plugin, 'configResolved', {}, config());
    const script = big('export const a = 1;\n');
    const style = big('.a { color: red; }\n');
    runHook(
      plugin,
      'writeBundle',
      {},
      {},
      {
        'assets/index-a1.js': { type: 'chunk', code: script },
        'assets/index-b2.css': { type: 'asset', source: style },
        'assets/icon-c3.svg': { type: 'asset', source: new TextEncoder().encode(big('<g></g>\n')) },
        'assets/tiny-d4.js': { type: 'chunk', code: 'export {};' },
        'assets/photo-e5.png': { type: 'asset', source: new Uint8Array(4096) },
        'index.html': { type: 'asset', source: big('<p></p>') },
        'sw.js': { type: 'asset', source: big('self;') },
      },
    );
    const copy = (file: string) => brotliDecompressSync(readFileSync(join(root, 'dist', file)));
    expect(copy('assets/index-a1.js.br').toString()).toBe(script);
    expect(copy('assets/index-b2.css.br').toString()).toBe(style);
    expect(copy('assets/icon-c3.svg.br').toString()).toBe(big('<g></g>\n'));
    for (const file of ['assets/tiny-d4.js', 'assets/photo-e5.png', 'index.html', 'sw.js'])
      expect(existsSync(join(root, 'dist', `${file}.br`))).toBe(false);
  });

  it('sends the copy to a browser that accepts Brotli, with the security headers', async () => {
    const script = big('export const a = 1;\n');
    writeFileSync(join(root, 'dist', 'assets', 'index-a1.js'), script);
    const plugin = precompressedAssets();
    runHook(plugin, 'configResolved', {}, config());
    runHook(
      plugin,
      'writeBundle',
      {},
      {},
      { 'assets/index-a1.js': { type: 'chunk', code: script } },
    );
    server = await serveThrough(
      plugin,
      'configurePreviewServer',
      (_request, response) => response.end('plain'),
      config(),
    );
    const answer = await server.get('/assets/index-a1.js', { 'Accept-Encoding': 'gzip, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    for (const name of Object.keys(SECURITY_HEADERS))
      expect(answer.headers[name.toLowerCase()]).toBe(SECURITY_HEADERS[name]);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);

    const head = await server.get('/assets/index-a1.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.headers['content-length']).toBe(String(answer.body.length));
    expect(head.body.length).toBe(0);
  });

  it('leaves the request to the static server otherwise', async () => {
    const plugin = precompressedAssets();
    server = await serveThrough(
      plugin,
      'configurePreviewServer',
      (_request, response) => response.end('plain'),
      config(),
    );
    writeFileSync(join(root, 'dist', 'assets', 'a.js.br'), 'x');
    writeFileSync(join(root, 'secret.js.br'), 'x');
    // No Brotli accepted; not under assets/; a kind without copies; no copy; outside dist.
    for (const [target, accepts] of [
      ['/assets/a.js', 'gzip'],
      ['/a.js', 'br'],
      ['/assets/a.png', 'br'],
      ['/assets/b.js', 'br'],
      ['/assets/..%2f..%2fsecret.js', 'br'],
    ] as const) {
      const answer = await server.get(target, { 'Accept-Encoding': accepts });
      expect(answer.body.toString(), target).toBe('plain');
      expect(answer.headers['content-encoding'], target).toBeUndefined();
    }
  });
});
