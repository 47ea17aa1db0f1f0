import { ok, stubPlatform } from '@gaming/api/testing';
import type { DepositPromotion, DepositSettings } from '@gaming/api/wire';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { MemberLanguageSwitch } from '../../lib/language-select';
import DepositPage from './deposit-page';

/** The bank transfer, its channel and a promotion as the platform names them in `language`. */
function settingsIn(language: 'EN' | 'TY'): DepositSettings {
  const channel = {
    vendorId: 'BDO',
    min: 500,
    max: 500_000,
    feePercent: 0,
    feeFixed: 0,
    feeMin: 0,
    feeMax: 0,
    fixAmounts: [],
    fixAmountOnly: false,
    reimbursementPercentage: 0,
  };
  return {
    allowDeposit: true,
    message: null,
    inProgressCashInCount: 0,
    methods: [
      {
        code: 'BANK',
        name: language === 'TY' ? 'Transfer sa bangko' : 'Bank transfer',
        flow: 'BANK',
        recommended: false,
        reimbursementPercentage: 0,
        channels: [
          { ...channel, id: 6, name: language === 'TY' ? 'Transfer sa BDO' : 'BDO bank transfer' },
          { ...channel, id: 7, name: language === 'TY' ? 'Transfer sa BPI' : 'BPI bank transfer' },
        ],
      },
    ],
    recentOrders: [],
  };
}

const promotionIn = (language: 'EN' | 'TY'): DepositPromotion => ({
  id: 3,
  name: language === 'TY' ? 'Dagdag na ₱88 sa transfer sa bangko' : 'Bank transfer ₱88',
  type: 'FIXED',
  tiers: [{ minDeposit: 1_000, bonus: 88, maxBonus: null }],
  turnoverMultiple: 3,
});

const languageOf = (request: Request) => (request.headers.get('Language') === 'TY' ? 'TY' : 'EN');

describe('the deposit page in the reader’s language', () => {
  it('names the method, channels and promotions in Tagalog once the reader switches', async () => {
    stubPlatform({
      // As the platform does: the Language header decides.
      '/wps/member/deposit/settings': (request) => ok(settingsIn(languageOf(request))),
      '/wps/member/deposit/promotions': (request) => ok([promotionIn(languageOf(request))]),
      '/wps/member/language': () => ok({ language: 'TY' }),
    });
    renderWithProviders(
      <MemoryRouter initialEntries={['/member/depositv2']}>
        <MemberLanguageSwitch />
        <DepositPage />
      </MemoryRouter>,
      { language: 'EN', token: 'test-token' },
    );
    expect(await screen.findByRole('radio', { name: /Bank transfer/ })).toBeChecked();
    expect(screen.getByRole('option', { name: 'BDO bank transfer' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Bank transfer ₱88' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'TY');

    expect(await screen.findByRole('radio', { name: /Transfer sa bangko/ })).toBeChecked();
    expect(await screen.findByRole('option', { name: 'Transfer sa BDO' })).toBeInTheDocument();
    expect(
      await screen.findByRole('option', { name: 'Dagdag na ₱88 sa transfer sa bangko' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Bank transfer ₱88' })).not.toBeInTheDocument();
  });
});
