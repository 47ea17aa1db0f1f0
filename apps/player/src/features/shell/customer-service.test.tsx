import { memberOf, ok, permissionOf, stubPlatform } from '@gaming/api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';

const DESKTOP_POPUP = 'popup,width=440,height=750';

function fakePopup() {
  return { closed: false, opener: window as Window | null, location: { href: 'about:blank' } };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function clickCustomerService() {
  const nav = await screen.findByRole('navigation', { name: 'Main menu' });
  await userEvent.click(await within(nav).findByRole('button', { name: 'Customer Service 24/7' }));
}

describe('customer service (§2 side menu, §9 popup 440×750)', () => {
  it("opens a visitor's entry in a 440×750 popup window", async () => {
    stubPlatform({ '/wps/system/permission': () => ok(permissionOf()) });
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    renderApp('/');
    await clickCustomerService();
    expect(open).toHaveBeenCalledWith(
      `${window.location.origin}/wps/support`,
      'customer-service',
      `${DESKTOP_POPUP},noopener`,
    );
  });

  it('opens the live chat for a member: the popup first, then the chat address from CBS_launchChat', async () => {
    const gate: { answer?: () => void } = {};
    stubPlatform({
      '/wps/system/permission': () => ok(permissionOf()),
      '/wps/member/info': () => ok(memberOf()),
      '/wps/relay/CBS_launchChat': async (request) => {
        expect(new URL(request.url).searchParams.get('b2c')).toBe('1');
        await new Promise<void>((resolve) => {
          gate.answer = resolve;
        });
        return ok({ chatUrl: '/wps/chat/abcdefghijklmnopqrstuvwx' });
      },
    });
    const popup = fakePopup();
    const open = vi.fn(() => popup);
    vi.stubGlobal('open', open);
    renderApp('/', { token: 'T' });
    await clickCustomerService();
    // Opened in the click itself, before the platform answers: no popup blocker stops it.
    expect(open).toHaveBeenCalledWith('about:blank', 'customer-service', DESKTOP_POPUP);
    expect(popup.location.href).toBe('about:blank');
    await waitFor(() => expect(gate.answer).toBeDefined());
    gate.answer?.();
    await waitFor(() =>
      expect(popup.location.href).toBe(
        `${window.location.origin}/wps/chat/abcdefghijklmnopqrstuvwx`,
      ),
    );
    expect(popup.opener).toBeNull();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("falls back to the entry's page when the chat cannot start, and opens a full page on phones", async () => {
    stubPlatform({
      '/wps/system/permission': () => ok(permissionOf()),
      '/wps/member/info': () => ok(memberOf()),
    });
    const phone = vi.fn((query: string) => ({
      matches: query === '(max-width: 767px)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    vi.stubGlobal('matchMedia', phone);
    const popup = fakePopup();
    const open = vi.fn(() => popup);
    vi.stubGlobal('open', open);
    renderApp('/', { token: 'T' });
    const menu = await screen.findByRole('button', { name: 'Open menu' });
    await userEvent.click(menu);
    await clickCustomerService();
    expect(open).toHaveBeenCalledWith('about:blank', 'customer-service', undefined);
    await waitFor(() => expect(popup.location.href).toBe(`${window.location.origin}/wps/support`));
    // The fallback is quiet: the menu shows no error (the home page behind it is not stubbed here).
    expect(
      within(screen.getByRole('navigation', { name: 'Main menu' })).queryByRole('alert'),
    ).not.toBeInTheDocument();
  });
});
