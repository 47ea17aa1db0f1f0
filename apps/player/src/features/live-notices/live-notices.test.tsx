import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notice } from '@gaming/api/notices';
import type { Handler } from '@gaming/api/testing';
import { memberOf, ok, permissionOf, stubPlatform } from '@gaming/api/testing';
import type { DepositSettings, WithdrawSettings } from '@gaming/api/wire';
import { tokenChanged } from '@gaming/api/base-api';
import type { TestSetup } from '@gaming/kernel/testing';
import { bankTransferOf, depositOrderOf } from '../../test/deposits';
import { renderApp } from '../../test/render';

/** The browser socket as the notices client uses it; the test plays the platform. */
class FakeSocket {
  static all: FakeSocket[] = [];
  sent: string[] = [];
  closed = false;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  push(message: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
}

function memberSite(isAgent = 0, pages: Record<string, Handler> = {}) {
  let balance = 88;
  const fetchMock = stubPlatform({
    ...pages,
    '/wps/system/permission': () => ok(permissionOf()),
    '/wps/member/info': () => ok(memberOf({ nickname: 'Lucky Juan', isAgent, balance })),
    '/wps/v2/wallets/balance': () =>
      ok({ balance, currency: 'PHP', currencySymbol: '₱', wallets: [] }),
  });
  const balanceCalls = () =>
    fetchMock.mock.calls.filter(
      ([input]) => input instanceof Request && input.url.endsWith('/wps/v2/wallets/balance'),
    ).length;
  return { credit: (amount: number) => (balance += amount), balanceCalls };
}

async function connectedSocket(): Promise<FakeSocket> {
  await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
  const socket = FakeSocket.all[0] as FakeSocket;
  act(() => socket.onopen?.({}));
  socket.push({ type: 'ready' });
  return socket;
}

/** A member signed in on the home page, its notices socket connected and ready. */
async function signedInHome(setup: TestSetup = {}) {
  memberSite();
  const view = renderApp('/', { token: 'T-1', ...setup });
  return { ...view, socket: await connectedSocket() };
}

// Every test plays the platform's end of the socket (the test setup's stand-in never opens).
beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});

describe('live notices', () => {
  it('shows a credited deposit as a toast and refreshes the balance', async () => {
    const site = memberSite();
    renderApp('/', { token: 'T-1' });
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('₱88.00')).toBeInTheDocument();

    const socket = await connectedSocket();
    expect(socket.url).toBe(`ws://${window.location.host}/wps/notices/socket`);
    expect(JSON.parse(socket.sent[0] ?? '')).toEqual({
      type: 'auth',
      token: 'T-1',
      merchant: 'PHDEMO',
    });

    const before = site.balanceCalls();
    site.credit(500);
    const deposit: Notice = { type: 'DEPOSIT', orderNo: 'D-1', amount: 500, status: 'credited' };
    socket.push(deposit);

    const toast = await screen.findByText('Your deposit of ₱500.00 has been credited.');
    expect(toast.closest('[role="status"]')).not.toBeNull();
    expect(await within(header).findByText('₱588.00')).toBeInTheDocument();
    expect(site.balanceCalls()).toBeGreaterThan(before);
  });

  it('writes the notice in Tagalog with the amount grouped for it', async () => {
    const { socket } = await signedInHome({ language: 'TY' });
    socket.push({
      type: 'WITHDRAW',
      orderNo: 'W-9',
      amount: 1234.5,
      status: 'rejected',
      remark: '',
    } satisfies Notice);
    expect(
      await screen.findByText(
        'Hindi na-approve ang withdrawal mo na ₱1,234.50; naibalik na ang halaga sa balanse mo.',
      ),
    ).toBeInTheDocument();
  });

  it('closes the socket at logout', async () => {
    const { store, socket } = await signedInHome();
    act(() => {
      store.dispatch(tokenChanged(null));
    });
    await waitFor(() => expect(socket.closed).toBe(true));
  });

  it('does not connect a trial account', async () => {
    memberSite(4);
    renderApp('/', { token: 'T-trial' });
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(FakeSocket.all).toHaveLength(0);
  });

  it('shows a paid withdrawal and the request to confirm it arrived together, neither wiping out the other', async () => {
    const { socket } = await signedInHome();
    socket.push({
      type: 'WITHDRAW',
      orderNo: 'W20261127000005',
      amount: 500,
      status: 'approved',
      remark: '',
    } satisfies Notice);
    socket.push({
      type: 'PAYMENT_CONFIRMATION',
      orderNo: 'W20261127000005',
      amount: 500,
    } satisfies Notice);
    expect(
      await screen.findByText(
        'Your withdrawal of ₱500.00 has been paid. Please confirm you received ₱500.00 (withdrawal W20261127000005).',
      ),
    ).toBeInTheDocument();
  });

  it('shows a rejected withdrawal, then a credited deposit with its extra, one after the other', async () => {
    const { socket } = await signedInHome();
    socket.push({
      type: 'WITHDRAW',
      orderNo: 'W20261127000006',
      amount: 200,
      status: 'rejected',
      remark: 'Name mismatch.',
    } satisfies Notice);
    socket.push({
      type: 'DEPOSIT',
      orderNo: 'D20261127000007',
      amount: 1000,
      status: 'credited',
      bonus: 20,
    } satisfies Notice);
    const rejected = await screen.findByText(
      'Your withdrawal of ₱200.00 was not approved; the amount is back in your balance. Name mismatch.',
    );
    await userEvent.click(
      within(rejected.closest('.ui-toast') as HTMLElement).getByRole('button', {
        name: 'Dismiss',
      }),
    );
    expect(
      await screen.findByText('Your deposit of ₱1,000.00 has been credited, with ₱20.00 extra.'),
    ).toBeInTheDocument();
  });
});

