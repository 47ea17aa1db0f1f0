import { ok, permissionOf, refused, stubPlatform } from '@gaming/api/testing';
import type { WinnerItem } from '@gaming/api/wire';
import type { Language } from '@gaming/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import AppDownloadPage from './app-download-page';
import MirrorPage from './mirror-page';
import WinnersPage from './winners-page';

function renderPage(ui: ReactNode, language: Language = 'EN', path = '/') {
  return renderWithProviders(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>, {
    language,
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the mirror-site list', () => {
  it('times each mirror: fastest first with its ms, the failed one last as unreachable', async () => {
    const delays: Record<string, number> = {
      'https://slow.example': 40,
      'https://fast.example': 5,
    };
    stubPlatform({
      '/wps/system/domainRoute': () =>
        ok({
          domainList: ['https://down.example', 'https://slow.example', 'https://fast.example'],
        }),
    });
    const fetchMock = vi.mocked(fetch);
    const stub = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const origin = new URL(url).origin;
      if (origin === 'https://down.example') throw new TypeError('Failed to fetch');
      const delay = delays[origin];
      if (delay !== undefined) {
        expect(init).toMatchObject({ cache: 'no-store', mode: 'no-cors' });
        expect(url).toMatch(/\/wps\/support\?speed=\d+$/);
        await new Promise((resolve) => setTimeout(resolve, delay));
        return new Response(null);
      }
      if (!stub) throw new Error('no stub');
      return stub(input, init);
    });
    renderPage(<MirrorPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mirror sites' }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Mirror sites' });
    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'));
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.support-mirrors__site')?.textContent)).toEqual([
      'fast.example',
      'slow.example',
      'down.example',
    ]);
    expect(rows[0]).toHaveTextContent(/\d+ ms/);
    expect(rows[2]).toHaveTextContent('Unreachable');
    expect(
      within(rows[0] as HTMLElement).getByRole('link', { name: 'Open fast.example' }),
    ).toHaveAttribute('href', 'https://fast.example');
    expect(within(rows[2] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Test again' })).toBeEnabled();
  });

  it('shows the empty state and the error state with retry', async () => {
    stubPlatform({ '/wps/system/domainRoute': () => ok({ domainList: [] }) });
    const empty = renderPage(<MirrorPage />);
    expect(await screen.findByText('No mirror sites are listed yet.')).toBeInTheDocument();
    empty.unmount();
    let calls = 0;
    stubPlatform({
      '/wps/system/domainRoute': () => {
        calls += 1;
        return calls === 1 ? refused('not.found', 500) : ok({ domainList: [] });
      },
    });
    renderPage(<MirrorPage />, 'TY');
    await userEvent.click(await screen.findByRole('button', { name: /Subukan|Retry/ }));
    expect(await screen.findByText('Wala pang nakalistang mirror site.')).toBeInTheDocument();
  });
});

describe('the app download page', () => {
  it('shows a QR code, a link and an install guide per app; ?os= opens that guide', async () => {
    const permission = permissionOf();
    permission.info.resources = [
      { resourceType: 'IOS', url: '/download?os=ios' },
      { resourceType: 'ANDROID', url: 'https://apps.example/phdemo.apk' },
    ];
    stubPlatform({ '/wps/system/permission': () => ok(permission) });
    renderPage(<AppDownloadPage />, 'EN', '/download?os=android');
    expect(
      await screen.findByRole('img', { name: 'Scan to download for iOS' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Scan to download for Android' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download for Android' })).toHaveAttribute(
      'href',
      'https://apps.example/phdemo.apk',
    );
    expect(screen.getByRole('link', { name: 'Download for iOS' })).toHaveAttribute(
      'href',
      `${window.location.origin}/download?os=ios`,
    );
    const guides = screen.getAllByRole('group');
    expect(guides.map((guide) => guide.hasAttribute('open'))).toEqual([false, true]);
    expect(screen.getByText('How to install on iOS')).toBeInTheDocument();
    expect(screen.getByText(/VPN & Device Management/)).toBeInTheDocument();
  });

  it('says so when there is no app, in Tagalog too', async () => {
    stubPlatform({ '/wps/system/permission': () => ok(permissionOf()) });
    renderPage(<AppDownloadPage />, 'TY');
    expect(
      await screen.findByText('Hindi pa puwedeng i-download ang mga app.'),
    ).toBeInTheDocument();
  });
});

const winner = (overrides: Partial<WinnerItem>): WinnerItem => ({
  gameName: 'Nova Reels',
  customerName: 'juanito',
  winAmount: 1234.5,
  iconUrl: '/wps/assets/games/nova.svg',
  createdAt: '2026-11-24T10:00:00Z',
  ...overrides,
});

describe('the winners list', () => {
  it('lists the whole board: masked names, amounts with 2 decimals', async () => {
    let limit: string | null = null;
    stubPlatform({
      '/wps/relay/ODSFE2_getWinnerBoard': (request) => {
        limit = new URL(request.url).searchParams.get('limitNum');
        return ok({
          list: [
            winner({}),
            winner({ gameName: 'Dragon Fish', customerName: 'maria88', winAmount: 99 }),
          ],
        });
      },
    });
    renderPage(<WinnersPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Winners list' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('list', { name: 'Winners list' });
    const rows = within(table).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Nova Reels');
    expect(rows[0]).toHaveTextContent('Player: ju***o');
    expect(rows[1]).toHaveTextContent('Dragon Fish');
    expect(table).toHaveTextContent('ju***o');
    expect(table).toHaveTextContent('₱1,234.50');
    expect(table).toHaveTextContent('₱99.00');
    expect(limit).toBe('20');
  });

  it('shows the empty state and the error state', async () => {
    stubPlatform({ '/wps/relay/ODSFE2_getWinnerBoard': () => ok({ list: [] }) });
    const empty = renderPage(<WinnersPage />, 'TY');
    expect(
      await screen.findByText('Wala pang nanalo. Baka ikaw na ang susunod!'),
    ).toBeInTheDocument();
    empty.unmount();
    stubPlatform({ '/wps/relay/ODSFE2_getWinnerBoard': () => refused('not.found', 500) });
    renderPage(<WinnersPage />);
    expect(await screen.findByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});
