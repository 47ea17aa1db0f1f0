import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createAppTestKit, makeBaseStore } from '../testing/render';
import { LoadFailed } from './load-failed';

const { renderWithProviders } = createAppTestKit({ makeStore: makeBaseStore, routes: [] });

const offline = { status: 'FETCH_ERROR', errorCode: 'network_link_abnormal' };
const refusedByServer = { status: 500, errorCode: 'UNKNOWN' };

describe('LoadFailed', () => {
  it('leads with "Network link abnormal" when the platform cannot be reached', async () => {
    const refetch = vi.fn();
    renderWithProviders(
      <LoadFailed
        query={{ error: offline, isFetching: false, refetch }}
        what="The deposit methods could not be loaded."
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Network link abnormal');
    expect(
      screen.getByText(
        'The deposit methods could not be loaded. This page tries again by itself every few seconds.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('does not promise to try again by itself for a call the store never sends again', async () => {
    renderWithProviders(
      <LoadFailed
        query={{ error: offline, isFetching: false, refetch: vi.fn() }}
        what="This message could not be opened."
        retriesByItself={false}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Network link abnormal');
    expect(screen.getByText('This message could not be opened.')).toBeInTheDocument();
    expect(screen.queryByText(/tries again by itself/)).not.toBeInTheDocument();
  });

  it("keeps the page's own message for any other failure", async () => {
    renderWithProviders(
      <LoadFailed
        query={{ error: refusedByServer, isFetching: false, refetch: vi.fn() }}
        what="The records could not be loaded."
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The records could not be loaded.');
    expect(screen.queryByText(/tries again by itself/)).not.toBeInTheDocument();
  });

  it("names a ceiling's wait, with what could not load", async () => {
    const tooMany = { status: 429, errorCode: 'TOO_MANY_REQUESTS', value: { retryAfter: 280 } };
    renderWithProviders(
      <LoadFailed
        query={{ error: tooMany, isFetching: false, refetch: vi.fn() }}
        what="The records could not be loaded."
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests, please retry in 5 minutes',
    );
    expect(screen.getByText('The records could not be loaded.')).toBeInTheDocument();
  });

  it('waits busy while the retry runs, so a second click asks nothing', async () => {
    const refetch = vi.fn();
    renderWithProviders(<LoadFailed query={{ error: offline, isFetching: true, refetch }} />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    expect(refetch).not.toHaveBeenCalled();
  });

  it('speaks Tagalog', async () => {
    renderWithProviders(
      <LoadFailed query={{ error: offline, isFetching: false, refetch: vi.fn() }} />,
      {
        language: 'TY',
      },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'May problema sa koneksyon ng network',
    );
    expect(screen.getByText(/Kusang susubukan muli/)).toBeInTheDocument();
  });
});
