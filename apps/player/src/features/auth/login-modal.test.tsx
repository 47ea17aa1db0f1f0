import { ENCRYPTION_HEADER, generateEnvelopeKeyPair, open } from '@gaming/api/envelope';
import type { EnvelopeKeyPair } from '@gaming/api/envelope';
import type { Handler } from '@gaming/api/testing';
import { ok, permissionOf, refused, stubPlatform } from '@gaming/api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAuth } from '../../test/auth-test-kit';
import { LoginModal } from './login-modal';

// The ALTCHA proof of work is solved for real in @gaming/api's tests; here it answers at once.
vi.mock('../../../../../packages/api/src/verification/solve-challenge', () => ({
  solveVerificationChallenge: vi.fn(() => Promise.resolve('solved-challenge')),
}));

const CAPTCHA_PNG = 'data:image/png;base64,iVBORw0KGgo=';

let envelopeKey: EnvelopeKeyPair;
beforeAll(async () => {
  envelopeKey = await generateEnvelopeKeyPair('test-key');
});

afterEach(() => {
  document.cookie = 'rememberedUsername=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

/** What the login call received, opened with the test's private key like the platform does. */
async function loginBodyOf(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json();
  const opened = await open(
    request.headers.get(ENCRYPTION_HEADER) ?? undefined,
    body,
    () => envelopeKey.privateKey,
  );
  return opened.payload as Record<string, unknown>;
}

const loginValue = {
  token: 'member-token',
  firstTimeLogin: false,
  passwordExpired: false,
  isAgent: 0,
};

interface PlatformOptions {
  smsLogin?: boolean;
  login?: Handler;
  extra?: Record<string, Handler>;
}

function platform({ smsLogin = false, login, extra = {} }: PlatformOptions = {}) {
  const permission = permissionOf();
  permission.info.whitelabel.VERIFCODELOGIN3 = smsLogin;
  return stubPlatform({
    '/wps/system/permission': () => ok(permission),
    '/wps/verification/challenge': () =>
      ok({
        parameters: {
          algorithm: 'PBKDF2/SHA-256',
          nonce: 'n',
          salt: 's',
          cost: 1,
          keyLength: 32,
          keyPrefix: '00',
        },
      }),
    '/wps/session/key/rsa': () =>
      ok({ keyId: envelopeKey.keyId, publicKey: envelopeKey.publicKey }),
    '/wps/session/login': login ?? (() => ok(loginValue)),
    ...extra,
  });
}

const usernameBox = () => screen.getByRole('textbox', { name: 'Username' });
const passwordBox = () => screen.getByLabelText('Password');
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Log in' }));

describe('LoginModal, username tab', () => {
  it('shows the required messages and keeps what was typed', async () => {
    const fetchMock = platform();
    renderAuth(<LoginModal />);
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    await userEvent.type(usernameBox(), '  demo ');
    await submit();
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(passwordBox()).toHaveAttribute('aria-invalid', 'true');
    expect(usernameBox()).toHaveValue('  demo ');
    expect(usernameBox()).toHaveAttribute('autocomplete', 'username');
    expect(passwordBox()).toHaveAttribute('autocomplete', 'current-password');
    const paths = fetchMock.mock.calls.map(
      ([input]) => new URL(input instanceof Request ? input.url : String(input)).pathname,
    );
    expect(paths).not.toContain('/wps/session/login');
  });

  it('logs in with trimmed values: the token is stored, the modal closes, the after-login flag is set', async () => {
    let sent: Record<string, unknown> = {};
    platform({
      login: async (request) => {
        sent = await loginBodyOf(request);
        return ok(loginValue);
      },
    });
    const { store } = renderAuth(<LoginModal />);
    await userEvent.type(usernameBox(), ' demo ');
    await userEvent.type(passwordBox(), 'Demo1234');
    await submit();
    await waitFor(() => expect(store.getState().apiContext.token).toBe('member-token'));
    expect(sent).toMatchObject({
      username: 'demo',
      password: 'Demo1234',
      type: 'username',
      challenge: 'solved-challenge',
    });
    expect(sent).not.toHaveProperty('captcha');
    expect(store.getState().auth).toMatchObject({
      loginOpen: false,
      afterLoginModal: true,
      // The reply said firstTimeLogin false: no first-login (F) popups.
      firstLogin: false,
      changePasswordOpen: false,
    });
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('shows the captcha when the reply asks for it, and sends it with its key next time', async () => {
    const bodies: Record<string, unknown>[] = [];
    const captchaKeys: string[] = [];
    platform({
      login: async (request) => {
        bodies.push(await loginBodyOf(request));
        return bodies.length === 1
          ? Response.json(
              {
                success: false,
                errorCode: 'login.failed',
                message: 'Wrong username or password.',
                value: { captcha: true },
              },
              { status: 400 },
            )
          : ok(loginValue);
      },
      extra: {
        '/wps/captcha': (request) => {
          captchaKeys.push(new URL(request.url).searchParams.get('key') ?? '');
          return ok(CAPTCHA_PNG);
        },
      },
    });
    const { store } = renderAuth(<LoginModal />);
    expect(screen.queryByRole('textbox', { name: 'Captcha' })).not.toBeInTheDocument();
    await userEvent.type(usernameBox(), 'player01');
    await userEvent.type(passwordBox(), 'wrong-pass1');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed. Check your username and password.',
    );
    const captchaBox = await screen.findByRole('textbox', { name: 'Captcha' });
    expect(await screen.findByRole('img', { name: 'Captcha image' })).toHaveAttribute(
      'src',
      CAPTCHA_PNG,
    );
    // What was typed survives the failure.
    expect(usernameBox()).toHaveValue('player01');
    await submit();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await userEvent.type(captchaBox, 'ab12');
    await submit();
    await waitFor(() => expect(store.getState().apiContext.token).toBe('member-token'));
    expect(captchaKeys[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(bodies[1]).toMatchObject({ captcha: 'ab12', captchaKey: captchaKeys[0] });
  });

  it('remembers only the username in a cookie, and forgets it when unticked', async () => {
    platform();
    const { store, unmount } = renderAuth(<LoginModal />);
    await userEvent.type(usernameBox(), 'demo');
    await userEvent.type(passwordBox(), 'Demo1234');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember my username' }));
    await submit();
    await waitFor(() => expect(store.getState().apiContext.token).toBe('member-token'));
    expect(document.cookie).toContain('rememberedUsername=demo');
    expect(document.cookie).not.toContain('Demo1234');
    unmount();

    renderAuth(<LoginModal />);
    expect(usernameBox()).toHaveValue('demo');
    expect(passwordBox()).toHaveValue('');
    const remember = screen.getByRole('checkbox', { name: 'Remember my username' });
    expect(remember).toBeChecked();
    await userEvent.click(remember);
    expect(document.cookie).not.toContain('rememberedUsername=demo');
  });

  it('opens the forced change-password modal for the weak default password', async () => {
    platform();
    const { store } = renderAuth(<LoginModal />);
    await userEvent.type(usernameBox(), 'newbie');
    await userEvent.type(passwordBox(), '123456');
    await submit();
    await waitFor(() => expect(store.getState().auth.changePasswordOpen).toBe(true));
    expect(store.getState().auth).toMatchObject({ loginOpen: false, afterLoginModal: false });
  });

  it('refuses a trial account without keeping its token, and ends that session on the server', async () => {
    const loggedOut: (string | null)[] = [];
    platform({
      login: () => ok({ ...loginValue, isAgent: 4 }),
      extra: {
        '/wps/session/logout': (request) => {
          loggedOut.push(request.headers.get('Authorization'));
          return ok(null);
        },
      },
    });
    const { store } = renderAuth(<LoginModal />);
    await userEvent.type(usernameBox(), 'trial');
    await userEvent.type(passwordBox(), 'Trial1234');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Non-member or non-agent cannot log in',
    );
    expect(store.getState().apiContext.token).toBeNull();
    expect(store.getState().auth.loginOpen).toBe(true);
    await waitFor(() => expect(loggedOut).toEqual([loginValue.token]));
  });

  it('sends an agent to /agentHome from the agent login, and runs the first-login action', async () => {
    platform({ login: () => ok({ ...loginValue, isAgent: 1, firstTimeLogin: true }) });
    const onFirstLogin = vi.fn();
    const { store } = renderAuth(<LoginModal app="agent" onFirstLogin={onFirstLogin} />);
    await userEvent.type(usernameBox(), 'agent1');
    await userEvent.type(passwordBox(), 'Agent1234');
    await submit();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/agentHome'),
    );
    expect(onFirstLogin).toHaveBeenCalledTimes(1);
    expect(store.getState().auth.firstLogin).toBe(true);
    expect(store.getState().apiContext.token).toBe('member-token');
  });

  it('tells a locked username when to try again, in minutes', async () => {
    platform({
      login: () =>
        Response.json(
          {
            success: false,
            errorCode: 'login.locked',
            message: 'locked',
            value: { retryAfter: 90, captcha: true },
          },
          { status: 429 },
        ),
    });
    renderAuth(<LoginModal />);
    await userEvent.type(usernameBox(), 'demo');
    await userEvent.type(passwordBox(), 'Wrong1234');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed attempts. Please try again in 2 minutes.',
    );
    expect(usernameBox()).toHaveValue('demo');
  });

  it('shows a network failure from the catalogue', async () => {
    platform({ login: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderAuth(<LoginModal />);
    await userEvent.type(usernameBox(), 'demo');
    await userEvent.type(passwordBox(), 'Demo1234');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Network link abnormal');
  });
});

describe('LoginModal, switches and links', () => {
  it('has no SMS tab unless verification-code login is on', async () => {
    platform();
    renderAuth(<LoginModal />);
    await waitFor(() => expect(usernameBox()).toBeInTheDocument());
    expect(screen.queryByRole('tab', { name: 'SMS code' })).not.toBeInTheDocument();
  });

  it('closes login and goes to /register from the sign-up switch', async () => {
    platform();
    const { store } = renderAuth(<LoginModal />);
    await userEvent.click(screen.getByRole('button', { name: 'No account yet? Sign up' }));
    expect(store.getState().auth.loginOpen).toBe(false);
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/register');
  });

  it('opens the forgot-password modal in place of login', async () => {
    platform();
    const { store } = renderAuth(<LoginModal />);
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(store.getState().auth).toMatchObject({ forgotPasswordOpen: true, loginOpen: false });
  });

  it('starts a trial account with "Try for free" and closes', async () => {
    platform({
      extra: {
        '/wps/session/login/freeplay': () =>
          ok({ token: 'trial-token', username: 'guest1', isAgent: 4 }),
      },
    });
    const { store } = renderAuth(<LoginModal />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try for free' }));
    await waitFor(() => expect(store.getState().apiContext.token).toBe('trial-token'));
    expect(store.getState().auth.loginOpen).toBe(false);
  });
});

describe('LoginModal, back from a social provider without a session', () => {
  it('says the sign-in was cancelled, and forgets it once the modal closes', async () => {
    platform();
    const { store } = renderAuth(<LoginModal />, { loginOpen: true, socialOutcome: 'cancelled' });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'You cancelled the sign-in. Try again, or log in another way.',
    );
    await userEvent.keyboard('{Escape}');
    expect(store.getState().auth).toMatchObject({ loginOpen: false, socialOutcome: null });
  });

  it.each([
    ['failed', 'Logging in with Google or Facebook did not work.'],
    ['expired', 'The sign-in took too long or was already used.'],
    ['disabled', 'This account is disabled. Please contact customer service.'],
  ] as const)('says what a sign-in that came back %s means', async (socialOutcome, text) => {
    platform();
    renderAuth(<LoginModal />, { loginOpen: true, socialOutcome });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(text);
  });
});

describe('LoginModal, a login from a new address', () => {
  it('asks for the offered check, sends the code, and completes the login', async () => {
    let verified: Record<string, unknown> = {};
    platform({
      login: () =>
        refused('login_verify_required', 403, {
          ticket: 'ticket-0123456789abcdef',
          methods: ['sms', 'bankName'],
          mobileHint: '917****567',
          emailHint: null,
        }),
      extra: {
        '/wps/session/login/verify/code': () => ok({ expiredMinutes: 5 }),
        '/wps/session/login/verify': async (request) => {
          verified = await loginBodyOf(request);
          return verified.answer === '654321' ? ok(loginValue) : refused('login.verify.invalid');
        },
      },
    });
    const { store } = renderAuth(<LoginModal />);
    await userEvent.type(usernameBox(), 'demo');
    await userEvent.type(passwordBox(), 'Demo1234');
    await submit();
    expect(await screen.findByText(/network we don't know/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'SMS code to your mobile' })).toBeChecked();
    expect(screen.getByText('We will send it to 917****567.')).toBeInTheDocument();
    // The check stands alone: no sign-up, forgot or free-play links beside it.
    expect(screen.queryByRole('button', { name: 'Try for free' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Send code/ }));
    const code = screen.getByRole('textbox', { name: 'SMS code' });
    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and log in' }));
    expect(await screen.findByText('That answer is not right.')).toBeInTheDocument();
    expect(code).toHaveValue('111111');
    await userEvent.clear(code);
    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and log in' }));
    await waitFor(() => expect(store.getState().apiContext.token).toBe('member-token'));
    expect(verified).toMatchObject({ ticket: 'ticket-0123456789abcdef', method: 'sms' });
  });

  it('goes back to the login form with the username kept', async () => {
    platform({
      login: () =>
        refused('login_verify_required', 403, {
          ticket: 'ticket-0123456789abcdef',
          methods: ['totp'],
          mobileHint: null,
          emailHint: null,
        }),
    });
    renderAuth(<LoginModal />);
    await userEvent.type(usernameBox(), 'demo');
    await userEvent.type(passwordBox(), 'Demo1234');
    await submit();
    expect(await screen.findByRole('textbox', { name: 'Authenticator code' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect(usernameBox()).toHaveValue('demo');
  });
});

describe('LoginModal, SMS tab', () => {
  const smsTab = () => screen.findByRole('tab', { name: 'SMS code' });

  it('logs in with the mobile number and code, and never forces a password change', async () => {
    let sent: Record<string, unknown> = {};
    platform({
      smsLogin: true,
      login: async (request) => {
        sent = await loginBodyOf(request);
        return ok({ ...loginValue, passwordExpired: true });
      },
      extra: {
        '/wps/system/setting/register': () => refused('not.found', 404),
        '/wps/verification/sms/noLogin': () => ok({ expiredMinutes: 5 }),
      },
    });
    const { store } = renderAuth(<LoginModal />, { loginOpen: true, loginTab: 'sms' });
    expect(await smsTab()).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9171234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByRole('button', { name: /Send again in \d+ seconds/ }),
    ).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(screen.getByRole('textbox', { name: 'SMS code' }), '123456');
    await submit();
    await waitFor(() => expect(store.getState().apiContext.token).toBe('member-token'));
    expect(sent).toMatchObject({
      username: '9171234567',
      password: '123456',
      type: 'sms',
      countryDialingCode: '63',
    });
    expect(store.getState().auth.changePasswordOpen).toBe(false);
  });

  it('shows the server message of a refused code request in a warning', async () => {
    platform({
      smsLogin: true,
      extra: {
        '/wps/verification/sms/noLogin': () =>
          Response.json(
            {
              success: false,
              errorCode: 'TOO_MANY_REQUESTS',
              message: 'Too many requests, retry after 5 minutes',
            },
            { status: 429 },
          ),
      },
    });
    renderAuth(<LoginModal />, { loginOpen: true, loginTab: 'sms' });
    await smsTab();
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '917-123');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter a valid mobile number')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Mobile number' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9171234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const warning = await screen.findByRole('alertdialog', { name: 'Warning' });
    expect(warning).toHaveTextContent('Too many requests, retry after 5 minutes');
    await userEvent.click(within(warning).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
  });
});
