import { ENCRYPTION_HEADER, generateEnvelopeKeyPair, open } from '@gaming/api/envelope';
import type { EnvelopeKeyPair } from '@gaming/api/envelope';
import type { Handler } from '@gaming/api/testing';
import { ok, permissionOf, refused, stubPlatform } from '@gaming/api/testing';
import type { RegisterFieldRule, RegisterSettings } from '@gaming/api/wire';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAuth } from '../../test/auth-test-kit';
import RegisterModal from './register-modal';

vi.mock('../../../../../packages/api/src/verification/solve-challenge', () => ({
  solveVerificationChallenge: vi.fn(() => Promise.resolve('solved-challenge')),
}));

let envelopeKey: EnvelopeKeyPair;
beforeAll(async () => {
  envelopeKey = await generateEnvelopeKeyPair('test-key');
});
beforeEach(() => localStorage.clear());

const rule = (
  acceptedPattern: string,
  minLength: number,
  maxLength: number,
  patternId: string,
  show = false,
  required = false,
): RegisterFieldRule => ({ acceptedPattern, minLength, maxLength, patternId, show, required });

const RULES: RegisterSettings = {
  username: rule('^[A-Za-z][A-Za-z0-9]*$', 6, 16, 'letterThenAlnum', true, true),
  password: rule('^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$', 6, 20, 'lettersAndDigits', true, true),
  mobileNum: rule('^9\\d{9}$', 10, 10, 'digits', true),
  email: rule('*', 5, 64, 'email'),
  payeeName: rule('*', 2, 40, 'length'),
  verificationCode: rule('^\\d+$', 6, 6, 'digits', true, true),
  affiliateCode: rule('^[A-Za-z0-9]+$', 4, 16, 'alphanumeric', true),
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

function renderModal() {
  const onRegistered = vi.fn();
  const view = renderAuth(
    <RegisterModal onClose={vi.fn()} onRegistered={onRegistered} onLogin={vi.fn()} />,
  );
  return { ...view, onRegistered };
}

/** The open tab's form (the other tab's panel is hidden). */
const panel = () => within(screen.getByRole('tabpanel'));
const fill = async (name: string | RegExp, text: string) => {
  const box = panel().getByLabelText(name, { selector: 'input' });
  await userEvent.clear(box);
  await userEvent.type(box, text);
};
const submit = () => userEvent.click(panel().getByRole('button', { name: 'Register' }));

describe('RegisterModal', () => {
  it('offers the username and mobile tabs the merchant turned on', async () => {
    platform();
    renderModal();
    expect(await screen.findByRole('tab', { name: 'Username' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mobile number' })).toBeInTheDocument();
  });

  it('refuses a short username, differing passwords and unticked terms, keeping what was typed', async () => {
    const fetchMock = platform();
    renderModal();
    await screen.findByRole('textbox', { name: 'Username' });
    await fill('Username', 'abc');
    await fill(/^Password/, 'Lucky2026');
    await fill(/^Confirm password/, 'Lucky2027');
    await submit();
    expect(await screen.findByText(/6.16 characters|between 6 and 16/i)).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Please agree to the terms and conditions first')).toBeInTheDocument();
    expect(panel().getByRole('textbox', { name: 'Username' })).toHaveValue('abc');
    expect(panel().getByLabelText(/^Confirm password/, { selector: 'input' })).toHaveValue(
      'Lucky2027',
    );
    const paths = fetchMock.mock.calls.map(
      ([input]) => new URL(input instanceof Request ? input.url : String(input)).pathname,
    );
    expect(paths).not.toContain('/wps/member/register');
  });

  it('checks the invitation code first: a wrong one is named on the field', async () => {
    platform({ '/wps/agent/affiliate': () => refused('invitation_code_error') });
    renderModal();
    await screen.findByRole('textbox', { name: 'Username' });
    await fill('Username', 'lucky7player');
    await fill(/^Password/, 'Lucky2026');
    await fill(/^Confirm password/, 'Lucky2026');
    await fill(/Invitation code/, 'WRONG1');
    await userEvent.click(panel().getByRole('checkbox'));
    await submit();
    expect(await screen.findAllByText('Invalid invitation code')).not.toHaveLength(0);
    expect(panel().getByRole('textbox', { name: /Invitation code/ })).toHaveValue('WRONG1');
  });

  it('registers with the sealed payload and signs the member in', async () => {
    let sent: Record<string, unknown> = {};
    const { store, onRegistered } = renderModalWith({
      '/wps/member/register': async (request) => {
        sent = await payloadOf(request);
        return ok({ token: 'new-token', firstTimeLogin: true, passwordExpired: false, isAgent: 0 });
      },
    });
    await screen.findByRole('textbox', { name: 'Username' });
    await fill('Username', 'lucky7player');
    await fill(/^Password/, 'Lucky2026');
    await fill(/^Confirm password/, 'Lucky2026');
    await userEvent.click(panel().getByRole('checkbox'));
    await submit();
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(sent).toMatchObject({
      username: 'lucky7player',
      password: 'Lucky2026',
      confirmPassword: 'Lucky2026',
      login: true,
      challenge: 'solved-challenge',
    });
    expect(store.getState().apiContext.token).toBe('new-token');
  });

  it('says a taken username on the field, keeping the form', async () => {
    renderModalWith({ '/wps/member/register': () => refused('username.taken') });
    await screen.findByRole('textbox', { name: 'Username' });
    await fill('Username', 'demo123');
    await fill(/^Password/, 'Lucky2026');
    await fill(/^Confirm password/, 'Lucky2026');
    await userEvent.click(panel().getByRole('checkbox'));
    await submit();
    expect(await screen.findAllByText('This username is taken.')).not.toHaveLength(0);
    expect(panel().getByRole('textbox', { name: 'Username' })).toHaveValue('demo123');
  });
});

function renderModalWith(extra: Record<string, Handler>) {
  platform(extra);
  return renderModal();
}
