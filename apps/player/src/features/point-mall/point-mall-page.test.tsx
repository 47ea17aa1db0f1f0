import { ENCRYPTION_HEADER, generateEnvelopeKeyPair, open } from '@gaming/api/envelope';
import type { EnvelopeKeyPair } from '@gaming/api/envelope';
import { ok, refused, stubPlatform } from '@gaming/api/testing';
import type {
  PointConfig,
  PointDetailsPage,
  PointRedemption,
  PointReward,
  RedemptionsPage,
} from '@gaming/api/wire';
import type { Language } from '@gaming/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PointMallPage } from './point-mall-page';

let envelopeKey: EnvelopeKeyPair;
beforeAll(async () => {
  envelopeKey = await generateEnvelopeKeyPair('test-key');
});

const reward = (overrides: Partial<PointReward> = {}): PointReward => ({
  id: 1,
  type: 1,
  name: '₱50 free bonus',
  description: 'A ₱50 bonus credited to your wallet.',
  image: '/wps/assets/banners/reward-bonus-50.svg',
  price: 500,
  mpPointAmount: null,
  mpMoneyAmount: null,
  inventory: 3,
  ...overrides,
});
const redemption = (overrides: Partial<PointRedemption> = {}): PointRedemption => ({
  id: 7,
  dateRequested: '2026-11-24T04:00:00.000Z',
  type: 1,
  name: '₱50 free bonus',
  quantity: 1,
  redeemType: 'P',
  requiredPoint: 500,
  requiredMoney: 0,
  status: 'P',
  remark: null,
  ...overrides,
});
const page = <T,>(list: T[]) => ({
  list,
  pageNo: 1,
  pageSize: 13,
  totalCount: list.length,
  totalPages: 1,
});
const config: PointConfig = {
  rates: [
    { source: 'RNG', rate: 1 },
    { source: 'DEPOSIT', rate: 1 },
  ],
  exchangeRate: 10,
  minConvertPoints: 10,
  neverExpire: true,
};

function platform(
  options: { rewards?: () => Response; redeem?: (payload: unknown) => Response } = {},
) {
  const redeemed: unknown[] = [];
  let history: PointRedemption[] = [
    redemption({ id: 3, status: 'A' }),
    redemption({ id: 2, status: 'R' }),
  ];
  stubPlatform({
    '/wps/member/points/balance': () => ok({ points: 1234.5 }),
    '/wps/member/points/config': () => ok(config),
    '/wps/member/points/rewards': (request) => {
      if (options.rewards) return options.rewards();
      const type = new URL(request.url).searchParams.get('type');
      const all = [
        reward(),
        reward({
          id: 2,
          type: 3,
          name: 'Smartphone',
          price: null,
          mpPointAmount: 800,
          mpMoneyAmount: 150,
          inventory: 0,
        }),
      ];
      return ok({ list: type ? all.filter((r) => String(r.type) === type) : all });
    },
    '/wps/member/points/redeem': async (request) => {
      const opened = await open(
        request.headers.get(ENCRYPTION_HEADER) ?? undefined,
        await request.json(),
        () => envelopeKey.privateKey,
      );
      redeemed.push({ payload: opened.payload, key: request.headers.get('Idempotency-Key') });
      const answer = options.redeem ? options.redeem(opened.payload) : null;
      if (answer) return answer;
      const created = redemption({ id: 9, quantity: 2, requiredPoint: 1000 });
      history = [created, ...history];
      return ok({ redemption: created, points: 234.5, balance: 1000 });
    },
    '/wps/member/points/redemptions': () => ok(page(history) satisfies RedemptionsPage),
    '/wps/member/points/details': () =>
      ok(
        page([
          {
            txId: 'M1',
            time: '2026-11-24T05:00:00.000Z',
            kind: 'REDEEM',
            source: null,
            amount: -500,
            currentAvailBalance: 1234.5,
          },
          {
            txId: 'E-2026-11-23-RNG',
            time: '2026-11-23T05:00:00.000Z',
            kind: 'BET',
            source: 'RNG',
            amount: 12.5,
            currentAvailBalance: 1734.5,
          },
        ]) satisfies PointDetailsPage,
      ),
    '/wps/system/setting/register': () =>
      ok({
        mobileNum: {
          acceptedPattern: '^9\\d{9}$',
          minLength: 10,
          maxLength: 10,
          patternId: 'digits',
          show: true,
          required: false,
        },
      }),
    '/wps/v2/wallets/balance': () =>
      ok({ balance: 1_000, currency: 'TLB', currencySymbol: '₱', wallets: [] }),
    '/wps/session/key/rsa': () =>
      ok({ keyId: envelopeKey.keyId, publicKey: envelopeKey.publicKey }),
  });
  return { redeemed };
}

