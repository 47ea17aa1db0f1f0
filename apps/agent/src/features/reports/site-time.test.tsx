/**
 * The agent's reports in the site's time (GMT+8) on a device in New York: a transfer at 11:59 PM
 * on Nov 27 in Manila reads so, not 10:59 AM, and the range opens on Manila's today.
 */
import { ok, stubPlatform } from '@gaming/api/testing';
import type { DownlineTransactionsPage } from '@gaming/api/wire';
import { onDeviceIn } from '@gaming/kernel/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import DownlineTransactionsReportPage from './downline-transactions-page';

/** 11:59 PM on Nov 27 in Manila; 10:59 AM on Nov 27 in New York. */
const LATE_IN_MANILA = '2026-11-27T15:59:00.000Z';
/** 12:30 AM on Nov 28 in Manila; still 11:30 AM on Nov 27 in New York. */
const NOW = new Date('2026-11-27T16:30:00Z');

onDeviceIn('America/New_York', NOW);

describe('downline transactions on a device in New York', () => {
  it("list a transfer at Manila's time and open on Manila's today", async () => {
    expect(NOW.getDate()).toBe(27);
    const asked: URLSearchParams[] = [];
    stubPlatform({
      '/wps/agent/reports/downline-transactions': (request) => {
        asked.push(new URL(request.url).searchParams);
        return ok({
          list: [
            {
              id: 9,
              username: 'player02',
              time: LATE_IN_MANILA,
              txType: 'TRANSFER_DOWNLINE',
              amount: 500,
              balanceAfter: 1_500,
              remark: null,
            },
          ],
          pageNo: 1,
          pageSize: 20,
          totalCount: 1,
          totalPages: 1,
          totals: { count: 1, amount: 500 },
        } satisfies DownlineTransactionsPage);
      },
    });
    const router = createMemoryRouter(
      [{ path: '/report', element: <DownlineTransactionsReportPage /> }],
      { initialEntries: ['/report'] },
    );
    renderWithProviders(<RouterProvider router={router} />, { token: 'agent-token' });
    const row = (await screen.findByRole('rowheader', { name: 'player02' })).closest('tr');
    expect(within(row as HTMLElement).getByText('Nov 27, 2026, 11:59 PM')).toBeInTheDocument();
    expect(screen.queryByText(/10:59 AM/)).toBeNull();
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-28');
    expect(screen.getByLabelText('To')).toHaveAttribute('max', '2026-11-28');
    await waitFor(() => expect(asked.at(-1)?.get('to')).toBe('2026-11-28'));
    expect(asked.at(-1)?.get('from')).toBe('2026-11-22');
  });
});
