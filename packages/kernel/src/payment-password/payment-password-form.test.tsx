import { ENCRYPTION_HEADER, generateEnvelopeKeyPair, open } from '@gaming/api/envelope';
import type { EnvelopeKeyPair } from '@gaming/api/envelope';
import { ok, refused, stubPlatform } from '@gaming/api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAppTestKit, makeBaseStore } from '../testing/render';
import { PaymentPasswordForm } from './payment-password-form';

const { renderWithProviders } = createAppTestKit({ makeStore: makeBaseStore, routes: [] });

let envelopeKey: EnvelopeKeyPair;
beforeAll(async () => {
  envelopeKey = await generateEnvelopeKeyPair('test-key');
});

/** The platform's payment password and code calls; what the form sent, opened. */
function platform(answer: () => Response = () => ok(null)) {
  const saved: unknown[] = [];
  const codes: unknown[] = [];
  stubPlatform({
    '/wps/session/key/rsa': () =>
      ok({ keyId: envelopeKey.keyId, publicKey: envelopeKey.publicKey }),
    '/wps/member/security/payment-password': async (request) => {
      const opened = await open(
        request.headers.get(ENCRYPTION_HEADER) ?? undefined,
        await request.json(),
        () => envelopeKey.privateKey,
      );
      saved.push(opened.payload);
      return answer();
    },
    '/wps/member/security/code': async (request) => {
      codes.push(await request.json());
      return ok({ expiredMinutes: 5 });
    },
  });
  return { saved, codes };
}

const field = (name: string) => screen.getByLabelText(name, { exact: true });

describe('the payment password form', () => {
  it('sets the first one; after a failed submit each message goes as soon as its field is right', async () => {
    const { saved } = platform();
    renderWithProviders(
      <PaymentPasswordForm isSet={false} mobileBound intro="You need it to withdraw." />,
      { token: 'T' },
    );
    expect(screen.getByText('You need it to withdraw.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Payment password' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Set payment password' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);

    // Typing re-checks at once: a short password is said to be short, then the message goes.
    await userEvent.type(field('New payment password'), '1357');
    expect(await screen.findByText('Enter exactly 6 characters')).toBeInTheDocument();
    await userEvent.type(field('New payment password'), '90');
    await waitFor(() =>
      expect(screen.queryByText('Enter exactly 6 characters')).not.toBeInTheDocument(),
    );
    expect(field('New payment password')).not.toHaveAttribute('aria-invalid');
    // The confirmation still says what is wrong with it, until it matches.
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    await userEvent.type(field('Confirm payment password'), '135791');
    expect(await screen.findByText('The two passwords do not match')).toBeInTheDocument();
    await userEvent.clear(field('Confirm payment password'));
    await userEvent.type(field('Confirm payment password'), '135790');
    await waitFor(() =>
      expect(screen.queryByText('The two passwords do not match')).not.toBeInTheDocument(),
    );
    expect(saved).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Set payment password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your payment password is saved.');
    expect(saved).toEqual([
      { mode: 'set', paymentPassword: '135790', confirmPaymentPassword: '135790' },
    ]);
  });

  it('changes it with the current one, and resets it with an SMS code to the bound number', async () => {
    const { saved, codes } = platform();
    renderWithProviders(<PaymentPasswordForm isSet mobileBound intro="unused" />, { token: 'T' });
    const modes = screen.getByRole('group', { name: 'Payment password' });
    expect(within(modes).getByRole('button', { name: 'Change payment password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.type(field('Current payment password'), '246810');
    await userEvent.type(field('New payment password'), '135790');
    await userEvent.type(field('Confirm payment password'), '135790');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your payment password is saved.');

    await userEvent.click(within(modes).getByRole('button', { name: 'Reset payment password' }));
    expect(screen.queryByLabelText('Current payment password')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(codes).toEqual([{ purpose: 'payment' }]));
    await userEvent.type(field('SMS code to your mobile number'), '123456');
    await userEvent.type(field('New payment password'), '975310');
    await userEvent.type(field('Confirm payment password'), '975310');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved).toEqual([
      {
        mode: 'change',
        paymentPassword: '135790',
        confirmPaymentPassword: '135790',
        oldPaymentPassword: '246810',
      },
      {
        mode: 'reset',
        paymentPassword: '975310',
        confirmPaymentPassword: '975310',
        verificationCode: '123456',
      },
    ]);
  });

  it("says the platform's refusal and offers no reset without a bound number", async () => {
    platform(() => refused('invalid_payment_pw'));
    renderWithProviders(<PaymentPasswordForm isSet mobileBound={false} intro="unused" />, {
      token: 'T',
    });
    expect(
      screen.queryByRole('button', { name: 'Reset payment password' }),
    ).not.toBeInTheDocument();
    await userEvent.type(field('Current payment password'), '111111');
    await userEvent.type(field('New payment password'), '135790');
    await userEvent.type(field('Confirm payment password'), '135790');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong payment password');
  });
});