const renderPage = (url = '/pointMall', language: Language = 'EN') =>
  renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <PointMallPage member />
    </MemoryRouter>,
    { token: 'tok', language },
  );

describe('the points mall', () => {
  it('shows the points, the rewards with prices and stock, and filters by type', async () => {
    platform();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Points mall' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading rewards' })).toBeInTheDocument();
    const phone = await screen.findByRole('listitem', { name: 'Smartphone' });
    expect(phone).toHaveTextContent('800 pts + ₱150.00');
    expect(within(phone).getByRole('button', { name: 'Redeem Smartphone' })).toBeDisabled();
    expect(screen.getByRole('listitem', { name: '₱50 free bonus' })).toHaveTextContent('3 left');
    expect(await screen.findByText('1,234.5 pts')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Gifts' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: '₱50 free bonus' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Gifts' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('redeems: a bad mobile number keeps what was typed; then sealed, once, and in process in the history', async () => {
    const { redeemed } = platform();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem ₱50 free bonus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem ₱50 free bonus' });
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '5');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Receiver’s name' }),
      'Juan Dela Cruz',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Delivery address' }),
      '12 Rizal St',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '12345');
    await userEvent.type(within(dialog).getByLabelText('Payment password'), '135790');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    expect(
      await within(dialog).findByText('Enter a whole number from 1 to 3.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Mobile number' })).toHaveValue('12345');
    expect(redeemed).toHaveLength(0);

    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    const mobile = within(dialog).getByRole('textbox', { name: 'Mobile number' });
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '9171234567');
    expect(within(dialog).getByText('Total: 1,000 pts')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Redemption sent: ₱50 free bonus × 2. It is now in process.',
    );
    expect(redeemed).toEqual([
      {
        payload: {
          rewardId: 1,
          quantity: 2,
          redeemType: 'P',
          name: 'Juan Dela Cruz',
          address: '12 Rizal St',
          mobile: '9171234567',
          paymentPassword: '135790',
        },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      },
    ]);

    await userEvent.click(screen.getByRole('tab', { name: 'Redeem history' }));
    const table = await screen.findByRole('table', { name: 'Redeem history' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('In process');
    expect(rows[2]).toHaveTextContent('Approved');
    expect(rows[3]).toHaveTextContent('Rejected');
  });

  it('shows the wrong payment password under its field', async () => {
    platform({ redeem: () => refused('invalid_payment_pw') });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem ₱50 free bonus' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Receiver’s name' }), 'Juan');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Delivery address' }),
      'Makati',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Mobile number' }),
      '9171234567',
    );
    await userEvent.type(within(dialog).getByLabelText('Payment password'), '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Payment password')).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Receiver’s name' })).toHaveValue('Juan');
  });

  it('opens a section from its address: details, rules', async () => {
    platform();
    const details = renderPage('/pointMall?tab=details');
    expect(
      await screen.findByRole('tab', { name: 'Points details', selected: true }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Points details' });
    expect(table).toHaveTextContent('Redeemed a reward');
    expect(table).toHaveTextContent('-500');
    details.unmount();
    renderPage('/pointMall?tab=rules');
    expect(await screen.findByText('Points never expire.')).toBeInTheDocument();
    expect(screen.getByText('10 points convert to ₱1.00.')).toBeInTheDocument();
  });

  it('offers a retry when the rewards fail, and reads in Tagalog', async () => {
    let fail = true;
    platform({ rewards: () => (fail ? refused('unknown.error', 500) : ok({ list: [] })) });
    renderPage('/pointMall', 'TY');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tindahan ng points' }),
    ).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: 'Subukang muli' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('Walang reward sa uring ito ngayon.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Kasaysayan ng redeem' })).toBeInTheDocument();
  });
});