describe('the money pages follow the live notices', () => {
  it('the withdraw page says a withdrawal was paid once the notice comes, not "being processed"', async () => {
    let paid = false;
    const withdrawal = {
      orderNo: 'W20261127000005',
      amount: 500,
      receive: 500,
      accountName: 'BDO Unibank ••••••••6789',
      createdAt: '2026-11-27T04:00:00.000Z',
      remark: null,
    };
    const settings = (): WithdrawSettings => ({
      allowWithdraw: true,
      message: null,
      hours: null,
      openNow: true,
      limits: [],
      available: 0,
      balance: 88,
      turnover: { status: 'A', required: 0, done: 0 },
      paymentPasswordSet: true,
      verification: 'NONE',
      payeeName: 'Juan Dela Cruz',
      confirmMinutes: 15,
      precautionNote: null,
      orders: [
        paid
          ? {
              ...withdrawal,
              status: 'success',
              decidedAt: '2026-11-27T04:01:00.000Z',
              receipt: 'waiting',
            }
          : { ...withdrawal, status: 'processing', decidedAt: null, receipt: null },
      ],
    });
    memberSite(0, {
      '/wps/member/withdraw/settings': () => ok(settings()),
      '/wps/member/withdraw/accounts': () => ok({ accounts: [], institutions: [] }),
    });
    renderApp('/member/withdraw', { token: 'T-1' });
    const list = await screen.findByRole('region', { name: 'Your recent withdrawals' });
    expect(list).toHaveTextContent('Being processed.');
    const socket = await connectedSocket();
    paid = true;
    socket.push({
      type: 'WITHDRAW',
      orderNo: withdrawal.orderNo,
      amount: 500,
      status: 'approved',
      remark: '',
    } satisfies Notice);
    await waitFor(() =>
      expect(list).toHaveTextContent('Paid. Check your account and confirm that ₱500.00 arrived.'),
    );
    expect(list).not.toHaveTextContent('Being processed.');
    expect(
      await screen.findByText('Your withdrawal of ₱500.00 has been paid.'),
    ).toBeInTheDocument();
  });

  it('the deposit page moves a credited deposit out of "in progress" and says what it added', async () => {
    let credited = false;
    const deposit = depositOrderOf({
      orderNo: 'D20261127000007',
      status: 'pending',
      giveAway: 20,
      createdAt: '2026-11-27T04:00:00.000Z',
      expiresAt: '2026-11-28T04:00:00.000Z',
      paid: true,
    });
    const settings = (): DepositSettings => ({
      allowDeposit: true,
      message: null,
      inProgressCashInCount: credited ? 0 : 1,
      methods: [bankTransferOf({ fixAmounts: [] })],
      recentOrders: credited ? [{ ...deposit, status: 'approved' }] : [],
    });
    memberSite(0, {
      '/wps/member/deposit/settings': () => ok(settings()),
      '/wps/member/deposit/promotions': () => ok([]),
      '/wps/member/deposit/orders': () => ok(credited ? [] : [deposit]),
    });
    renderApp('/member/depositv2', { token: 'T-1' });
    const open = await screen.findByRole('region', { name: 'Deposits in progress' });
    expect(within(open).getByRole('article', { name: 'Order D20261127000007' })).toHaveTextContent(
      'We are checking your payment.',
    );
    const socket = await connectedSocket();
    credited = true;
    socket.push({
      type: 'DEPOSIT',
      orderNo: deposit.orderNo,
      amount: 1000,
      status: 'credited',
      bonus: 20,
    } satisfies Notice);
    const recent = await screen.findByRole('region', { name: 'Recent deposits' });
    expect(
      within(recent).getByRole('article', { name: 'Order D20261127000007' }),
    ).toHaveTextContent('₱1,020.00 was added to your balance: ₱1,000.00 deposit and ₱20.00 extra.');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Deposits in progress' })).toBeNull(),
    );
    expect(
      await screen.findByText('Your deposit of ₱1,000.00 has been credited, with ₱20.00 extra.'),
    ).toBeInTheDocument();
  });
});
