import { ok, stubPlatform } from '@gaming/api/testing';
import type { DepositOrder, DepositSettings } from '@gaming/api/wire';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAuth } from '../auth/auth-test-kit';
import DepositPage from './deposit-page';

const settings: DepositSettings = {
  allowDeposit: true,
  message: null,
  inProgressCashInCount: 0,
  methods: [
    {
      code: 'GCASH',
      name: 'GCash',
      flow: 'GATEWAY',
      recommended: true,
      reimbursementPercentage: 1,
      channels: [
        {
          id: 1,
          vendorId: 'GCASH_EXPRESS',
          name: 'GCash Express',
          min: 100,
          max: 50_000,
          feePercent: 1.5,
          feeFixed: 5,
          feeMin: 10,
          feeMax: 200,
          fixAmounts: [100, 500],
          fixAmountOnly: false,
        },
      ],
    },
  ],
};

function platform(sent: unknown[]) {
  return stubPlatform({
    '/wps/member/deposit/settings': () => ok(settings),
    '/wps/member/deposit/promotions': () => ok([]),
    '/wps/member/deposit': async (request) => {
      sent.push({
        body: (await request.json()) as unknown,
        key: request.headers.get('idempotency-key'),
      });
      const order: DepositOrder = {
        orderNo: 'D20261125000009',
        status: 'new',
        flow: 'GATEWAY',
        methodName: 'GCash Express',
        amount: 980,
        fee: 20,
        bonus: 0,
        createdAt: '2026-11-25T04:00:00.000Z',
        expiresAt: null,
        paymentUrl: null,
        receiver: null,
        paid: false,
        slipUploaded: false,
        remindAfter: null,
      };
      return ok(order);
    },
  });
}

describe('the deposit page', () => {
  it('refuses an amount below the channel minimum and keeps what was typed', async () => {
    const sent: unknown[] = [];
    platform(sent);
    renderAuth(<DepositPage />, {});
    const amount = await screen.findByRole('textbox', { name: 'Deposit amount' });
    await userEvent.type(amount, '99.99');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(amount).toHaveValue('99.99');
    expect(amount).toHaveAccessibleDescription(/outside the allowed minimum and maximum/);
    expect(sent).toHaveLength(0);
  });

  it('shows the fee before sending and sends one idempotency key per deposit', async () => {
    const sent: { body: unknown; key: string | null }[] = [];
    platform(sent);
    renderAuth(<DepositPage />, {});
    await userEvent.click(await screen.findByRole('button', { name: /500/ }));
    // 1.5% of 500 = 7.50 + 5 = 12.50
    expect(screen.getByText(/12\.50/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    await screen.findByRole('textbox', { name: 'Deposit amount' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ channelId: 1, amount: 500 });
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  });
});
