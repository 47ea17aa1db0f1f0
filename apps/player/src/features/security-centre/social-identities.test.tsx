import { ok, refused, stubPlatform } from '@gaming/api/testing';
import type { SocialIdentitiesValue } from '@gaming/api/wire';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAuth } from '../../test/auth-test-kit';
import { SocialIdentities, linkNavigation } from './social-identities';

const googleLinked: SocialIdentitiesValue = {
  identities: [
    { provider: 'google', email: 'alice@dev.test', linkedAt: '2026-11-24T10:00:00.000Z' },
  ],
  available: ['facebook', 'google'],
};

function platform(options: { unlink?: () => Response } = {}) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  stubPlatform({
    '/wps/member/social-identities': () => ok(googleLinked),
    '/wps/member/social-identities/google': (request) => {
      calls.push({ method: request.method, path: '/wps/member/social-identities/google' });
      return options.unlink ? options.unlink() : ok({ ...googleLinked, identities: [] });
    },
    '/wps/social-login/start': async (request) => {
      calls.push({
        method: request.method,
        path: '/wps/social-login/start',
        body: await request.json(),
      });
      return ok({ url: 'https://provider.test/authorize?state=s' });
    },
  });
  return calls;
}

describe('SocialIdentities', () => {
  it('lists each provider with its state and links one that is not linked', async () => {
    const calls = platform();
    const assign = vi.spyOn(linkNavigation, 'assign').mockImplementation(() => undefined);
    renderAuth(<SocialIdentities />);
    const card = await screen.findByRole('region', { name: 'Social login' });
    expect(within(card).getByText('Linked: alice@dev.test')).toBeInTheDocument();
    expect(within(card).getByText('Not linked')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Link Facebook' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://provider.test/authorize?state=s'),
    );
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/wps/social-login/start',
      body: { provider: 'facebook', link: true },
    });
    assign.mockRestore();
  });

  it('unlinks a provider, and says why when the platform refuses', async () => {
    const calls = platform({ unlink: () => refused('request.invalid') });
    renderAuth(<SocialIdentities />);
    const card = await screen.findByRole('region', { name: 'Social login' });
    await userEvent.click(within(card).getByRole('button', { name: 'Unlink Google' }));
    expect(await within(card).findByRole('alert')).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'DELETE',
      path: '/wps/member/social-identities/google',
    });
  });
});
