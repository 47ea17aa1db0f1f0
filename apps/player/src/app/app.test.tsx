import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memberOf, ok, permissionOf, refused, stubPlatform } from '@gaming/api/testing';
import { sessionExpired } from '@gaming/api/base-api';
import { renderApp } from '../test/render';

describe('the player app', () => {
  it('shows the site frame by default: header, welcome, footer', async () => {
    stubPlatform({ '/wps/system/permission': () => ok(permissionOf()) });
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'PH Gaming home' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: 'Welcome' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2019-2024');
  });

  it.each(['/index', '/index.html', '/home'])('serves home at %s', async (path) => {
    stubPlatform({ '/wps/system/permission': () => ok(permissionOf()) });
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
  });

  it('shows a not-found message inside the frame for an unknown path', async () => {
    stubPlatform({ '/wps/system/permission': () => ok(permissionOf()) });
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('shows the maintenance page instead of the frame', async () => {
    stubPlatform({ '/wps/system/permission': () => ok(permissionOf({ status: 1 })) });
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'System maintenance notice' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('loads the member of a session token and shows nickname and balance', async () => {
    const fetchMock = stubPlatform({
      '/wps/system/permission': () => ok(permissionOf()),
      '/wps/member/info': () =>
        ok(memberOf({ nickname: 'Lucky Juan', balance: 1234.5, currencySymbol: '₱' })),
    });
    renderApp('/', { token: 'T-123' });

    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('Lucky Juan')).toBeInTheDocument();
    expect(within(header).getByText('₱1,234.50')).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();

    const memberCall = fetchMock.mock.calls
      .map(([input]) => input)
      .find(
        (input): input is Request =>
          input instanceof Request && input.url.endsWith('/wps/member/info'),
      );
    expect(memberCall?.headers.get('Authorization')).toBe('T-123');
    expect(memberCall?.headers.get('Merchant')).toBe('PHDEMO');
  });

  it('clears the session but keeps the merchant code when the token is refused', async () => {
    sessionStorage.setItem('merchantCode', 'PHDEMO');
    stubPlatform({
      '/wps/system/permission': () => ok(permissionOf()),
      '/wps/member/info': () => refused('CUSTOMER_NOT_LOGIN', 401),
    });
    const { store } = renderApp('/', { token: 'stale' });
    expect(sessionStorage.getItem('token')).toBe('stale');

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem('token')).toBeNull());
    expect(sessionStorage.getItem('merchantCode')).toBe('PHDEMO');
    expect(store.getState().apiContext.token).toBeNull();
  });

  it('opens the login modal over the page when the session ends elsewhere; closing it goes home', async () => {
    stubPlatform({
      '/wps/system/permission': () => ok(permissionOf()),
      '/wps/member/info': () => ok(memberOf()),
    });
    const { store, router } = renderApp('/member/securityCenter', { token: 'T-live' });
    const menu = await screen.findByRole('navigation', { name: 'Member centre menu' });
    // What a call answered for the revoked session does (base query).
    store.dispatch(sessionExpired({ errorCode: 'user.or.token.invalid', token: 'T-live' }));

    const login = await screen.findByRole('dialog', { name: 'Log in' });
    expect(router.state.location.pathname).toBe('/member/securityCenter');
    expect(menu).toBeInTheDocument();
    await userEvent.click(within(login).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().apiContext).toMatchObject({ token: null, expired: false });
  });

  it('switches to Tagalog from the region and language dialog, and remembers it', async () => {
    stubPlatform({
      '/wps/system/permission': () => ok(permissionOf()),
      '/wps/system/merchants': () =>
        ok([
          {
            merchantCode: 'PHDEMO',
            country: 'PH',
            currency: 'TLB',
            countryName: 'Philippines',
            langList: ['EN', 'TY'],
            domains: [],
          },
        ]),
    });
    const { store } = renderApp('/');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Region and language: English' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Select region and language' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Tagalog' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(
      await screen.findByRole('button', { name: 'Rehiyon at wika: Tagalog' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('TY');
    expect(store.getState().apiContext.language).toBe('TY');
    expect(document.documentElement.lang).toBe('fil');
  });
});
