import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { bannerUrl, gameIconUrl, vendorIconUrl } from '../../seed/asset-urls';
import { escapeXml, gameIconSvg, vendorLogoSvg } from '../../services/asset-drawings';
import { registerAssetRoutes } from './index';

const app = Fastify();
registerAssetRoutes(app);
afterAll(() => app.close());

describe('asset routes', () => {
  it('draws a game icon as a cacheable SVG', async () => {
    const response = await app.inject({ method: 'GET', url: gameIconUrl('NOVA_REELS_123') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400, immutable');
    expect(response.body).toContain('<svg');
    expect(response.body).toContain('>NR<');
  });

  it('draws vendor logos and banners', async () => {
    for (const url of [
      vendorIconUrl('TCG_LOTTO_VN'),
      bannerUrl('home-1'),
      bannerUrl('promo-5'),
      bannerUrl('anything-else'),
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toMatch(/^<svg [^>]*viewBox=/);
    }
  });

  it('draws the same image for the same name', () => {
    expect(gameIconSvg('MEGA_POT_7')).toBe(gameIconSvg('MEGA_POT_7'));
    expect(gameIconSvg('MEGA_POT_7')).not.toBe(gameIconSvg('MEGA_POT_8'));
  });

  it('answers 404 JSON for names outside the pattern', async () => {
    for (const file of [
      '..%2Fx.svg',
      'a.png',
      '%3Cscript%3E.svg',
      `${'a'.repeat(65)}.svg`,
      '.svg',
    ]) {
      const response = await app.inject({ method: 'GET', url: `/wps/assets/games/${file}` });
      expect(response.statusCode, file).toBe(404);
      const body = response.json<{ success: boolean; errorCode: string; message: string }>();
      expect(body).toMatchObject({ success: false, errorCode: 'not.found' });
      expect(body.message).toBeTypeOf('string');
    }
  });

  it('needs no Merchant header', async () => {
    const response = await app.inject({ method: 'GET', url: vendorIconUrl('NOVA_REELS') });
    expect(response.statusCode).toBe(200);
  });
});

describe('escapeXml', () => {
  it('escapes every character that could end a text node or attribute', () => {
    expect(escapeXml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
  it('keeps drawn text inside its element', () => {
    expect(vendorLogoSvg('A_B')).not.toMatch(/<script/i);
  });
});
