import { generateEnvelopeKeyPair } from '@gaming/api/envelope';
import type { EnvelopeKeyPair } from '@gaming/api/envelope';
import { ok, refused, stubPlatform } from '@gaming/api/testing';
import type { SecurityOverview } from '@gaming/api/wire';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderAuth } from '../../test/auth-test-kit';
import SecurityCentrePage from './security-centre-page';

let envelopeKey: EnvelopeKeyPair;
let avatarSent: unknown = null;
beforeAll(async () => {
  envelopeKey = await generateEnvelopeKeyPair('test-key');
});

const overview = (bound: boolean): SecurityOverview => ({
  items: [
    { item: 'loginPassword', enabled: true, isComplete: true },
    { item: 'mobileVerified', enabled: true, isComplete: true },
    { item: 'emailVerified', enabled: true, isComplete: false },
    { item: 'bindGA', enabled: true, isComplete: bound },
  ],
  paymentPasswordSet: false,
  completeProgress: bound ? 75 : 50,
  mobileNum: '9171234567',
  email: 'demo@phdemo.invalid',
});

function platform(bound = false) {
  return stubPlatform({
    '/wps/member/security': () => ok(overview(bound)),
    '/wps/member/security/ga': (request) =>
      request.method === 'GET'
        ? ok({
            secretKey: 'JBSWY3DPEHPK3PXP',
            otpauth: 'otpauth://totp/PHDEMO:demo?secret=JBSWY3DPEHPK3PXP',
          })
        : refused('totp.code.invalid'),
    '/wps/member/security/logins': () =>
      ok({
        list: [
          {
            time: '2026-11-24T10:00:00.000Z',
            ip: '203.0.113.7',
            userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36',
            success: true,
            loginType: 'verify',
          },
        ],
        pageNo: 1,
        totalPages: 1,
      }),
    '/wps/member/security/sessions': () => ok([]),
    '/wps/member/security/avatar': async (request) => {
      avatarSent = await request.json();
      return ok({ avatar: '/wps/member/info/icon/static-3.svg' });
    },
    '/wps/system/setting/register': () => refused('not.found', 404),
    '/wps/session/key/rsa': () =>
      ok({ keyId: envelopeKey.keyId, publicKey: envelopeKey.publicKey }),
  });
}

describe('the security centre', () => {
  it('shows the score, its items, and the login history with a readable device', async () => {
    platform();
    renderAuth(<SecurityCentrePage />, {});
    expect(await screen.findByRole('meter', { name: 'Security level' })).toHaveAttribute(
      'value',
      '50',
    );
    expect(screen.getByText(/Low · 50% complete/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Google Authenticator' })).toHaveAttribute(
      'href',
      '#security-authenticator',
    );
    const history = await screen.findByRole('table');
    expect(await within(history).findByText('203.0.113.7')).toBeInTheDocument();
    expect(within(history).getByText('Chrome on Android')).toBeInTheDocument();
  });

  it('shows the secret as text and QR code, and a wrong code keeps what was typed', async () => {
    platform();
    renderAuth(<SecurityCentrePage />, {});
    await userEvent.click(await screen.findByRole('button', { name: 'Link an authenticator app' }));
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'QR code of your authenticator key' }),
    ).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: '6-digit code' });
    await userEvent.type(code, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(screen.getByText('Enter the 6 digits the app shows.')).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    const section = screen.getByRole('region', { name: 'Authenticator app' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Wrong authenticator code.',
    );
    expect(code).toHaveValue('123456');
  });

  it('sets one of the drawn pictures', async () => {
    platform();
    renderAuth(<SecurityCentrePage />, {});
    await userEvent.click(await screen.findByRole('button', { name: 'Picture 3' }));
    expect(await screen.findByText('Your picture is saved.')).toBeInTheDocument();
    expect(avatarSent).toEqual({ avatar: 'static:3' });
  });
});
