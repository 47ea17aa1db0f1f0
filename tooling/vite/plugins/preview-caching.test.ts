import { afterEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../testing';
import { serveThrough } from '../testing';
import { previewCaching } from './preview-caching.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('previewCaching', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  /** Answers like sirv: its own Cache-Control in the headers given to writeHead. */
  const start = async () => {
    server = await serveThrough(
      previewCaching(['/wps', '/lgw']),
      'configurePreviewServer',
      (_request, response) => {
        response.writeHead(200, { 'Content-Type': 'text/plain', 'cache-control': 'max-age=0' });
        response.end('ok');
      },
    );
    return server;
  };

  it('caches hashed assets for a year over what the static server writes', async () => {
    const answer = await (await start()).get('/assets/index-a1b2.js');
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.headers['content-type']).toBe('text/plain');
  });

  it('has every other file and address asked for again', async () => {
    const served = await start();
    for (const path of ['/', '/index.html', '/config.json', '/sw.js', '/deposit?tab=bank'])
      expect((await served.get(path)).headers['cache-control']).toBe('no-cache');
  });

  it("leaves the platform's answers their own caching", async () => {
    const served = await start();
    expect((await served.get('/wps/site/info')).headers['cache-control']).toBe('max-age=0');
    expect((await served.get('/lgw/login')).headers['cache-control']).toBe('max-age=0');
  });

  it('sets the header when the static server writes the head without headers', async () => {
    server = await serveThrough(previewCaching([]), 'configurePreviewServer', (_req, response) => {
      response.writeHead(304);
      response.end();
    });
    const answer = await server.get('/assets/a.css');
    expect(answer.status).toBe(304);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
  });
});
