import { ENCRYPTION_HEADER, open } from '@gaming/api/envelope';
import { memberOf, ok, refused } from '@gaming/api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { agentPlatform, calledPaths, testEnvelopeKey } from '../../test/agent-platform';
import { renderApp } from '../../test/render';

// The ALTCHA proof of work is solved for real in @gaming/api's tests; here it answers at once.
vi.mock('../../../../../packages/api/src/verification/solve-challenge', () => ({
  solveVerificationChallenge: vi.fn(() => Promise.resolve('solved-challenge')),
}));

const loginValue = (isAgent: number) => ({
  token: `token-${isAgent}`,
  firstTimeLogin: false,
  passwordExpired: false,
  isAgent,
});

/** What the login call received, opened with the test's key as the platform does. */
async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  const key = await testEnvelopeKey();
  const opened = await open(
    request.headers.get(ENCRYPTION_HEADER) ?? undefined,
    await request.json(),
    () => key.privateKey,
  );
  return opened.payload as Record<string, unknown>;
}

async function logIn(username: string, password: string) {
  await screen.findByRole('heading', { level: 1, name: 'Agent login' });
  await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('/agent login (§2, §4 Login, §6)', () => {
  it('logs an agent in, telling the platform it is the agent site, and goes to /agentHome', async () => {
    const bodies: Record<string, unknown>[] = [];
    await agentPlatform({
      handlers: {
        '/wps/session/login': async (request) => {
          bodies.push(await bodyOf(request));
          return ok(loginValue(1));
        },
      },
    });
    const { router, store } = renderApp('/agent');
    await logIn('agent1', 'Agent1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome'));
    expect(bodies[0]).toMatchObject({ username: 'agent1', password: 'Agent1234', site: 'agent' });
    expect(store.getState().apiContext.token).toBe('token-1');
    expect(await screen.findByText('Hi, Agent One')).toBeInTheDocument();
  });

  it('refuses a member the app let through and ends the session the server opened', async () => {
    const fetchMock = await agentPlatform({
      handlers: { '/wps/session/login': () => ok(loginValue(0)) },
    });
    const { router, store } = renderApp('/agent');
    await logIn('newbie', 'Member1234');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The agent centre is for agents only. Members log in on the player site.',
    );
    expect(store.getState().apiContext.token).toBeNull();
    expect(router.state.location.pathname).toBe('/agent');
    await waitFor(() => expect(calledPaths(fetchMock)).toContain('/wps/session/logout'));
    // What was typed stays.
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('newbie');
  });

  it('shows the platform refusal of a member: the centre is for agents only', async () => {
    await agentPlatform({
      handlers: { '/wps/session/login': () => refused('login.not.agent', 403) },
    });
    renderApp('/agent');
    await logIn('demo', 'Demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The agent centre is for agents only. Members log in on the player site.',
    );
  });

  it('shows the platform refusal of a trial account', async () => {
    await agentPlatform({
      handlers: { '/wps/session/login': () => refused('login.non.member', 403) },
    });
    renderApp('/agent');
    await logIn('trial01', 'Trial1234');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Non-member or non-agent cannot log in',
    );
  });

  it('forces a change of a weak password, then goes to /agentHome', async () => {
    await agentPlatform({
      handlers: {
        '/wps/session/login': () => ok(loginValue(2)),
        '/wps/member/password': () => ok(null),
      },
    });
    const { router } = renderApp('/agent');
    await logIn('weakagent', '123456');
    const dialog = await screen.findByRole('dialog', { name: 'Change your password' });
    expect(router.state.location.pathname).toBe('/agent');
    await userEvent.type(within(dialog).getByLabelText('Current password'), '123456');
    await userEvent.type(within(dialog).getByLabelText('New password'), 'Better1234');
    await userEvent.type(within(dialog).getByLabelText('Confirm new password'), 'Better1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome'));
  });

  it('ends the session when the forced change is left', async () => {
    await agentPlatform({ handlers: { '/wps/session/login': () => ok(loginValue(1)) } });
    const { router, store } = renderApp('/agent');
    await logIn('weakagent', '123456');
    await screen.findByRole('dialog', { name: 'Change your password' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(store.getState().apiContext.token).toBeNull());
    expect(router.state.location.pathname).toBe('/agent');
  });

  it('brings an agent whose session ended elsewhere back to the page they were on', async () => {
    await agentPlatform({
      handlers: {
        // The old session was revoked on the platform; the new one is answered.
        '/wps/member/info': (request) =>
          request.headers.get('Authorization') === 'T-revoked'
            ? refused('user.or.token.invalid', 401)
            : ok(memberOf({ account: 'agent1', nickname: 'Agent One', isAgent: 1 })),
        '/wps/session/login': () => ok(loginValue(1)),
      },
    });
    const { router } = renderApp('/agentHome/agentAnnouncement?page=2', { token: 'T-revoked' });
    await screen.findByRole('heading', { level: 1, name: 'Agent login' });
    expect(router.state.location.pathname).toBe('/agent');
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent('/agentHome/agentAnnouncement?page=2')}`,
    );
    await logIn('agent1', 'Agent1234');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/agentHome/agentAnnouncement'),
    );
    expect(router.state.location.search).toBe('?page=2');
  });

  it('never follows a ?next= out of the agent centre', async () => {
    await agentPlatform({ handlers: { '/wps/session/login': () => ok(loginValue(1)) } });
    const { router } = renderApp(`/agent?next=${encodeURIComponent('//evil.example/agentHome')}`);
    await logIn('agent1', 'Agent1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome'));
  });
});
