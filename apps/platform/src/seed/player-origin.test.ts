/**
 * The seed points the merchant at the running player app: its main domain (invitation links and
 * their QR codes) and its mirror list are that app's address, not a name nobody serves.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../db/schema';
import type { TestPlatform } from '../testing';
import { startTestPlatform, testDatabaseKinds } from '../testing';
import { TestClient } from '../testing/client';
import { readEnv } from '../env';
import { DEFAULT_PLAYER_ORIGIN, domainRouteOf, seedDomainsOf } from './site';

describe('the player address the seed uses', () => {
  it('defaults to the default stack, and refuses anything but an http(s) origin', () => {
    expect(readEnv({}).playerOrigin).toBe(DEFAULT_PLAYER_ORIGIN);
    expect(readEnv({ PLATFORM_PLAYER_ORIGIN: 'https://play.example.ph' }).playerOrigin).toBe(
      'https://play.example.ph',
    );
    for (const bad of [
      'localhost',
      'ftp://x.example',
      'https://x.example/register',
      'javascript:1',
    ])
      expect(() => readEnv({ PLATFORM_PLAYER_ORIGIN: bad }), bad).toThrow(/PLATFORM_PLAYER_ORIGIN/);
  });

  it('names both loopback hosts of a local app, with the port, and one host otherwise', () => {
    expect(seedDomainsOf('http://127.0.0.1:4173')).toEqual(['127.0.0.1:4173', 'localhost:4173']);
    expect(seedDomainsOf('https://play.example.ph')).toEqual(['play.example.ph']);
    expect(domainRouteOf('http://127.0.0.1:5180')[0]).toBe('http://127.0.0.1:5180');
  });
});

describe.each(testDatabaseKinds())('a database seeded for a player app on %s', (kind) => {
  let platform: TestPlatform;
  let client: TestClient;

  beforeAll(async () => {
    platform = await startTestPlatform({
      kind,
      listen: false,
      playerOrigin: 'http://127.0.0.1:5180',
    });
    client = new TestClient(platform.app);
    // A development reset seeds again, with this platform's player address.
    const reset = await platform.app.inject({ method: 'POST', url: '/__dev/reset', payload: {} });
    expect(reset.statusCode).toBe(200);
  }, 60_000);
  afterAll(() => platform.close());

  it('gives that app as the main domain and as a reachable mirror', async () => {
    const permission = await client.call<{ info: { mainDomain: string } }>(
      'GET',
      '/wps/system/permission',
    );
    expect(permission.body.value?.info.mainDomain).toBe('127.0.0.1:5180');
    const mirrors = await client.call<{ domainList: string[] }>('GET', '/wps/system/domainRoute');
    expect(mirrors.body.value?.domainList).toEqual([
      'http://127.0.0.1:5180',
      'https://mirror-offline.invalid',
    ]);
  });

  it('lets a game lead back to that app under either loopback name, and nowhere else', async () => {
    const [free] = await platform.database.db
      .select({ nodeId: games.nodeId })
      .from(games)
      .where(eq(games.supportPlay, 0))
      .limit(1);
    const launch = (backUrl: string) =>
      client.call('POST', '/wps/game/launchGame', {
        body: { accountType: 0, nodeId: free?.nodeId ?? 0, backUrl },
      });
    for (const backUrl of ['http://127.0.0.1:5180/rng', 'http://localhost:5180/rng'])
      expect((await launch(backUrl)).status, backUrl).toBe(200);
    expect((await launch('http://127.0.0.1:4173/rng')).body.errorCode).toBe('request.invalid');
  });
});
