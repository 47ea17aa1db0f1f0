/**
 * The wallet transfer log in the site's time (GMT+8) on a device in New York: a transfer at 11:59 PM
 * on Nov 27 in Manila reads so, not 10:59 AM.
 */
import { ok, stubPlatform } from '@gaming/api/testing';
import type { TransferRow } from '@gaming/api/wire';
import { onDeviceIn } from '@gaming/kernel/testing';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { TransferLog } from './transfer-log';

/** 11:59 PM on Nov 27 in Manila; 10:59 AM on Nov 27 in New York. */
const LATE_IN_MANILA = '2026-11-27T15:59:00.000Z';
/** 12:30 AM on Nov 28 in Manila; still 11:30 AM on Nov 27 in New York. */
const NOW = new Date('2026-11-27T16:30:00Z');

onDeviceIn('America/New_York', NOW);

describe('the wallet transfer log on a device in New York', () => {
  it("shows a transfer at Manila's time", async () => {
    const row: TransferRow = {
      id: 1,
      txType: 'TRANSFER_IN',
      accountTypeId: 2,
      walletName: 'Main wallet',
      amount: 100,
      balanceAfter: 900,
      remark: null,
      createdAt: LATE_IN_MANILA,
    };
    stubPlatform({ '/wps/relay/ODSFE2_MemTransDet': () => ok({ list: [row] }) });
    renderWithProviders(
      <MemoryRouter>
        <TransferLog currencySymbol="₱" />
      </MemoryRouter>,
      { token: 'test-token' },
    );
    expect(await screen.findByText('Nov 27, 2026, 11:59 PM')).toBeInTheDocument();
  });
});
