import type { Notice } from '@gaming/api/notices';
import { memberOf, ok, permissionOf, refused, stubPlatform } from '@gaming/api/testing';
import type { PaymentConfirmation } from '@gaming/api/wire';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';

/** The notices socket as the live notices use it; the test plays the platform. */
class FakeSocket {
  static all: FakeSocket[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send() {}
  close() {}
  push(message: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
}

function confirmationOf(orderNo: string, amount = 1000): PaymentConfirmation {
  return {
    orderNo,
    amount,
    receivedAmount: amount - 10,
    remainingAmount: 0,
    paidAt: '2026-11-25T04:00:00.000Z',
    confirmBy: '2026-11-25T04:15:00.000Z',
  };
}

interface Sent {
  orderNo: string;
  body: unknown;
}

/** A member's site whose pending confirmations the test changes; what the dialog sends is kept. */
function memberSite(
  initial: PaymentConfirmation[],
  { isAgent = 0, answer }: { isAgent?: number; answer?: () => Response } = {},
) {
  let pending = initial;
  const sent: Sent[] = [];
  let listCalls = 0;
  stubPlatform({
    '/wps/system/permission': () => ok(permissionOf()),
    '/wps/member/info': () => ok(memberOf({ isAgent })),
    '/wps/v2/wallets/balance': () =>
      ok({ balance: 10, currency: 'PHP', currencySymbol: '₱', wallets: [] }),
    '/wps/member/withdraw/confirmations': () => {
      listCalls += 1;
      return ok(pending);
    },
    ...Object.fromEntries(
      initial.concat(confirmationOf('W20261125000077')).map((item) => [
        `/wps/member/withdraw/confirmations/${item.orderNo}`,
        async (request: Request) => {
          sent.push({ orderNo: item.orderNo, body: await request.json() });
          if (answer) return answer();
          pending = pending.filter((other) => other.orderNo !== item.orderNo);
          return ok({ confirmation: 'received' });
        },
      ]),
    ),
  });
  return {
    sent,
    listCalls: () => listCalls,
    arrive: (item: PaymentConfirmation) => (pending = [...pending, item]),
  };
}

const dialogTitle = 'Confirm that you received the money';

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  sessionStorage.clear();
});

