import { memberOf, ok, stubPlatform } from '@gaming/api/testing';
import type { WithdrawAccounts, WithdrawSettings } from '@gaming/api/wire';
import type { Language } from '@gaming/i18n';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import WithdrawPage from './withdraw-page';

const settings: WithdrawSettings = {
  allowWithdraw: true,
  message: null,
  hours: { from: '09:00', to: '21:00' },
  openNow: true,
  limits: [],
  available: 0,
  balance: 0,
  turnover: { status: 'A', required: 0, done: 0 },
  paymentPasswordSet: true,
  verification: 'NONE',
  payeeName: null,
  confirmMinutes: 15,
  precautionNote: null,
  orders: [],
};

describe('the withdraw hours', () => {
  it.each<[Language, string]>([
    ['EN', 'Withdrawals are open from 09:00 to 21:00 (GMT+8).'],
    ['TY', 'Bukas ang withdrawal mula 09:00 hanggang 21:00 (GMT+8).'],
  ])("name the site's zone the hours are in (%s)", async (language, text) => {
    stubPlatform({
      '/wps/member/info': () => ok(memberOf()),
      '/wps/member/withdraw/settings': () => ok(settings),
      '/wps/member/withdraw/accounts': () =>
        ok({ accounts: [], institutions: [] } satisfies WithdrawAccounts),
    });
    renderWithProviders(<WithdrawPage />, { token: 'tok', language });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
