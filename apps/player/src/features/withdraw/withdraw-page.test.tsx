import { ENCRYPTION_HEADER, generateEnvelopeKeyPair, open } from '@gaming/api/envelope';
import type { EnvelopeKeyPair } from '@gaming/api/envelope';
import { memberOf, ok, refused, stubPlatform } from '@gaming/api/testing';
import type {
  Turnover,
  WithdrawAccount,
  WithdrawAccounts,
  WithdrawProgress,
  WithdrawSettings,
} from '@gaming/api/wire';
import type { Language } from '@gaming/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import WithdrawPage from './withdraw-page';

let envelopeKey: EnvelopeKeyPair;
beforeAll(async () => {
  envelopeKey = await generateEnvelopeKeyPair('test-key');
});

const settingsOf = (turnover: Turnover): WithdrawSettings => ({
  allowWithdraw: true,
  message: null,
  hours: null,
  openNow: true,
  limits: [
    {
      type: 'BC',
      min: 100,
      max: 50_000,
      feePercent: 0,
      feeFixed: 0,
      feeMin: 0,
      feeMax: 0,
      maxAccounts: 3,
    },
    {
      type: 'EW',
      min: 100,
      max: 20_000,
      feePercent: 1,
      feeFixed: 0,
      feeMin: 5,
      feeMax: 100,
      maxAccounts: 3,
    },
  ],
  available: 2500,
  balance: 2500,
  turnover,
  paymentPasswordSet: true,
  verification: 'NONE',
  payeeName: 'Juan Dela Cruz',
  confirmMinutes: 15,
  precautionNote: null,
  orders: [],
});

const bdo: WithdrawAccount = {
  id: 3,
  type: 'BC',
  code: 'BDO',
  name: 'BDO Unibank',
  holder: 'Juan Dela Cruz',
  maskedNumber: '••••••••6789',
};
const gcash: WithdrawAccount = {
  id: 4,
  type: 'EW',
  code: 'GCASH',
  name: 'GCash',
  holder: 'Juan Dela Cruz',
  maskedNumber: '•••••••4567',
};

function platform(
  options: {
    turnover?: Turnover;
    remove?: (payload: unknown) => Response;
    orders?: WithdrawProgress[];
  } = {},
) {
  let accounts = [bdo, gcash];
  const removals: unknown[] = [];
  const fetch = stubPlatform({
    '/wps/member/info': () => ok(memberOf()),
    '/wps/member/withdraw/settings': () =>
      ok({
        ...settingsOf(options.turnover ?? { status: 'A', required: 0, done: 0 }),
        orders: options.orders ?? [],
      }),
    '/wps/member/withdraw/accounts': () =>
      ok({ accounts, institutions: [] } satisfies WithdrawAccounts),
    '/wps/member/withdraw/accounts/3/delete': async (request) => {
      const opened = await open(
        request.headers.get(ENCRYPTION_HEADER) ?? undefined,
        await request.json(),
        () => envelopeKey.privateKey,
      );
      removals.push(opened.payload);
      const answer = options.remove ? options.remove(opened.payload) : ok(null);
      if (answer.ok) accounts = accounts.filter((a) => a.id !== 3);
      return answer;
    },
    '/wps/session/key/rsa': () =>
      ok({ keyId: envelopeKey.keyId, publicKey: envelopeKey.publicKey }),
  });
  return { removals, fetch };
}

const renderPage = (language: Language = 'EN') =>
  renderWithProviders(<WithdrawPage />, { token: 'tok', language });

