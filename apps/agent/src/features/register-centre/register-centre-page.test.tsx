import { ok, permissionOf, refused, stubPlatform } from '@gaming/api/testing';
import type { AffiliateLink, DownlineRegisterSettings } from '@gaming/api/wire';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { member } from '../../test/team-fixtures';
import { renderWithProviders } from '../../test/render';
import RegisterCentrePage from './register-centre-page';

const rule = (
  acceptedPattern: string,
  minLength: number,
  maxLength: number,
  patternId: string,
) => ({
  acceptedPattern,
  minLength,
  maxLength,
  patternId,
  show: true,
  required: true,
});

const settings: DownlineRegisterSettings = {
  rebateRate: 2,
  defaultPassword: '123456',
  usernameRule: rule('^[A-Za-z][A-Za-z0-9]*$', 6, 16, 'letterThenAlnum'),
  passwordRule: rule('^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$', 6, 20, 'lettersAndDigits'),
};

const link = (overrides: Partial<AffiliateLink>): AffiliateLink => ({
  id: 1,
  code: 'AG1001',
  type: 'member',
  visits: 48,
  registrations: 4,
  firstDeposits: 2,
  createdAt: '2026-01-15T08:00:00.000Z',
  ...overrides,
});

function renderPage() {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/agentHome/registerCenter']}>
      <RegisterCentrePage />
    </MemoryRouter>,
    { token: 'agent-token' },
  );
}

describe('the registration centre', () => {
  it('checks the fields by the site rules and the rebate ceiling, keeping what was typed', async () => {
    const sent: unknown[] = [];
    stubPlatform({
      '/wps/agent/team/register-settings': () => ok(settings),
      '/wps/agent/team/downline': async (request) => {
        const body = (await request.json()) as { username: string };
        sent.push(body);
        return body.username === 'taken01'
          ? refused('username.taken')
          : ok(member({ id: 40, username: body.username }));
      },
    });
    renderPage();
    expect(await screen.findByText(/The default password is 123456/)).toBeInTheDocument();
    const username = screen.getByLabelText('Username');
    await userEvent.type(username, '9abc');
    await userEvent.clear(screen.getByLabelText('Rebate setting'));
    await userEvent.type(screen.getByLabelText('Rebate setting'), '2.5');
    await userEvent.click(screen.getByRole('button', { name: 'Open account' }));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(/.+/);
    expect(
      screen.getByText('Enter a percent from 0 to 2 with at most 2 decimals.'),
    ).toBeInTheDocument();
    expect(username).toHaveValue('9abc');
    expect(sent).toHaveLength(0);

    await userEvent.clear(username);
    await userEvent.type(username, 'taken01');
    await userEvent.clear(screen.getByLabelText('Rebate setting'));
    await userEvent.type(screen.getByLabelText('Rebate setting'), '1.2');
    await userEvent.click(screen.getByRole('button', { name: 'Open account' }));
    expect(await screen.findByText('This username is taken.')).toBeInTheDocument();
    expect(username).toHaveValue('taken01');

    await userEvent.clear(username);
    await userEvent.type(username, 'newteam01');
    await userEvent.click(screen.getByRole('button', { name: 'Open account' }));
    expect(await screen.findByText('Account newteam01 was created.')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      type: 'member',
      username: 'newteam01',
      password: '',
      confirmPassword: '',
      rebateRate: 1.2,
    });
  });

  it('clears each message as soon as its field is fixed, and the refusal once the username changes', async () => {
    stubPlatform({
      '/wps/agent/team/register-settings': () => ok(settings),
      '/wps/agent/team/downline': () => refused('username.taken'),
    });
    renderPage();
    await screen.findByText(/The default password is 123456/);
    const username = screen.getByLabelText('Username');
    const rebate = screen.getByLabelText('Rebate setting');
    await userEvent.type(screen.getByLabelText('Password'), 'abc123');
    await userEvent.clear(rebate);
    await userEvent.type(rebate, '2.5');
    await userEvent.click(screen.getByRole('button', { name: 'Open account' }));
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The two passwords do not match')).toBeInTheDocument();
    const rebateMessage = 'Enter a percent from 0 to 2 with at most 2 decimals.';
    expect(screen.getByText(rebateMessage)).toBeInTheDocument();

    await userEvent.clear(rebate);
    await userEvent.type(rebate, '1.5');
    expect(screen.queryByText(rebateMessage)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Confirm password'), 'abc123');
    expect(screen.queryByText('The two passwords do not match')).not.toBeInTheDocument();
    await userEvent.type(username, 'taken01');
    expect(username).not.toHaveAttribute('aria-invalid');

    await userEvent.click(screen.getByRole('button', { name: 'Open account' }));
    expect(await screen.findByText('This username is taken.')).toBeInTheDocument();
    await userEvent.type(username, '2');
    expect(screen.queryByText('This username is taken.')).not.toBeInTheDocument();
  });

  it("lists the agent's links with their QR code and stats, and creates one", async () => {
    const links = [link({})];
    stubPlatform({
      '/wps/system/permission': () => ok(permissionOf({ mainDomain: 'play.example.ph' })),
      '/wps/agent/team/register-settings': () => ok(settings),
      '/wps/agent/team/links': (request) => {
        if (request.method === 'POST') {
          const created = link({
            id: 2,
            code: 'AG9F3A21C0',
            type: 'agent',
            visits: 0,
            registrations: 0,
            firstDeposits: 0,
          });
          links.unshift(created);
          return ok(created);
        }
        return ok({ list: links });
      },
    });
    renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Invitation links' }));
    const list = await screen.findByRole('list', { name: 'My invitation links' });
    expect(
      await within(list).findByRole('img', { name: 'QR code of link AG1001' }),
    ).toBeInTheDocument();
    expect(within(list).getByText('AG1001')).toBeInTheDocument();
    expect(within(list).getByText('Visits').nextElementSibling).toHaveTextContent('48');
    expect(
      within(list).getByText('https://play.example.ph/register?affiliateCode=AG1001'),
    ).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Link type'), 'agent');
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('AG9F3A21C0')).toBeInTheDocument();
    expect(screen.getByText('Invitation link created.')).toBeInTheDocument();
  });

  it('shows no link, QR code or copy button when the player site has no address', async () => {
    stubPlatform({
      '/wps/system/permission': () => ok(permissionOf({ mainDomain: '' })),
      '/wps/agent/team/register-settings': () => ok(settings),
      '/wps/agent/team/links': () => ok({ list: [link({})] }),
    });
    renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Invitation links' }));
    const list = await screen.findByRole('list', { name: 'My invitation links' });
    expect(
      await within(list).findByText(/The player site's address is not set up yet/),
    ).toBeInTheDocument();
    expect(within(list).getByText('AG1001')).toBeInTheDocument();
    expect(within(list).queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(within(list).queryByRole('button', { name: 'Copy link' })).toBeNull();
    expect(within(list).queryByText(/affiliateCode/)).toBeNull();
  });
});
