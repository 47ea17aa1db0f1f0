/** The team pages together: a downline opened in the registration centre shows in downline management. */
import { ok, stubPlatform } from '@gaming/api/testing';
import type { DownlineMember } from '@gaming/api/wire';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import DownlinePage from '../features/downline/downline-page';
import RegisterCentrePage from '../features/register-centre/register-centre-page';
import { TREE, member, pageOf } from '../test/team-fixtures';
import { renderWithProviders } from '../test/render';

describe('the agent team pages', () => {
  it('shows a downline registered in the registration centre in downline management', async () => {
    const tree: DownlineMember[] = [...TREE];
    stubPlatform({
      '/wps/agent/team/register-settings': () =>
        ok({ rebateRate: 2, defaultPassword: '123456', usernameRule: null, passwordRule: null }),
      '/wps/agent/team/downline': async (request) => {
        if (request.method === 'POST') {
          const body = (await request.json()) as { username: string };
          const created = member({ id: 99, username: body.username });
          tree.push(created);
          return ok(created);
        }
        return ok(pageOf(tree, new URL(request.url)));
      },
    });
    renderWithProviders(
      <MemoryRouter>
        <RegisterCentrePage />
        <DownlinePage />
      </MemoryRouter>,
      { token: 'agent-token' },
    );
    expect(await screen.findByRole('rowheader', { name: 'player07' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'teamnew01' })).not.toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText('Username'), 'teamnew01');
    await userEvent.click(screen.getByRole('button', { name: 'Open account' }));
    expect(await screen.findByRole('rowheader', { name: 'teamnew01' })).toBeInTheDocument();
  });
});
