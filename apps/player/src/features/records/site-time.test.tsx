/**
 * The member's lists in the site's time (GMT+8) on a device in New York: a transfer at 11:59 PM on
 * Nov 27 in Manila reads so, not 10:59 AM, and "today" of the date filters is Manila's day.
 */
import { ok, stubPlatform } from '@gaming/api/testing';
import type { TransactionsPage } from '@gaming/api/wire';
import { onDeviceIn } from '@gaming/kernel/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import AccountRecordPage from './account-record-page';

/** 11:59 PM on Nov 27 in Manila; 10:59 AM on Nov 27 in New York. */
const LATE_IN_MANILA = '2026-11-27T15:59:00.000Z';
/** 12:30 AM on Nov 28 in Manila; still 11:30 AM on Nov 27 in New York. */
const NOW = new Date('2026-11-27T16:30:00Z');

onDeviceIn('America/New_York', NOW);

function renderPage(ui: ReactNode) {
  return renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>, { token: 'test-token' });
}

const page = <T,>(list: T[]) => ({
  list,
  pageNo: 1,
  pageSize: 13,
  totalCount: list.length,
  totalPages: list.length > 0 ? 1 : 0,
});

describe("the member's lists on a device in New York", () => {
  it("show a transfer at Manila's time, and today is Manila's day", async () => {
    // The device really is in New York: its own day is still the 27th.
    expect(NOW.getDate()).toBe(27);
    const asked: URLSearchParams[] = [];
    stubPlatform({
      '/wps/member/records/transactions': (request) => {
        asked.push(new URL(request.url).searchParams);
        return ok(
          page([
            {
              id: 7,
              txType: 'TRANSFER_DOWNLINE',
              time: LATE_IN_MANILA,
              amount: 500,
              balanceAfter: 1500,
              orderNo: 'AT1',
              remark: null,
            },
          ]) satisfies TransactionsPage,
        );
      },
    });
    renderPage(<AccountRecordPage />);
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(await within(table).findByText('Nov 27, 2026, 11:59 PM')).toBeInTheDocument();
    expect(within(table).queryByText(/10:59 AM/)).toBeNull();
    // The range opens on the last 7 days ending Manila's today, the 28th.
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-28');
    expect(screen.getByLabelText('To')).toHaveAttribute('max', '2026-11-28');
    await waitFor(() => expect(asked.at(-1)?.get('endDate')).toBe('2026-11-28'));
    expect(asked.at(-1)?.get('startDate')).toBe('2026-11-22');
  });
});