describe('the receipt confirmation dialog', () => {
  it('lists each pending confirmation with its amounts and times', async () => {
    memberSite([confirmationOf('W20261125000001', 1234.5)]);
    renderApp('/', { token: 'T-1' });
    const dialog = await screen.findByRole('dialog', { name: dialogTitle });
    const item = within(dialog).getByRole('article', { name: 'Withdrawal W20261125000001' });
    expect(item).toHaveTextContent('₱1,234.50');
    expect(item).toHaveTextContent('₱1,224.50');
    expect(item).toHaveTextContent(/Answer by/);
    expect(dialog).toHaveTextContent('within 15 minutes');
  });

  it('says plainly that the member confirms their own withdrawal arrived, which makes the payer’s deposit final', async () => {
    memberSite([{ ...confirmationOf('W20261125000001', 500), receivedAmount: 500 }]);
    renderApp('/', { token: 'T-1' });
    const dialog = await screen.findByRole('dialog', { name: dialogTitle });
    const item = within(dialog).getByRole('article', { name: 'Withdrawal W20261125000001' });
    expect(item).toHaveTextContent('Did the ₱500.00 of your withdrawal arrive in your account?');
    expect(dialog).toHaveTextContent(
      'Your withdrawal was paid with another member’s deposit. Once you confirm that the money ' +
        'arrived, that payer’s deposit is final and can no longer be refunded to them.',
    );
    expect(dialog).not.toHaveTextContent('the deposit cannot be refunded');
  });

  it('says the same in Tagalog', async () => {
    memberSite([{ ...confirmationOf('W20261125000001', 500), receivedAmount: 500 }]);
    renderApp('/', { token: 'T-1', language: 'TY' });
    const dialog = await screen.findByRole('dialog', {
      name: 'Kumpirmahin na natanggap mo ang pera',
    });
    const item = within(dialog).getByRole('article', { name: /W20261125000001/ });
    expect(item).toHaveTextContent('Dumating na ba sa account mo ang ₱500.00 ng withdrawal mo?');
    expect(dialog).toHaveTextContent(
      'Kapag kinumpirma mong dumating ang pera, pinal na ang deposit ng nagbayad at hindi na ito ' +
        'maibabalik sa kanya.',
    );
  });

  it('asks in its toast to confirm the money received, not a payment made', async () => {
    memberSite([]);
    renderApp('/', { token: 'T-1' });
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const socket = FakeSocket.all[0] as FakeSocket;
    act(() => socket.onopen?.({}));
    socket.push({ type: 'ready' });
    socket.push({
      type: 'PAYMENT_CONFIRMATION',
      orderNo: 'W20261125000077',
      amount: 500,
    } satisfies Notice);
    expect(
      await screen.findByText('Please confirm you received ₱500.00 (withdrawal W20261125000077).'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/confirm your payment/)).toBeNull();
  });

  it('sends "received" once and closes when nothing is left', async () => {
    const site = memberSite([confirmationOf('W20261125000001')]);
    renderApp('/', { token: 'T-1' });
    const dialog = await screen.findByRole('dialog', { name: dialogTitle });
    const received = within(dialog).getByRole('button', { name: 'Received' });
    await userEvent.click(received);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(site.sent).toEqual([{ orderNo: 'W20261125000001', body: { received: true } }]);
    expect(
      await screen.findByText('Thank you. The payment is confirmed as received.'),
    ).toBeInTheDocument();
  });

  it('refuses "not received" without a picture, then sends the picture', async () => {
    const site = memberSite([confirmationOf('W20261125000001')]);
    renderApp('/', { token: 'T-1' });
    const dialog = await screen.findByRole('dialog', { name: dialogTitle });
    const toggle = within(dialog).getByRole('button', { name: 'Not received' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const send = within(dialog).getByRole('button', { name: 'Send: not received' });
    await userEvent.click(send);
    const picker = within(dialog).getByLabelText(/Proof that the money did not arrive/);
    expect(picker).toHaveAccessibleDescription(
      /Add a picture that shows the money did not arrive\./,
    );
    expect(site.sent).toHaveLength(0);

    const png = new File([new Uint8Array([137, 80, 78, 71])], 'proof.png', { type: 'image/png' });
    await userEvent.upload(picker, png);
    await userEvent.click(send);
    await waitFor(() => expect(site.sent).toHaveLength(1));
    expect(site.sent[0]).toEqual({
      orderNo: 'W20261125000001',
      body: { received: false, proof: { mime: 'image/png', data: 'iVBORw==' } },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses a picture of the wrong type with the picker message', async () => {
    memberSite([confirmationOf('W20261125000001')]);
    renderApp('/', { token: 'T-1' });
    const dialog = await screen.findByRole('dialog', { name: dialogTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not received' }));
    const gif = new File(['GIF89a'], 'proof.gif', { type: 'image/gif' });
    await userEvent.upload(
      within(dialog).getByLabelText(/Proof that the money did not arrive/),
      gif,
      { applyAccept: false },
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'proof.gif is not a PNG or JPG image.',
    );
  });

  it('works by keyboard: focus starts on the question, Tab and Enter answer, Escape puts off', async () => {
    const site = memberSite([
      confirmationOf('W20261125000001'),
      confirmationOf('W20261125000002', 300),
    ]);
    renderApp('/', { token: 'T-1' });
    const dialog = await screen.findByRole('dialog', { name: dialogTitle });
    // The dialog moves focus in an effect once it is shown, which may run after it is found.
    await waitFor(() =>
      expect(within(dialog).getByText(/Your withdrawal was paid out\./)).toHaveFocus(),
    );
    await userEvent.tab();
    const first = within(dialog).getByRole('article', { name: 'Withdrawal W20261125000001' });
    expect(within(first).getByRole('button', { name: 'Received' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(site.sent).toHaveLength(1));
    await waitFor(() => expect(within(dialog).getAllByRole('article')).toHaveLength(1));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(site.sent).toHaveLength(1);
  });

  it('shows the platform refusal and keeps the confirmation', async () => {
    memberSite([confirmationOf('W20261125000001')], {
      answer: () => refused('order.state.invalid', 409),
    });
    renderApp('/', { token: 'T-1' });
    const dialog = await screen.findByRole('dialog', { name: dialogTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Received' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This order can no longer be changed.',
    );
    expect(within(dialog).getByRole('button', { name: 'Received' })).toBeEnabled();
  });

  it('puts off with "Later" until a PAYMENT_CONFIRMATION notice brings a new one', async () => {
    const site = memberSite([confirmationOf('W20261125000001')]);
    const { router } = renderApp('/', { token: 'T-1' });
    const dialog = await screen.findByRole('dialog', { name: dialogTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(() => router.navigate('/promotions'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog', { name: dialogTitle })).not.toBeInTheDocument();

    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const socket = FakeSocket.all[0] as FakeSocket;
    act(() => socket.onopen?.({}));
    socket.push({ type: 'ready' });
    const before = site.listCalls();
    site.arrive(confirmationOf('W20261125000077', 500));
    socket.push({
      type: 'PAYMENT_CONFIRMATION',
      orderNo: 'W20261125000077',
      amount: 500,
    } satisfies Notice);
    const again = await screen.findByRole('dialog', { name: dialogTitle });
    expect(site.listCalls()).toBeGreaterThan(before);
    expect(within(again).getAllByRole('article')).toHaveLength(2);
  });

  it('keeps "Later" through a reload of the same sign-in, not into the next one', async () => {
    memberSite([confirmationOf('W20261125000001')]);
    const first = renderApp('/', { token: 'T-1' });
    const dialog = await screen.findByRole('dialog', { name: dialogTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
    first.unmount();

    const reload = renderApp('/', { token: 'T-1' });
    await screen.findByRole('banner');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('dialog', { name: dialogTitle })).not.toBeInTheDocument();
    reload.unmount();

    renderApp('/', { token: 'T-2' });
    expect(await screen.findByRole('dialog', { name: dialogTitle })).toBeInTheDocument();
  });

  it('waits while a modal the member asked for is open', async () => {
    memberSite([confirmationOf('W20261125000001')]);
    const { router } = renderApp('/help', { token: 'T-1' });
    await screen.findByRole('banner');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('dialog', { name: dialogTitle })).not.toBeInTheDocument();
    await act(() => router.navigate('/'));
    expect(await screen.findByRole('dialog', { name: dialogTitle })).toBeInTheDocument();
  });

  it('is never asked for a trial account', async () => {
    const site = memberSite([confirmationOf('W20261125000001')], { isAgent: 4 });
    renderApp('/', { token: 'T-trial' });
    await screen.findByRole('banner');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(site.listCalls()).toBe(0);
    expect(screen.queryByRole('dialog', { name: dialogTitle })).not.toBeInTheDocument();
  });

  it('speaks Tagalog', async () => {
    memberSite([confirmationOf('W20261125000001')]);
    renderApp('/', { token: 'T-1', language: 'TY' });
    const dialog = await screen.findByRole('dialog', {
      name: 'Kumpirmahin na natanggap mo ang pera',
    });
    expect(within(dialog).getByRole('button', { name: 'Natanggap ko na' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Mamaya na' })).toBeInTheDocument();
  });
});
