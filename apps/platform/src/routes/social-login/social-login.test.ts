import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@gaming/api/wire';
import type {
  LoginHistoryPage,
  LoginValue,
  MemberInfo,
  Permission,
  SecurityOverview,
  SocialIdentitiesValue,
  SocialRegistrationValue,
  SocialStartValue,
} from '@gaming/api/wire';
import { customers, socialSignIns } from '../../db/schema';
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

  /** Signs in at the provider as `name` from a fresh browser; answers where the platform sent it. */
  async function signInAs(name: string) {
    const login = await start({ provider: 'google' });
    return callback(await new ProviderBrowser(platform.url).signIn(login.url, name), login.key);
  }

  /** A new identity's registration ticket. */
  async function ticketFor(name: string) {
    const back = await signInAs(name);
    const ticket = back.location.searchParams.get('socialRegister');
    if (!ticket) throw new Error(`no ticket: ${back.location.href}`);
    return ticket;
  }

  const redeem = async (body: Record<string, unknown>) =>
    client.sealed<LoginValue>(
      '/wps/social-login/register',
      { challenge: await client.challenge(), ...body },
      {},
      'PUT',
    );

  const history = async (token: string) =>
    (
      await client.call<LoginHistoryPage>('GET', '/wps/member/security/logins?pageSize=50', {
        token,
      })
    ).body.value?.list ?? [];

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
    // The security centre's login history shows the sign-in, named by its provider.
    expect((await history(sessionToken ?? ''))[0]).toMatchObject({
      loginType: 'google',
      success: true,
    });
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

  it('registers a new identity with its ticket, once, without a password, and signs the member in', async () => {
    const ticket = await ticketFor('newbie');
    const shown = await client.call<SocialRegistrationValue>(
      'POST',
      '/wps/social-login/registration',
      { body: { ticket } },
    );
    expect(shown.body.value).toEqual({ provider: 'google', email: 'newbie@dev.test' });

    const registered = await redeem({ ticket, username: 'Newbie01', email: 'newbie@dev.test' });
    expect(registered.status).toBe(200);
    const token = registered.body.value?.token ?? '';
    expect(registered.body.value).toMatchObject({ firstTimeLogin: true, isAgent: 0 });
    const info = await client.call<{ username: string; email: string }>('GET', '/wps/member/info', {
      token,
    });
    expect(info.body.value).toMatchObject({ username: 'newbie01' });
    const identities = await client.call<SocialIdentitiesValue>(
      'GET',
      '/wps/member/social-identities',
      { token },
    );
    expect(identities.body.value?.identities).toMatchObject([
      { provider: 'google', email: 'newbie@dev.test' },
    ]);
    expect(await history(token)).toMatchObject([{ loginType: 'google', success: true }]);
    // No password was chosen: none signs in (the provider is the way in).
    const [row] = await platform.database.db
      .select({ passwordHash: customers.passwordHash })
      .from(customers)
      .where(eq(customers.username, 'newbie01'));
    expect(row?.passwordHash).toBe('');
    const withPassword = await client.login('newbie01', 'Whatever1');
    expect(withPassword.body.errorCode).toBe(ErrorCode.loginFailed);

    // The ticket went with the registration: a second use finds nothing, nor does the reading.
    const again = await redeem({ ticket, username: 'Newbie02' });
    expect(again.body.errorCode).toBe(ErrorCode.socialRegistrationExpired);
    const reread = await client.call('POST', '/wps/social-login/registration', {
      body: { ticket },
    });
    expect(reread.body.errorCode).toBe(ErrorCode.socialRegistrationExpired);
    const [second] = await platform.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.username, 'newbie02'));
    expect(second).toBeUndefined();

    // The same person signing in again is the new member.
    const back = await signInAs('newbie');
    const next = back.location.searchParams.get('token') ?? '';
    expect(next).toBeTruthy();
    const nextInfo = await client.call<{ username: string }>('GET', '/wps/member/info', {
      token: next,
    });
    expect(nextInfo.body.value?.username).toBe('newbie01');
  });

  it('of two redemptions of one ticket at once, one registers', async () => {
    const ticket = await ticketFor('twice');
    const replies = await Promise.all([
      redeem({ ticket, username: 'Twice001' }),
      redeem({ ticket, username: 'Twice002' }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400]);
    expect(replies.find((reply) => reply.status === 400)?.body.errorCode).toBe(
      ErrorCode.socialRegistrationExpired,
    );
    const rows = await platform.database.db
      .select({ username: customers.username })
      .from(customers)
      .where(eq(customers.passwordHash, ''));
    expect(rows.filter((row) => row.username.startsWith('twice'))).toHaveLength(1);
  });

  it("refuses an expired ticket and another merchant's, and keeps both unused", async () => {
    const expired = await ticketFor('latecomer');
    await platform.database.db
      .update(socialSignIns)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(socialSignIns.registrationTicket, expired));
    const late = await redeem({ ticket: expired, username: 'Latecomer1' });
    expect(late.status).toBe(400);
    expect(late.body.errorCode).toBe(ErrorCode.socialRegistrationExpired);

    const foreign = await ticketFor('traveller');
    await platform.database.db
      .update(socialSignIns)
      .set({ merchantCode: 'PHOTHER' })
      .where(eq(socialSignIns.registrationTicket, foreign));
    const elsewhere = await redeem({ ticket: foreign, username: 'Traveller1' });
    expect(elsewhere.body.errorCode).toBe(ErrorCode.socialRegistrationExpired);
    const peek = await client.call('POST', '/wps/social-login/registration', {
      body: { ticket: foreign },
    });
    expect(peek.body.errorCode).toBe(ErrorCode.socialRegistrationExpired);

    const unknown = await redeem({ ticket: 'x'.repeat(43), username: 'Stranger1' });
    expect(unknown.body.errorCode).toBe(ErrorCode.socialRegistrationExpired);
    const rows = await platform.database.db
      .select({ username: customers.username })
      .from(customers)
      .where(eq(customers.username, 'latecomer1'));
    expect(rows).toEqual([]);
  });

  it('holds a social registration to the register rules, and a refusal leaves the ticket usable', async () => {
    const ticket = await ticketFor('ruled');
    const short = await redeem({ ticket, username: 'abc' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({
      errorCode: ErrorCode.fieldInvalid,
      value: { field: 'username' },
    });
    const badEmail = await redeem({ ticket, username: 'Ruled001', email: 'not-a-mailbox' });
    expect(badEmail.body).toMatchObject({
      errorCode: ErrorCode.fieldInvalid,
      value: { field: 'email' },
    });
    const taken = await redeem({ ticket, username: 'Player05' });
    expect(taken.body.errorCode).toBe(ErrorCode.usernameTaken);
    const unknownCode = await redeem({ ticket, username: 'Ruled001', affiliateCode: 'NOPE99' });
    expect(unknownCode.body.errorCode).toBe(ErrorCode.invitationCodeError);
    const noChallenge = await client.sealed(
      '/wps/social-login/register',
      { ticket, username: 'Ruled001' },
      {},
      'PUT',
    );
    expect(noChallenge.body.errorCode).toBe(ErrorCode.challengeInvalid);

    // Registering by username switched off: refused, as the register form is.
    await client.call('POST', '/__dev/settings', { body: { whitelabel: { USERNAMEREG3: false } } });
    const off = await redeem({ ticket, username: 'Ruled001' });
    await client.call('POST', '/__dev/settings', { body: { whitelabel: { USERNAMEREG3: true } } });
    expect(off.body.errorCode).toBe(ErrorCode.operationNotEnabled);

    // An agent's invitation code places the member below the agent, as registering does.
    const placed = await redeem({ ticket, username: 'Ruled001', affiliateCode: 'AG1001' });
    expect(placed.status).toBe(200);
    const [member] = await platform.database.db
      .select({ parentId: customers.parentId, passwordHash: customers.passwordHash })
      .from(customers)
      .where(eq(customers.username, 'ruled001'));
    expect(member?.parentId).not.toBeNull();
    expect(member?.passwordHash).toBe('');
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

  describe('the first login password of a member registered through a provider', () => {
    /** Sets a first password (sealed), as `token`'s member, or without a session. */
    const setPassword = (token: string | null, newPassword: string, confirm = newPassword) =>
      client.sealed(
        '/wps/member/password',
        { newPassword, confirmNewPassword: confirm },
        token === null ? {} : { authorization: token },
        'POST',
      );
    const hashOf = async (username: string) =>
      (
        await platform.database.db
          .select({ passwordHash: customers.passwordHash })
          .from(customers)
          .where(eq(customers.username, username))
      )[0]?.passwordHash;
    const loginPasswordItem = async (token: string) =>
      (
        await client.call<SecurityOverview>('GET', '/wps/member/security', { token })
      ).body.value?.items.find((item) => item.item === 'loginPassword');
    const hasPassword = async (token: string) =>
      (await client.call<MemberInfo>('GET', '/wps/member/info', { token })).body.value?.hasPassword;

    /** Registers a new member through the provider as `name`; answers its session token. */
    async function registerSocial(name: string, username: string) {
      const registered = await redeem({ ticket: await ticketFor(name), username });
      const token = registered.body.value?.token;
      if (!token) throw new Error(JSON.stringify(registered.body));
      return token;
    }

    it('is set without an old one, under the register rule; then it signs in and the last identity may go', async () => {
      const token = await registerSocial('firstpass', 'Firstpass1');
      // The app is told there is none: the member info, and the security centre's item.
      expect(await hasPassword(token)).toBe(false);
      expect(await loginPasswordItem(token)).toMatchObject({ isComplete: false });
      // Another device of the member, signed in through the provider too.
      const otherDevice = (await signInAs('firstpass')).location.searchParams.get('token') ?? '';
      expect(otherDevice).toBeTruthy();

      // Without a session: refused, nothing set.
      const anonymous = await setPassword(null, 'First1234');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.errorCode).toBe(ErrorCode.notLoggedIn);
      // The register rule (6–20 letters and digits, here) and the confirmation, each on its field.
      const short = await setPassword(token, 'ab1');
      expect(short.status).toBe(400);
      expect(short.body).toMatchObject({
        errorCode: ErrorCode.fieldInvalid,
        value: { field: 'newPassword' },
      });
      const differs = await setPassword(token, 'First1234', 'First12345');
      expect(differs.body).toMatchObject({
        errorCode: ErrorCode.fieldInvalid,
        value: { field: 'confirmNewPassword' },
      });
      expect(await hashOf('firstpass1')).toBe('');

      const set = await setPassword(token, ' First1234 ');
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      expect(await hasPassword(token)).toBe(true);
      expect(await loginPasswordItem(token)).toMatchObject({ isComplete: true });
      // A first password is no change: the member's other sessions go on.
      expect((await hasPassword(otherDevice)) ?? null).toBe(true);

      // The username and that password sign in.
      const login = await client.login('Firstpass1', 'First1234');
      expect(login.status, JSON.stringify(login.body)).toBe(200);
      expect(login.body.value?.token).toBeTruthy();

      // Once it has one, a first password is refused (the change asks for the old one), and the
      // password stays as it was.
      const second = await setPassword(token, 'Second1234');
      expect(second.status).toBe(400);
      expect(second.body.errorCode).toBe(ErrorCode.passwordAlreadySet);
      expect((await client.login('Firstpass1', 'Second1234')).body.errorCode).toBe(
        ErrorCode.loginFailed,
      );
      const changed = await client.sealed(
        '/wps/member/password',
        { oldPassword: 'First1234', newPassword: 'Second1234', confirmNewPassword: 'Second1234' },
        { authorization: token },
        'PUT',
      );
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);

      // The password is another way in: the last identity may be unlinked now.
      const unlinked = await client.call<SocialIdentitiesValue>(
        'DELETE',
        '/wps/member/social-identities/google',
        { token },
      );
      expect(unlinked.status, JSON.stringify(unlinked.body)).toBe(200);
      expect(unlinked.body.value?.identities).toEqual([]);
    });

    it('is refused to a member who has a password, whatever the session', async () => {
      const token = await demoToken();
      const before = await hashOf('demo');
      expect(await hasPassword(token)).toBe(true);
      const refused = await setPassword(token, 'Taken1234');
      expect(refused.status).toBe(400);
      expect(refused.body.errorCode).toBe(ErrorCode.passwordAlreadySet);
      expect(await hashOf('demo')).toBe(before);
      expect((await client.login('demo', 'Demo1234')).body.value?.token).toBeTruthy();
    });

    it('of two first passwords sent at once, one is set', async () => {
      const token = await registerSocial('racer', 'Racer00001');
      const replies = await Promise.all([
        setPassword(token, 'Racer1234'),
        setPassword(token, 'Other1234'),
      ]);
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400]);
      const winner = replies[0].status === 200 ? 'Racer1234' : 'Other1234';
      const loser = winner === 'Racer1234' ? 'Other1234' : 'Racer1234';
      expect((await client.login('racer00001', winner)).body.value?.token).toBeTruthy();
      expect((await client.login('racer00001', loser)).body.errorCode).toBe(ErrorCode.loginFailed);
    });
  });
});
