import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { memberOf, ok, permissionOf, stubPlatform } from '@gaming/api/testing';
import { renderApp } from '../test/render';

const site = () => stubPlatform({ '/wps/system/permission': () => ok(permissionOf()) });

describe('the route table (§2)', () => {
  it('loads the promotions group: the page with its category tabs from the platform', async () => {
    stubPlatform({
      '/wps/system/permission': () => ok(permissionOf()),
      '/wps/promotions': () => ok({ categories: ['deposit'], list: [] }),
    });
    renderApp('/promotions?type=deposit');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Promotions' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Deposit' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('shows the points mall to a visitor with a way to log in', async () => {
    site();
    renderApp('/pointMall');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Points mall' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Log in to redeem rewards.')).toBeInTheDocument();
    const mall = screen.getByRole('region', { name: 'Points mall' });
    await userEvent.click(within(mall).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it.each([
    ['/download', 'App download', '/wps/system/permission'],
    ['/speedTest', 'Mirror sites', '/wps/system/domainRoute'],
    ['/winners', 'Winners list', '/wps/relay/ODSFE2_getWinnerBoard'],
  ])('gives the support page %s its own address', async (path, title) => {
    stubPlatform({
      '/wps/system/permission': () => ok(permissionOf()),
      '/wps/system/domainRoute': () => ok({ domainList: [] }),
      '/wps/relay/ODSFE2_getWinnerBoard': () => ok({ list: [] }),
    });
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const footer = await screen.findByRole('navigation', { name: 'Support' });
    expect(within(footer).getByRole('link', { name: title })).toHaveAttribute('href', path);
  });

  describe('the member centre', () => {
    const memberSite = () =>
      stubPlatform({
        '/wps/system/permission': () => ok(permissionOf()),
        '/wps/member/info': () => ok(memberOf()),
      });

    it('gives each built page its own address in the menu; a page not built yet is not found', async () => {
      memberSite();
      const built = renderApp('/member/securityCenter', { token: 'T' });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Security centre' }),
      ).toBeInTheDocument();
      const menu = screen.getByRole('navigation', { name: 'Member centre menu' });
      expect(within(menu).getByRole('link', { name: 'Security centre' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(within(menu).getByRole('link', { name: 'Deposit' })).toHaveAttribute(
        'href',
        '/member/depositv2',
      );
      expect(within(menu).getByRole('link', { name: 'Feedback' })).toHaveAttribute(
        'href',
        '/member/feedback',
      );
      expect(within(menu).getByRole('link', { name: 'Missions' })).toHaveAttribute(
        'href',
        '/member/missionLeaderboard',
      );
      // A page name the spec does not have is not found.
      built.unmount();
      renderApp('/member/nonexistent', { token: 'T' });
      expect(
        await screen.findByRole('heading', { level: 1, name: /not found/i }),
      ).toBeInTheDocument();
    });

    it('lists fund transfer in multi-wallet mode only, and transfer to upline when it is on', async () => {
      const mode = { isSingle: 0, toUpline: 1 };
      stubPlatform({
        '/wps/system/permission': () => ok(permissionOf()),
        '/wps/member/info': () => ok(memberOf()),
        '/wps/relay/GCS_merchantWallet': () => ok(mode),
      });
      const multi = renderApp('/member/securityCenter', { token: 'T' });
      const menu = await screen.findByRole('navigation', { name: 'Member centre menu' });
      expect(within(menu).getByRole('link', { name: 'Fund transfer' })).toHaveAttribute(
        'href',
        '/member/transferFund',
      );
      expect(within(menu).getByRole('link', { name: 'Transfer to upline' })).toBeInTheDocument();
      expect(within(menu).getByRole('link', { name: 'Red envelopes' })).toBeInTheDocument();
      multi.unmount();
      mode.isSingle = 1;
      mode.toUpline = 0;
      renderApp('/member/securityCenter', { token: 'T' });
      const single = await screen.findByRole('navigation', { name: 'Member centre menu' });
      expect(within(single).queryByRole('link', { name: 'Fund transfer' })).not.toBeInTheDocument();
      expect(
        within(single).queryByRole('link', { name: 'Transfer to upline' }),
      ).not.toBeInTheDocument();
    });

    it('says at /member/transferFund with one wallet that nothing needs transferring', async () => {
      stubPlatform({
        '/wps/system/permission': () => ok(permissionOf()),
        '/wps/member/info': () => ok(memberOf()),
        '/wps/relay/GCS_merchantWallet': () => ok({ isSingle: 1, toUpline: 0 }),
      });
      renderApp('/member/transferFund', { token: 'T' });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Fund transfer' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText('Your balance is shared by all games, so no transfer is needed.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to my wallet' })).toHaveAttribute(
        'href',
        '/member',
      );
      expect(screen.queryByRole('heading', { name: /not found/i })).not.toBeInTheDocument();
    });

    it('takes /member to the first page and /member?page= to the page address', async () => {
      memberSite();
      const first = renderApp('/member', { token: 'T' });
      await waitFor(() =>
        expect(first.router.state.location.pathname).toBe('/member/securityCenter'),
      );
      first.unmount();
      const old = renderApp('/member?page=messageV2', { token: 'T' });
      await waitFor(() => expect(old.router.state.location.pathname).toBe('/member/messageV2'));
    });

    it('does not list or open a page the merchant turned off', async () => {
      const permission = permissionOf();
      permission.info.whitelabel.REFERRAL = false;
      stubPlatform({
        '/wps/system/permission': () => ok(permission),
        '/wps/member/info': () => ok(memberOf()),
      });
      renderApp('/member/referral', { token: 'T' });
      expect(
        await screen.findByRole('heading', { level: 1, name: /not found/i }),
      ).toBeInTheDocument();
    });

    it('sends a visitor to /login', async () => {
      site();
      const { router } = renderApp('/member/depositv2');
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    });
  });

  it('sends a lottery route without a session token to /login with the login modal open', async () => {
    site();
    const { router, store } = renderApp('/lottery?gameCode=X');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(store.getState().auth.loginOpen).toBe(true));
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
  });

  it('opens a lottery page with a token, without footer or side menu', async () => {
    stubPlatform({
      '/wps/system/permission': () => ok(permissionOf()),
      '/wps/member/info': () => ok(memberOf()),
    });
    renderApp('/seaLottery', { token: 'T' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'SEA lottery' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('keeps footer and side menu on the other pages', async () => {
    site();
    renderApp('/promotions');
    await screen.findByRole('heading', { level: 1, name: 'Promotions' });
    expect(screen.getByRole('contentinfo')).toHaveTextContent('2019-2024');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('shows home with the registration modal at /register; closing it goes home', async () => {
    site();
    const { router } = renderApp('/register');
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    expect(await within(dialog).findByRole('tab', { name: 'Username' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    const [close] = within(dialog).getAllByRole('button', { name: 'Close' });
    if (close) await userEvent.click(close);
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens the help centre over home at /help, articles sanitised', async () => {
    stubPlatform({
      '/wps/system/permission': () => ok(permissionOf()),
      '/wps/system/helpCenter': () =>
        ok([
          {
            id: 1,
            title: 'Rules',
            articles: [
              {
                id: 7,
                title: 'Terms',
                content: '<p>Be <b>fair</b><script>x()</script></p>',
                anchor: 'term',
              },
            ],
          },
        ]),
    });
    const scrolled: Element[] = [];
    const scrollIntoView = vi
      .spyOn(Element.prototype, 'scrollIntoView')
      .mockImplementation(function (this: Element) {
        scrolled.push(this);
      });
    renderApp('/help#term');
    const dialog = await screen.findByRole('dialog', { name: 'Help centre' });
    expect(await within(dialog).findByText('Terms')).toBeInTheDocument();
    // The #term article is open, in view and focused.
    const article = dialog.querySelector('#help-term');
    expect(article).toHaveAttribute('open');
    await waitFor(() => expect(scrolled).toContain(article));
    expect(within(dialog).getByText('Terms')).toHaveFocus();
    scrollIntoView.mockRestore();
    expect(within(dialog).getByText('fair').tagName).toBe('B');
    expect(dialog.querySelector('script')).toBeNull();
  });

  it('explains the agent centre at /agent', async () => {
    site();
    renderApp('/agent');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Agent centre' }),
    ).toBeInTheDocument();
  });

  it('swallows a navigation to the page already shown', async () => {
    site();
    const { router } = renderApp('/promotions');
    await screen.findByRole('heading', { level: 1, name: 'Promotions' });
    const key = router.state.location.key;
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Promotions' }));
    expect(router.state.location.key).toBe(key);
    await userEvent.click(
      within(screen.getByRole('banner')).getByRole('link', { name: 'PH Gaming home' }),
    );
    expect(router.state.location.pathname).toBe('/');
    const homeKey = router.state.location.key;
    await act(async () => {
      await userEvent.click(
        within(screen.getByRole('banner')).getByRole('link', { name: 'PH Gaming home' }),
      );
    });
    expect(router.state.location.key).toBe(homeKey);
  });
});
