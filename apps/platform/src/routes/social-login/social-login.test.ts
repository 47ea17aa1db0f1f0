import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@gaming/api/wire';
import type { Permission, SocialIdentitiesValue, SocialStartValue } from '@gaming/api/wire';
import { customers } from '../../db/schema';
import type { TestPlatform } from '../../testing';
import { startTestPlatform, testDatabaseKinds } from '../../testing';
import { TestClient } from '../../testing/client';

/** A browser at the development provider: follows its redirects, keeps its cookies. */
class ProviderBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly platformUrl: string) {}

  private async request(url: string, init: RequestInit = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie },
    });
    for (const line of response.headers.getSetCookie()) {
      const [name = '', ...value] = (line.split(';')[0] ?? '').split('=');
      this.cookies.set(name, value.join('='));
    }
    return response;
  }

  /**
   * Opens the provider's URL and signs in as `name` when its login page asks; answers the query
   * the provider sends back to the platform's callback.
   */
  async signIn(url: string, name: string): Promise<string> {
    let next = url;
    for (let step = 0; step < 10; step++) {
      const response = await this.request(next);
      const location = response.headers.get('location');
      if (location) {
        const target = new URL(location, next);
        if (target.pathname === '/wps/social-login/callback') return target.search.slice(1);
        next = target.href;
        continue;
      }
      const page = await response.text();
      const action = /action="([^"]+)"/.exec(page)?.[1];
      if (!action) throw new Error(`no form at ${next}: ${page.slice(0, 200)}`);
      const posted = await this.request(new URL(action, this.platformUrl).href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ prompt: 'login', login: name, password: 'any' }).toString(),
      });
      next = new URL(posted.headers.get('location') ?? '', this.platformUrl).href;
    }
    throw new Error('the provider never sent the browser back');
  }
}

describe.each(testDatabaseKinds())('social login on %s', (kind) => {
  let platform: TestPlatform;
  let client: TestClient;

  beforeAll(async () => {
    platform = await startTestPlatform({ kind });
    client = new TestClient(platform.app);
  });
  afterAll(() => platform.close());

  const settings = (values: Record<string, unknown>) =>
    client.call('POST', '/__dev/settings', { body: { settings: values } });

  async function start(body: { provider: string; link?: boolean }, token?: string) {
    const reply = await client.call<SocialStartValue>('POST', '/wps/social-login/start', {
      body,
      ...(token === undefined ? {} : { token }),
    });
    const cookie = String(reply.headers['set-cookie'] ?? '');
    return {
      reply,
      url: reply.body.value?.url ?? '',
      key: /gaming_social=([^;]+)/.exec(cookie)?.[1],
    };
  }

  async function callback(query: string, key: string | undefined) {
    const response = await platform.app.inject({
      method: 'GET',
      url: `/wps/social-login/callback?${query}`,
      headers: key ? { cookie: `gaming_social=${key}` } : {},
    });
    return { status: response.statusCode, location: new URL(String(response.headers.location)) };
  }

  async function demoToken() {
    const reply = await client.login('demo', 'Demo1234');
    const token = reply.body.value?.token;
    if (!token) throw new Error(JSON.stringify(reply.body));
    return token;
  }

  it('sends the switch in the permission answer only for providers the merchant turned on', async () => {
    const before = await client.call<Permission>('GET', '/wps/system/permission');
    expect(before.body.value?.info.socialLogin).toEqual([]);
    const off = await start({ provider: 'google' });
    expect(off.reply.status).toBe(403);
    expect(off.reply.body.errorCode).toBe(ErrorCode.operationNotEnabled);

    await settings({ socialLoginGoogle: true });
    const after = await client.call<Permission>('GET', '/wps/system/permission');
    expect(after.body.value?.info.socialLogin).toEqual(['google']);
  });

  it('links a provider to a member, then signs the member in through it', async () => {
    const token = await demoToken();
    const browser = new ProviderBrowser(platform.url);
    const link = await start({ provider: 'google', link: true }, token);
    expect(link.reply.status).toBe(200);
    // State, nonce and PKCE travel to the provider; the browser keeps only an HttpOnly key.
    const authorize = new URL(link.url);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(String(link.reply.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);

    const linked = await callback(await browser.signIn(link.url, 'alice'), link.key);
    expect(linked.status).toBe(303);
    expect(linked.location.pathname).toBe('/member/securityCenter');
    expect(linked.location.searchParams.get('socialLink')).toBe('linked');

    const list = await client.call<SocialIdentitiesValue>('GET', '/wps/member/social-identities', {
      token,
    });
    expect(list.body.value).toMatchObject({
      identities: [{ provider: 'google', email: 'alice@dev.test' }],
      available: ['google'],
    });

    // A new browser: the provider asks who signs in; the linked member is signed in.
    const login = await start({ provider: 'google' });
    const signedIn = await callback(
      await new ProviderBrowser(platform.url).signIn(login.url, 'alice'),
      login.key,
    );
    const sessionToken = signedIn.location.searchParams.get('token');
    expect(sessionToken).toBeTruthy();
    const mine = await client.call<SocialIdentitiesValue>('GET', '/wps/member/social-identities', {
      token: sessionToken ?? '',
    });
    expect(mine.status).toBe(200);
    expect(mine.body.value?.identities).toHaveLength(1);
  });

  it('refuses a callback from another browser and a replayed one', async () => {
    const login = await start({ provider: 'google' });
    const query = await new ProviderBrowser(platform.url).signIn(login.url, 'alice');
    const stranger = await callback(query, 'not-the-key');
    expect(stranger.location.searchParams.get('socialLogin')).toBe('expired');
    expect(stranger.location.searchParams.get('token')).toBeNull();
    // The right key still finishes once, and only once.
    const first = await callback(query, login.key);
    expect(first.location.searchParams.get('token')).toBeTruthy();
    const replay = await callback(query, login.key);
    expect(replay.location.searchParams.get('socialLogin')).toBe('expired');
  });

  it('hands a new identity a registration ticket instead of a session', async () => {
    const login = await start({ provider: 'google' });
    const back = await callback(
      await new ProviderBrowser(platform.url).signIn(login.url, 'newcomer'),
      login.key,
    );
    expect(back.location.searchParams.get('token')).toBeNull();
    expect(back.location.searchParams.get('socialRegister')).toMatch(/^[\w-]{43}$/);
  });

  it('unlinks, but never the last way to sign in', async () => {
    const token = await demoToken();
    const [demo = { id: 0, passwordHash: '' }] = await platform.database.db
      .select({ id: customers.id, passwordHash: customers.passwordHash })
      .from(customers)
      .where(eq(customers.username, 'demo'));
    // As a member registered by a provider alone: no password to fall back on.
    await platform.database.db
      .update(customers)
      .set({ passwordHash: '' })
      .where(eq(customers.id, demo.id));
    const refused = await client.call('DELETE', '/wps/member/social-identities/google', { token });
    expect(refused.status).toBe(400);
    await platform.database.db
      .update(customers)
      .set({ passwordHash: demo.passwordHash })
      .where(eq(customers.id, demo.id));

    const unlinked = await client.call<SocialIdentitiesValue>(
      'DELETE',
      '/wps/member/social-identities/google',
      { token },
    );
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.value?.identities).toEqual([]);
    const again = await client.call('DELETE', '/wps/member/social-identities/google', { token });
    expect(again.status).toBe(400);
  });
});
