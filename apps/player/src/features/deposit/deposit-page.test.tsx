import { baseApi } from '@gaming/api/base-api';
import { depositApi } from '@gaming/api/deposit';
import { ok, refused, stubPlatform } from '@gaming/api/testing';
import type { DepositOrder, DepositSettings } from '@gaming/api/wire';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bankTransferOf, depositOrderOf } from '../../test/deposits';
import { renderAuth } from '../../test/auth-test-kit';
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
          reimbursementPercentage: 1,
        },
      ],
    },
    bankTransferOf(),
  ],
  recentOrders: [],
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
      return ok(
        depositOrderOf({
          orderNo: 'D20261125000009',
          flow: 'GATEWAY',
          methodName: 'GCash Express',
          amount: 980,
          fee: 20,
          giveAway: 5,
        }),
      );
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

  it('shows the method’s give-away as what will be credited beside the deposit', async () => {
    platform([]);
    renderAuth(<DepositPage />, {});
    await userEvent.click(await screen.findByRole('radio', { name: /^Bank transfer/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Deposit amount' }), '1000');
    const preview = screen.getByText('You get').closest('dl') as HTMLElement;
    const rows = Object.fromEntries(
      within(preview)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(rows).toEqual({
      Fee: '0.00',
      Bonus: '0.00',
      'Give away 2%': '20.00',
      'You get': '1,020.00',
    });
  });
});

describe('the deposit page while the platform cannot be reached', () => {
  it('keeps the form and what was typed when a refresh of its settings fails', async () => {
    let down = false;
    stubPlatform({
      '/wps/member/deposit/settings': () =>
        down ? Promise.reject(new TypeError('Failed to fetch')) : ok(settings),
      '/wps/member/deposit/promotions': () => ok([]),
    });
    const { store } = renderAuth(<DepositPage />, {});
    const amount = await screen.findByRole('textbox', { name: 'Deposit amount' });
    await userEvent.type(amount, '1000');
    // A live notice (or the catch-up after the notices socket connects) refreshes the settings.
    down = true;
    store.dispatch(baseApi.util.invalidateTags(['Deposit']));
    await waitFor(() =>
      expect(depositApi.endpoints.depositSettings.select()(store.getState()).isError).toBe(true),
    );
    expect(screen.getByRole('textbox', { name: 'Deposit amount' })).toHaveValue('1000');
    expect(screen.getByRole('button', { name: 'Deposit now' })).toBeEnabled();
  });
});

describe('deposits in progress', () => {
  const open = (overrides: Partial<DepositOrder>): DepositOrder =>
    depositOrderOf({
      flow: 'CRYPTO',
      methodName: 'USDT (TRC20)',
      receiver: {
        network: 'TRC20',
        receiverAccount: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
        receiverName: 'PHDEMO USDT',
      },
      ...overrides,
    });

  function withOrders(orders: DepositOrder[]) {
    stubPlatform({
      '/wps/member/deposit/settings': () => ok({ ...settings, inProgressCashInCount: 1 }),
      '/wps/member/deposit/promotions': () => ok([]),
      '/wps/member/deposit/orders': () => ok(orders),
      '/wps/member/deposit/orders/D20261125000011/reminder': () =>
        refused('TOO_MANY_REQUESTS', 429, { retryAfter: 1 }),
    });
  }

  it('shows a USDT receiving address with its copy button and QR code', async () => {
    withOrders([open({})]);
    renderAuth(<DepositPage />, {});
    const order = await screen.findByRole('article', { name: 'Order D20261125000010' });
    expect(within(order).getByRole('button', { name: 'Copy Account number' })).toBeInTheDocument();
    // The code is drawn once its library has loaded.
    expect(
      await within(order).findByRole('img', { name: 'QR code of the TRC20 receiving address' }),
    ).toHaveAccessibleDescription('Scan with your crypto wallet app to pay to this address.');
    expect(within(order).getByRole('button', { name: 'Cancel this deposit' })).toBeInTheDocument();
  });

  it('uploads a bank transfer slip chosen with the picker, and refuses a file that is not an image', async () => {
    const uploads: unknown[] = [];
    stubPlatform({
      '/wps/member/deposit/settings': () => ok({ ...settings, inProgressCashInCount: 1 }),
      '/wps/member/deposit/promotions': () => ok([]),
      '/wps/member/deposit/orders': () =>
        ok([
          open({
            orderNo: 'D20261125000012',
            flow: 'BANK',
            receiver: { receiverName: 'PHDEMO Gaming Corp', receiverAccount: '0012 3456 7890' },
          }),
        ]),
      '/wps/member/deposit/orders/D20261125000012/slip': async (request) => {
        uploads.push(await request.json());
        return ok({ orderNo: 'D20261125000012' });
      },
    });
    renderAuth(<DepositPage />, {});
    const order = await screen.findByRole('article', { name: 'Order D20261125000012' });
    const picker = within(order).getByLabelText(/Upload payment slip/);
    await userEvent.upload(picker, new File(['%PDF'], 'slip.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(
      await within(order).findByText(/slip\.pdf is not a PNG or JPG image/),
    ).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    await userEvent.upload(picker, new File([png], 'slip.png', { type: 'image/png' }));
    expect(await within(order).findByText('Slip uploaded')).toBeInTheDocument();
    expect(uploads).toEqual([expect.objectContaining({ mime: 'image/png' })]);
  });

  it('offers speed up on a pending order and says when it may be pressed again', async () => {
    withOrders([
      open({ orderNo: 'D20261125000011', status: 'pending', flow: 'BANK', receiver: null }),
    ]);
    renderAuth(<DepositPage />, {});
    const order = await screen.findByRole('article', { name: 'Order D20261125000011' });
    expect(within(order).queryByRole('img')).toBeNull();
    await userEvent.click(within(order).getByRole('button', { name: 'Speed up' }));
    expect(await within(order).findByRole('alert')).toHaveTextContent(
      'You can speed up this deposit again in 1 second.',
    );
  });
});
