import { ENCRYPTION_HEADER, generateEnvelopeKeyPair, open } from '@gaming/api/envelope';
import type { EnvelopeKeyPair } from '@gaming/api/envelope';
import type { Handler } from '@gaming/api/testing';
import { ok, permissionOf, refused, stubPlatform } from '@gaming/api/testing';
import type { RegisterFieldRule, RegisterSettings } from '@gaming/api/wire';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAuth } from '../../test/auth-test-kit';
import SocialRegisterModal from './social-register-modal';

vi.mock('../../../../../packages/api/src/verification/solve-challenge', () => ({
  solveVerificationChallenge: vi.fn(() => Promise.resolve('solved-challenge')),
}));

const TICKET = 'Zm9vYmFyYmF6cXV4LXRpY2tldC1vZi00My1jaGFycw';

let envelopeKey: EnvelopeKeyPair;
beforeAll(async () => {
  envelopeKey = await generateEnvelopeKeyPair('test-key');
});
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const rule = (
  acceptedPattern: string,
  minLength: number,
  maxLength: number,
  patternId: string,
  show = false,
  required = false,
): RegisterFieldRule => ({ acceptedPattern, minLength, maxLength, patternId, show, required });

/** The seed's rules, with the email asked and required. */
const RULES: RegisterSettings = {
  username: rule('^[A-Za-z][A-Za-z0-9]*$', 6, 16, 'letterThenAlnum', true, true),
  password: rule('^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$', 6, 20, 'lettersAndDigits', true, true),
  mobileNum: rule('^9\\d{9}$', 10, 10, 'digits', true),
  email: rule('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 5, 64, 'email', true, true),
  affiliateCode: rule('^[A-Za-z0-9]+$', 4, 16, 'alphanumeric', true),
  payeeName: rule('*', 2, 40, 'length'),
  verificationCode: rule('^\\d+$', 6, 6, 'digits', true, true),
  recommenderId: rule('*', 0, 32, 'length'),
  captcha: rule('*', 4, 4, 'length'),
  paymentPassword: rule('^\\d+$', 6, 6, 'digits'),
  qqNum: rule('*', 5, 12, 'length'),
  line: rule('*', 2, 32, 'length'),
  whatsapp: rule('*', 7, 15, 'length'),
  facebook: rule('*', 2, 64, 'length'),
  wechat: rule('*', 2, 32, 'length'),
  idNumber: rule('*', 6, 20, 'length'),
};

async function payloadOf(request: Request): Promise<Record<string, unknown>> {
  const opened = await open(
    request.headers.get(ENCRYPTION_HEADER) ?? undefined,
    await request.json(),
    () => envelopeKey.privateKey,
  );
  return opened.payload as Record<string, unknown>;
}

function platform(extra: Record<string, Handler> = {}) {
  return stubPlatform({
    '/wps/system/permission': () => ok(permissionOf()),
    '/wps/system/setting/register': () => ok(RULES),
    '/wps/social-login/registration': () => ok({ provider: 'google', email: 'newbie@dev.test' }),
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
    ...extra,
  });
}

function renderModal(ticket: string | null = TICKET) {
  if (ticket !== null) sessionStorage.setItem('socialRegisterTicket', ticket);
  const props = { onClose: vi.fn(), onRegistered: vi.fn(), onLogin: vi.fn() };
  const view = renderAuth(<SocialRegisterModal {...props} />, {});
  return { ...view, ...props };
}

const dialog = () => screen.findByRole('dialog', { name: 'Finish registering' });
const fill = async (name: string | RegExp, text: string) => {
  const box = within(await dialog()).getByRole('textbox', { name });
  await userEvent.clear(box);
  if (text !== '') await userEvent.type(box, text);
};

describe('SocialRegisterModal', () => {
  it('asks what the register settings ask but no password, offers the provider email, and signs in', async () => {
    let sent: Record<string, unknown> = {};
    platform({
      '/wps/social-login/register': async (request) => {
        sent = await payloadOf(request);
        return ok({ token: 'new-token', firstTimeLogin: true, passwordExpired: false, isAgent: 0 });
      },
    });
    const { store, onRegistered } = renderModal();
    const modal = await dialog();
    expect(
      await within(modal).findByText(/You signed in with Google\. Fill in the details below/),
    ).toBeInTheDocument();
    expect(await within(modal).findByRole('textbox', { name: 'Email' })).toHaveValue(
      'newbie@dev.test',
    );
    expect(within(modal).queryByLabelText(/password/i)).not.toBeInTheDocument();
    expect(within(modal).getByRole('textbox', { name: /Mobile number/ })).toBeInTheDocument();

    await fill('Username', 'newbie01');
    await userEvent.click(within(modal).getByRole('checkbox'));
    await userEvent.click(within(modal).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(sent).toEqual({
      ticket: TICKET,
      method: 'username',
      username: 'newbie01',
      email: 'newbie@dev.test',
      countryDialingCode: '63',
      login: true,
      challenge: 'solved-challenge',
    });
    expect(store.getState().apiContext.token).toBe('new-token');
    expect(sessionStorage.getItem('socialRegisterTicket')).toBeNull();
  });

  it('checks the fields on the client by the same rules, then marks the field the server names', async () => {
    const fetchMock = platform({
      '/wps/social-login/register': () => refused('field.invalid', 400, { field: 'email' }),
    });
    renderModal();
    const modal = await dialog();
    await within(modal).findByRole('textbox', { name: 'Email' });
    await fill('Username', 'abc');
    await fill('Email', '');
    await userEvent.click(within(modal).getByRole('button', { name: 'Register' }));
    expect(await within(modal).findByText(/6.16 characters|between 6 and 16/i)).toBeInTheDocument();
    expect(within(modal).getByText('Please agree to the terms and conditions first')).toBeVisible();
    // The settings require an email: the provider's was removed, so the field says so.
    expect(within(modal).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'This field is required',
    );
    const paths = () =>
      fetchMock.mock.calls.map(
        ([input]) => new URL(input instanceof Request ? input.url : String(input)).pathname,
      );
    expect(paths()).not.toContain('/wps/social-login/register');

    await fill('Username', 'newbie01');
    await fill('Email', 'newbie@dev.test');
    await userEvent.click(within(modal).getByRole('checkbox'));
    await userEvent.click(within(modal).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(paths()).toContain('/wps/social-login/register'));
    const email = within(modal).getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Please check this field.'));
    expect(email).toHaveValue('newbie@dev.test');
  });

  it('says the sign-in has expired when the platform no longer knows the ticket, and offers to log in again', async () => {
    platform({
      '/wps/social-login/registration': () => refused('social.registration.expired'),
    });
    const { onLogin } = renderModal();
    const modal = await dialog();
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'This sign-in has expired or was already used. Please log in with Google or Facebook again.',
    );
    await userEvent.click(within(modal).getByRole('button', { name: 'Log in again' }));
    expect(onLogin).toHaveBeenCalled();
    expect(sessionStorage.getItem('socialRegisterTicket')).toBeNull();
  });

  it('says the same when the tab holds no ticket (a bookmark, another tab)', async () => {
    platform();
    renderModal(null);
    expect(await within(await dialog()).findByRole('alert')).toHaveTextContent(
      'This sign-in has expired or was already used.',
    );
  });
});