describe('the withdraw page: bound accounts', () => {
  it('deletes an account after the payment password, sealed, and the list refreshes', async () => {
    const { removals } = platform();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Your accounts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(
      within(list).getByRole('button', { name: 'Delete BDO Unibank ••••••••6789' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this account?' });
    expect(dialog).toHaveAccessibleDescription(
      /Enter your payment password to remove this account/,
    );
    await userEvent.type(within(dialog).getByLabelText('Payment password'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Account removed.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(removals).toEqual([{ paymentPassword: '123456' }]);
    await waitFor(() => {
      expect(
        within(screen.getByRole('list', { name: 'Your accounts' })).getAllByRole('listitem'),
      ).toHaveLength(1);
    });
    expect(screen.queryByRole('button', { name: /Delete BDO/ })).toBeNull();
  });

  it('keeps what was typed and says so when the payment password is wrong', async () => {
    platform({ remove: () => refused('invalid_payment_pw') });
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete BDO Unibank ••••••••6789' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this account?' });
    const password = within(dialog).getByLabelText('Payment password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(password).toHaveAccessibleDescription('This field is required');
    await userEvent.type(password, '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(password).toHaveAccessibleDescription('Wrong payment password');
    });
    expect(password).toHaveValue('654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      within(screen.getByRole('list', { name: 'Your accounts' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  it('reads in Tagalog', async () => {
    platform();
    renderPage('TY');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Burahin ang BDO Unibank ••••••••6789' }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Burahin ang account na ito?' }),
    ).toBeInTheDocument();
  });
});

describe('the withdraw page: turnover', () => {
  it('blocks the withdrawal under gate N and shows required against done', async () => {
    platform({ turnover: { status: 'N', required: 12_000, done: 4_500.5 } });
    renderPage();
    const details = await screen.findByRole('region', { name: 'Turnover details' });
    expect(within(details).getByRole('alert')).toHaveTextContent(
      'You need more turnover before you can withdraw.',
    );
    expect(within(details).getByText('₱12,000.00')).toBeInTheDocument();
    expect(within(details).getByText('₱4,500.50')).toBeInTheDocument();
    expect(within(details).getByText('₱7,499.50')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Withdraw now' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('You need more turnover before you can withdraw.');
  });

  it('shows a tip under gate I and lets the withdrawal go ahead', async () => {
    platform({ turnover: { status: 'I', required: 1000, done: 250 } });
    renderPage();
    const details = await screen.findByRole('region', { name: 'Turnover details' });
    expect(
      within(details).getByText(
        'Some of your balance still needs turnover before it can be withdrawn.',
      ),
    ).toBeInTheDocument();
    expect(within(details).queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Withdraw now' })).toBeEnabled();
  });

  it('shows nothing about turnover under gate A', async () => {
    platform({ turnover: { status: 'A', required: 0, done: 0 } });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Withdraw now' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Turnover details' })).toBeNull();
  });

  it('formats the figures for Tagalog', async () => {
    platform({ turnover: { status: 'N', required: 12_000, done: 0 } });
    renderPage('TY');
    const details = await screen.findByRole('region', { name: 'Detalye ng turnover' });
    expect(within(details).getByText('Kailangang turnover')).toBeInTheDocument();
    expect(within(details).getAllByText(/12,000\.00/)).toHaveLength(2);
  });
});

describe('the withdraw page: recent withdrawals', () => {
  const order = (overrides: Partial<WithdrawProgress>): WithdrawProgress => ({
    orderNo: 'W20261127000001',
    status: 'processing',
    amount: 500,
    receive: 500,
    accountName: 'BDO Unibank ••••••••6789',
    createdAt: '2026-11-27T04:00:00.000Z',
    decidedAt: null,
    remark: null,
    receipt: null,
    ...overrides,
  });

  it('says where each stands: held, paid and waiting for the member, returned', async () => {
    platform({
      orders: [
        order({ orderNo: 'W20261127000003' }),
        order({ orderNo: 'W20261127000002', status: 'success', receipt: 'waiting' }),
        order({ orderNo: 'W20261127000001', status: 'audit_fail', remark: 'Name mismatch.' }),
      ],
    });
    renderPage();
    const list = await screen.findByRole('region', { name: 'Your recent withdrawals' });
    const held = within(list).getByRole('article', { name: 'Withdrawal W20261127000003' });
    expect(held).toHaveTextContent('₱500.00 to BDO Unibank ••••••••6789');
    expect(held).toHaveTextContent('Being processed. The amount is held from your balance.');
    expect(
      within(list).getByRole('article', { name: 'Withdrawal W20261127000002' }),
    ).toHaveTextContent('Paid. Check your account and confirm that ₱500.00 arrived.');
    const returned = within(list).getByRole('article', { name: 'Withdrawal W20261127000001' });
    expect(returned).toHaveTextContent('Not approved. ₱500.00 is back in your balance.');
    expect(returned).toHaveTextContent('Name mismatch.');
  });

  it('reads in Tagalog', async () => {
    platform({ orders: [order({ status: 'success', receipt: 'received' })] });
    renderPage('TY');
    const list = await screen.findByRole('region', { name: 'Mga huling withdrawal mo' });
    expect(list).toHaveTextContent('Nabayaran na. Kinumpirma mong dumating ang ₱500.00.');
  });
});
