import { ok, stubPlatform } from '@gaming/api/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { BindAccountForm } from './bind-account-form';

const institutions = [
  { type: 'BC' as const, code: 'BDO', name: 'BDO Unibank' },
  { type: 'EW' as const, code: 'GCASH', name: 'GCash' },
];

function renderForm() {
  const posted: unknown[] = [];
  stubPlatform({
    '/wps/member/withdraw/accounts': (request) => {
      if (request.method === 'POST') posted.push(request);
      return ok(null);
    },
  });
  renderWithProviders(
    <BindAccountForm
      institutions={institutions}
      paymentPasswordSet={false}
      payeeName={null}
      open
    />,
    { token: 'tok' },
  );
  return { posted };
}

describe('binding a withdrawal account', () => {
  it('marks every empty field on the form, sends nothing, and clears each message once fixed', async () => {
    const { posted } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add account' }));

    const holder = screen.getByRole('textbox', { name: 'Account holder' });
    const number = screen.getByRole('textbox', { name: 'Card or account number' });
    const password = screen.getByLabelText('Set a 6-digit payment password for withdrawals');
    const confirm = screen.getByLabelText('Confirm payment password');
    for (const field of [holder, number, password, confirm]) {
      await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
      expect(field).toHaveAccessibleDescription(/This field is required/);
    }
    expect(posted).toHaveLength(0);
    expect(screen.queryByText('The request is not valid')).not.toBeInTheDocument();

    await userEvent.type(number, '12#4');
    await waitFor(() =>
      expect(number).toHaveAccessibleDescription('Enter 6-100 letters, digits, spaces or hyphens'),
    );
    await userEvent.clear(number);
    await userEvent.type(number, '1234 5678 9012');
    await waitFor(() => expect(number).not.toHaveAttribute('aria-invalid'));
    // What was typed stays.
    expect(number).toHaveValue('1234 5678 9012');
    expect(holder).toHaveAttribute('aria-invalid', 'true');
  });
});
