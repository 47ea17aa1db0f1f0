/**
 * Attacks through the apps' origins: a foreign page framing
 * the apps, and the platform's development routes reachable through the apps' servers.
 */
import { createServer } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { AGENT_URL, PLATFORM_URL, PLAYER_URL } from '../support/stack';

/**
 * A foreign page on another origin, served from loopback for real (Chromium keeps public pages, and
 * pages a test fulfils, from framing loopback addresses at all).
 */
async function foreignPageFraming(
  url: string,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end(
      `<!doctype html><title>Win big</title><iframe name="victim" src="${url}" width="800" height="600"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

for (const [app, url] of [
  ['player', `${PLAYER_URL}/login`],
  ['agent', `${AGENT_URL}/agent`],
] as const) {
  test(`a foreign page cannot frame the ${app} app`, async ({ page }) => {
    const foreign = await foreignPageFraming(url);
    try {
      const framed = page.waitForResponse(url);
      await page.goto(`${foreign.origin}/`);
      const response = await framed;
      expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(response.headers()['x-frame-options']).toBe('SAMEORIGIN');
      // Chromium refuses to render it: the frame holds no part of the app.
      const victim = page.frame({ name: 'victim' });
      await expect
        .poll(async () =>
          victim
            ? await victim
                .locator('#root')
                .count()
                .catch(() => 0)
            : 0,
        )
        .toBe(0);
    } finally {
      await foreign.close();
    }
  });

  test(`the ${app} app's server refuses a path with dot segments, raw or encoded, before forwarding`, async () => {
    const { hostname, port } = new URL(url);
    for (const target of [
      '/wps/../__dev/sms?mobile=9171234567',
      '/wps/%2e%2e/__dev/sms?mobile=9171234567',
      '/lgw/%2E%2E/__dev/mail?to=demo%40example.com',
      '/lotto/.%2e/__dev/settings',
      '/wps/..%2f__dev/sms?mobile=9171234567',
      '/wps/..\\__dev/sms?mobile=9171234567',
      '/wps/./support',
    ]) {
      const answer = await rawGet(hostname, Number(port), target);
      expect(answer.split('\r\n', 1)[0], target).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer, target).not.toContain('"code"');
    }
  });

  test(`the ${app} app's server does not forward the development routes`, async ({ request }) => {
    const origin = new URL(url).origin;
    const outbox = await request.get(`${origin}/__dev/sms?mobile=9171234567`);
    expect(outbox.headers()['content-type'] ?? '').not.toContain('application/json');
    expect(await outbox.text()).not.toContain('"code"');
    const reset = await request.post(`${origin}/__dev/reset`, { data: {} });
    expect(reset.headers()['content-type'] ?? '').not.toContain('application/json');
  });
}

/**
 * A GET sent as written, over a plain socket: browsers, curl and Playwright's request all remove
 * dot segments before sending. Answers everything the server sent until it closed.
 */
function rawGet(host: string, port: number, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port }, () => {
      socket.write(
        `GET ${target} HTTP/1.1\r\nHost: ${host}:${String(port)}\r\nConnection: close\r\n\r\n`,
      );
    });
    let answer = '';
    socket.setEncoding('utf8');
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${target}`)));
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

test('the apps send no inline-script allowance and refuse sniffing', async ({ request }) => {
  const home = await request.get(`${PLAYER_URL}/`);
  const csp = home.headers()['content-security-policy'] ?? '';
  const scriptSrc = csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src'));
  expect(scriptSrc).toBe("script-src 'self'");
  expect(home.headers()['x-content-type-options']).toBe('nosniff');
  expect(home.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(home.headers()['permissions-policy']).toContain('camera=()');
  // The development routes still answer on the platform's own port (tests read the outbox there).
  const direct = await request.post(`${PLATFORM_URL}/__dev/settings`, { data: {} });
  expect(direct.ok()).toBe(true);
});

test('hashed assets are cached for good, the page and its config are asked for again', async ({
  request,
}) => {
  for (const origin of [PLAYER_URL, new URL(AGENT_URL).origin]) {
    const html = await request.get(`${origin}/`);
    expect(html.headers()['cache-control']).toBe('no-cache');
    const config = await request.get(`${origin}/config.json`);
    expect(config.headers()['cache-control']).toBe('no-cache');
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(await html.text())?.[1];
    expect(script, `a hashed entry script on ${origin}`).toBeDefined();
    const asset = await request.get(`${origin}${script ?? ''}`);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // The app's entry (named by the page, fetched by the boot) goes out as its Brotli copy (made
    // at build) to a browser that takes Brotli, with the same headers.
    const entry = /<meta name="app-entry" content="(\/assets\/[^"]+\.js)"/.exec(
      await html.text(),
    )?.[1];
    expect(entry, `the app entry of ${origin}`).toBeDefined();
    const plain = await request.get(`${origin}${entry ?? ''}`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    const brotli = await request.get(`${origin}${entry ?? ''}`, {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers()['x-content-type-options']).toBe('nosniff');
    expect(brotli.headers()['content-type']).toMatch(/^text\/javascript/);
    expect(await brotli.text()).toBe(await plain.text());
  }
});
