import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Notice } from '@gaming/api/notices';
import { memberOf, ok, permissionOf, stubPlatform } from '@gaming/api/testing';
import { tokenChanged } from '@gaming/api/base-api';
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

function memberSite(isAgent = 0) {
  let balance = 88;
  const fetchMock = stubPlatform({
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

describe('live notices', () => {
  it('shows a credited deposit as a toast and refreshes the balance', async () => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
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
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    memberSite();
    renderApp('/', { token: 'T-1', language: 'TY' });
    const socket = await connectedSocket();
    socket.push({
      type: 'WITHDRAW',
      orderNo: 'W-9',
      amount: 1234.5,
      status: 'rejected',
      remark: '',
    } satisfies Notice);
    expect(
      await screen.findByText('Hindi na-approve ang withdrawal mo na ₱1,234.50.'),
    ).toBeInTheDocument();
  });

  it('closes the socket at logout', async () => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    memberSite();
    const { store } = renderApp('/', { token: 'T-1' });
    const socket = await connectedSocket();
    act(() => {
      store.dispatch(tokenChanged(null));
    });
    await waitFor(() => expect(socket.closed).toBe(true));
  });

  it('does not connect a trial account', async () => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    memberSite(4);
    renderApp('/', { token: 'T-trial' });
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(FakeSocket.all).toHaveLength(0);
  });
});
