import { ENCRYPTION_HEADER, generateEnvelopeKeyPair, open } from '@gaming/api/envelope';
import type { EnvelopeKeyPair } from '@gaming/api/envelope';
import type { Handler } from '@gaming/api/testing';
import { ok, refused, stubPlatform } from '@gaming/api/testing';
import type { SecurityOverview, SocialIdentitiesValue } from '@gaming/api/wire';
import type { RegisterSettings } from '@gaming/domain/validation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderAuth } from '../../test/auth-test-kit';
import SecurityCentrePage from './security-centre-page';

let envelopeKey: EnvelopeKeyPair;
beforeAll(async () => {
  envelopeKey = await generateEnvelopeKeyPair('test-key');
});

const RULES: RegisterSettings = {
  password: {
    acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$',
    minLength: 6,
    maxLength: 20,
    patternId: 'lettersAndDigits',
    show: true,
    required: true,
  },
};

const overview = (hasPassword: boolean): SecurityOverview => ({
  items: [
    { item: 'loginPassword', enabled: true, isComplete: hasPassword },
    { item: 'bindGA', enabled: true, isComplete: false },
  ],
  paymentPasswordSet: false,
  completeProgress: hasPassword ? 50 : 0,
  mobileNum: null,
  email: 'newbie@dev.test',
});

const googleOnly: SocialIdentitiesValue = {
  identities: [
    { provider: 'google', email: 'newbie@dev.test', linkedAt: '2026-11-24T10:00:00.000Z' },
  ],
  available: ['google'],
};

/**
 * A member registered through Google, without a login password: `password` answers the first
 * password; once it answers success the security centre reloads with the password set.
 */
function platform(password: (payload: Record<string, unknown>, request: Request) => Response) {
  const state = { hasPassword: false, sent: [] as Record<string, unknown>[] };
  const setPassword: Handler = async (request) => {
    const opened = await open(
      request.headers.get(ENCRYPTION_HEADER) ?? undefined,
      await request.json(),
      () => envelopeKey.privateKey,
    );
    const payload = opened.payload as Record<string, unknown>;
    state.sent.push({ method: request.method, ...payload });
    const reply = password(payload, request);
    if (reply.ok) state.hasPassword = true;
    return reply;
  };
  stubPlatform({
    '/wps/member/security': () => ok(overview(state.hasPassword)),
    '/wps/member/social-identities': () => ok(googleOnly),
    '/wps/member/password': setPassword,
    '/wps/system/setting/register': () => ok(RULES),
    '/wps/session/key/rsa': () =>
      ok({ keyId: envelopeKey.keyId, publicKey: envelopeKey.publicKey }),
  });
  return state;
}

const passwordCard = () => screen.findByRole('region', { name: 'Login password' });

describe('the first login password of a member registered through a social login', () => {
  it('asks the new password twice, no current one, and says the account has none yet', async () => {
    platform(() => ok(null));
    renderAuth(<SecurityCentrePage />, {});
    const card = await passwordCard();
    const form = within(card).getByRole('form', { name: 'Set a login password' });
    expect(within(form).queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('New password')).toBeInTheDocument();
    expect(within(form).getByLabelText('Confirm new password')).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Change password' })).toBeNull();
    expect(
      within(card).getByText(/your account has no password yet/, { exact: false }),
    ).toBeInTheDocument();
    // The score's item is not done, and the only linked login cannot go.
    const item = screen.getByRole('link', { name: 'Login password' }).closest('li');
    expect(item).toHaveTextContent('Not set up');
    const social = await screen.findByRole('region', { name: 'Social login' });
    const unlink = within(social).getByRole('button', { name: 'Unlink Google' });
    expect(unlink).toBeDisabled();
    expect(unlink).toHaveAccessibleDescription(
      'This is your only way to log in. Set a login password first, then you can unlink it.',
    );
  });

  it('checks the register rule and the confirmation before sending anything', async () => {
    const state = platform(() => ok(null));
    renderAuth(<SecurityCentrePage />, {});
    const form = within(await passwordCard()).getByRole('form', { name: 'Set a login password' });
    await userEvent.click(within(form).getByRole('button', { name: 'Set a login password' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('New password')).toHaveAccessibleDescription(
        'This field is required',
      ),
    );
    await userEvent.type(within(form).getByLabelText('New password'), 'onlyletters');
    await userEvent.type(within(form).getByLabelText('Confirm new password'), 'onlyletters');
    await userEvent.click(within(form).getByRole('button', { name: 'Set a login password' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('New password')).toHaveAccessibleDescription(
        '6-20 characters with at least one letter and one digit',
      ),
    );
    await userEvent.clear(within(form).getByLabelText('New password'));
    await userEvent.type(within(form).getByLabelText('New password'), 'First1234');
    await userEvent.click(within(form).getByRole('button', { name: 'Set a login password' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Confirm new password')).toHaveAccessibleDescription(
        'The two passwords do not match',
      ),
    );
    expect(state.sent).toEqual([]);
  });

  it('marks the field the platform refuses, and keeps what was typed', async () => {
    platform(() => refused('field.invalid', 400, { field: 'newPassword' }));
    renderAuth(<SecurityCentrePage />, {});
    const form = within(await passwordCard()).getByRole('form', { name: 'Set a login password' });
    await userEvent.type(within(form).getByLabelText('New password'), 'First1234');
    await userEvent.type(within(form).getByLabelText('Confirm new password'), 'First1234');
    await userEvent.click(within(form).getByRole('button', { name: 'Set a login password' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('New password')).toHaveAccessibleDescription(
        'Please check this field.',
      ),
    );
    expect(within(form).getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('New password')).toHaveValue('First1234');
  });

  it('sets it sealed; the item shows done, the form becomes the change, and the login may be unlinked', async () => {
    const state = platform(() => ok(null));
    renderAuth(<SecurityCentrePage />, {});
    const card = await passwordCard();
    const form = within(card).getByRole('form', { name: 'Set a login password' });
    await userEvent.type(within(form).getByLabelText('New password'), 'First1234');
    await userEvent.type(within(form).getByLabelText('Confirm new password'), 'First1234');
    await userEvent.click(within(form).getByRole('button', { name: 'Set a login password' }));

    expect(await within(card).findByRole('status')).toHaveTextContent(
      'Your login password is set. You can now log in with your username and this password.',
    );
    expect(state.sent).toEqual([
      { method: 'POST', newPassword: 'First1234', confirmNewPassword: 'First1234' },
    ]);
    const item = screen.getByRole('link', { name: 'Login password' }).closest('li');
    await waitFor(() => expect(item).toHaveTextContent('Done'));
    // From now on the password is changed with the current one.
    expect(await within(card).findByLabelText('Current password')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Change password' })).toBeInTheDocument();
    const social = screen.getByRole('region', { name: 'Social login' });
    expect(within(social).getByRole('button', { name: 'Unlink Google' })).toBeEnabled();
    expect(
      within(social).queryByText('This is your only way to log in.', { exact: false }),
    ).toBeNull();
  });
});
