import { announcementOf, announcementsValueOf, ok, refused } from '@gaming/api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agentPlatform } from '../../test/agent-platform';
import { renderApp } from '../../test/render';

const ANNOUNCEMENTS = '/wps/relay/MCSFE_getListAnnouncements';

const open = () => renderApp('/agentHome/agentAnnouncement', { token: 'T-agent' });

describe('announcements page (agentAnnouncement)', () => {
  it('lists the site announcements with their date and sanitised text', async () => {
    const asked: URLSearchParams[] = [];
    await agentPlatform({
      handlers: {
        [ANNOUNCEMENTS]: (request) => {
          asked.push(new URL(request.url).searchParams);
          return ok(
            announcementsValueOf({
              player: [
                announcementOf(1, {
                  title: 'Maintenance',
                  content: '<p>Tuesday <strong>02:00</strong><img src="x" onerror="alert(1)"></p>',
                }),
                announcementOf(2),
              ],
            }),
          );
        },
      },
    });
    open();
    const first = await screen.findByRole('article', { name: 'Maintenance' });
    expect(within(first).getByText('Published Nov 20, 2026')).toBeInTheDocument();
    expect(within(first).getByText('02:00')).toBeInTheDocument();
    expect(first.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('article', { name: 'Notice 2' })).toBeInTheDocument();
    expect(asked[0]?.get('types')).toBe('PL');
  });

  it('pages through the list in the address', async () => {
    await agentPlatform({
      handlers: {
        [ANNOUNCEMENTS]: (request) => {
          const page = Number(new URL(request.url).searchParams.get('pageNo') ?? '1');
          return ok(
            announcementsValueOf(
              { player: [announcementOf(page * 10)] },
              { pageNo: page, totalPages: 2 },
            ),
          );
        },
      },
    });
    const { router } = open();
    await screen.findByRole('article', { name: 'Notice 10' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('article', { name: 'Notice 20' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('says when there is nothing to read', async () => {
    await agentPlatform({ handlers: { [ANNOUNCEMENTS]: () => ok(announcementsValueOf()) } });
    open();
    expect(await screen.findByText('No announcements yet.')).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the list', async () => {
    let up = false;
    await agentPlatform({
      handlers: {
        [ANNOUNCEMENTS]: () =>
          up
            ? ok(announcementsValueOf({ player: [announcementOf(3)] }))
            : refused('system.error', 500),
      },
    });
    open();
    expect(await screen.findByText('The announcements could not be loaded.')).toBeInTheDocument();
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Notice 3' })).toBeInTheDocument(),
    );
  });
});
