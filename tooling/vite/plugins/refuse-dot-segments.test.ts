import { afterEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../testing';
import { serveThrough } from '../testing';
import { hasDotSegment, refuseDotSegments } from './refuse-dot-segments.js';

describe('hasDotSegment', () => {
  it('finds a dot segment raw, percent-encoded or behind a backslash', () => {
    expect(hasDotSegment('/wps/../__dev/sms')).toBe(true);
    expect(hasDotSegment('/wps/./notices')).toBe(true);
    expect(hasDotSegment('/wps/%2e%2e/__dev/sms')).toBe(true);
    expect(hasDotSegment('/wps/%2E%2e%2f__dev')).toBe(true);
    expect(hasDotSegment('/wps\\..\\__dev')).toBe(true);
    expect(hasDotSegment('/..')).toBe(true);
  });

  it('refuses a path that cannot be decoded', () => {
    expect(hasDotSegment('/wps/%E0%A4%A')).toBe(true);
  });

  it('lets ordinary paths through, dots inside a name and in the query included', () => {
    expect(hasDotSegment('/')).toBe(false);
    expect(hasDotSegment('/assets/index-a1b2.js')).toBe(false);
    expect(hasDotSegment('/wps/a..b/...')).toBe(false);
    expect(hasDotSegment('/wps/list?next=../x#../y')).toBe(false);
  });
});

describe('refuseDotSegments', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  for (const hook of ['configureServer', 'configurePreviewServer'] as const) {
    it(`answers 400 before the proxy sees a dot segment (${hook})`, async () => {
      server = await serveThrough(refuseDotSegments(), hook, (_request, response) => {
        response.end('reached');
      });
      const refused = await server.get('/wps/../__dev/sms');
      expect(refused.status).toBe(400);
      expect(refused.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(refused.body.toString()).toBe(
        'Bad request: a path may not have "." or ".." segments.',
      );
      expect((await server.get('/wps/%2e%2e/__dev/sms')).status).toBe(400);

      const passed = await server.get('/wps/notices?x=..');
      expect(passed.status).toBe(200);
      expect(passed.body.toString()).toBe('reached');
    });
  }
});
