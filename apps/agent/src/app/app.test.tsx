import { ok, permissionOf, refused, stubPlatform } from '@gaming/api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agentPlatform } from '../test/agent-platform';
import { renderApp } from '../test/render';

describe('the agent app', () => {
  it('sends / to the agent login page', async () => {
    await agentPlatform();
    const { router } = renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Agent login' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agent');
  });

  it('frames the login: header with the app title, support hours, no footer', async () => {
    await agentPlatform();
    renderApp('/agent');
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Agent centre')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('main')).findByRole('heading', { name: 'Agent login' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Support hours: Monday to Friday 12:00-21:00')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows a not-found page for an unknown path, with the way back to the login', async () => {
    await agentPlatform();
    renderApp('/agentNope');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to agent login' })).toHaveAttribute(
      'href',
      '/agent',
    );
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

  it('switches to Tagalog and remembers it', async () => {
    await agentPlatform();
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

describe('the agent centre guard (§2 "a session missing or expired goes back to /agent")', () => {
  it('sends /agentHome and its pages to /agent without a session', async () => {
    await agentPlatform();
    const { router } = renderApp('/agentHome/registerCenter');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Agent login' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agent');
  });

  it('takes a session token to /agentHome: the default page is team overview', async () => {
    await agentPlatform();
    const { router } = renderApp('/agent', { token: 'T-agent' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Team overview' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agentHome');
    // The title is written by the page's effect, which a transition render may run a moment later.
    await waitFor(() => expect(document.title).toBe('Team overview · Agent centre'));
    expect(await screen.findByText('Hi, Agent One')).toBeInTheDocument();
  });

  it('goes back to /agent when a call answers that the session expired', async () => {
    await agentPlatform({
      handlers: { '/wps/member/info': () => refused('user.or.token.invalid', 401) },
    });
    const { router, store } = renderApp('/agentHome', { token: 'T-old' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Agent login' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agent');
    expect(store.getState().apiContext.token).toBeNull();
  });

  it('ends the session of a member token (a player-site link) and goes to /agent', async () => {
    await agentPlatform({ isAgent: 0 });
    const { router, store } = renderApp('/agentHome', { token: 'T-member' });
    await waitFor(() => expect(store.getState().apiContext.token).toBeNull());
    expect(router.state.location.pathname).toBe('/agent');
  });

  it('shows a not-found page inside the centre for an unknown page', async () => {
    await agentPlatform();
    renderApp('/agentHome/nope', { token: 'T-agent' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the agent centre' })).toHaveAttribute(
      'href',
      '/agentHome',
    );
    expect(screen.getByRole('navigation', { name: 'Agent centre menu' })).toBeInTheDocument();
  });
});
