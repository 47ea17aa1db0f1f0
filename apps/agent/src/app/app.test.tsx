import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memberOf, ok, permissionOf, stubPlatform } from '@gaming/api/testing';
import { renderApp } from '../test/render';

describe('the agent app', () => {
  it('sends / to the agent login page', async () => {
    stubPlatform({ '/wps/system/permission': () => ok(permissionOf()) });
    const { router } = renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Agent login' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agent');
  });

  it('shows the agent frame: header with the app title, the page in main, no footer', async () => {
    stubPlatform({ '/wps/system/permission': () => ok(permissionOf()) });
    renderApp('/agent');
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Agent centre')).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: 'Agent login' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Support hours: Monday to Friday, 12:00-21:00')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows a not-found message inside the frame for an unknown path', async () => {
    stubPlatform({ '/wps/system/permission': () => ok(permissionOf()) });
    renderApp('/agentNope');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/agent');
  });

  it('shows the region-blocked page instead of the frame', async () => {
    stubPlatform({
      '/wps/system/permission': () => ok(permissionOf({ status: 2, ip: '198.51.100.4' })),
    });
    renderApp('/agent');
    expect(
      await screen.findByRole('heading', { name: 'Access restricted by location or IP' }),
    ).toBeInTheDocument();
    expect(screen.getByText('198.51.100.4')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('loads the agent of a session token and shows the nickname', async () => {
    stubPlatform({
      '/wps/system/permission': () => ok(permissionOf()),
      '/wps/member/info': () => ok(memberOf({ nickname: 'Agent One', isAgent: 1 })),
    });
    renderApp('/agent', { token: 'T-agent' });
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('Agent One')).toBeInTheDocument();
  });

  it('switches to Tagalog and remembers it', async () => {
    stubPlatform({ '/wps/system/permission': () => ok(permissionOf()) });
    const { store } = renderApp('/agent');
    await screen.findByRole('heading', { name: 'Agent login' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'TY');

    expect(
      await screen.findByRole('heading', { name: 'Pag-log in ng ahente' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('language')).toBe('TY'));
    expect(store.getState().apiContext.language).toBe('TY');
  });
});
