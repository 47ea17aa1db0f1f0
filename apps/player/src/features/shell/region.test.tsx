import { memberOf, ok, permissionOf, stubPlatform } from '@gaming/api/testing';
import { SESSION_KEYS } from '@gaming/domain/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { changeRegion } from './region-change';

const regions = [
  {
    merchantCode: 'PHDEMO',
    country: 'PH',
    currency: 'TLB',
    countryName: 'Philippines',
    langList: ['EN', 'TY'],
    domains: [],
  },
  {
    merchantCode: 'VNDEMO',
    country: 'VN',
    currency: 'VND',
    countryName: 'Vietnam',
    langList: ['EN'],
    domains: [],
  },
];

describe('changeRegion (§4 Region change)', () => {
  it('clears the session, keeps the new merchant and language, and reloads /', () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'T');
    sessionStorage.setItem('caches', '{}');
    const location = { assign: vi.fn() };
    changeRegion(
      { merchantCode: 'VNDEMO', language: 'EN' },
      { sessionStorage, localStorage, location },
    );
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(sessionStorage.getItem('caches')).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.merchantCode)).toBe('VNDEMO');
    expect(localStorage.getItem('language')).toBe('EN');
    expect(location.assign).toHaveBeenCalledWith('/');
  });
});

describe('the region and language dialog (§2 Modals)', () => {
  it('switches the language of the same region and tells the server for a member', async () => {
    const fetchMock = stubPlatform({
      '/wps/system/permission': () => ok(permissionOf()),
      '/wps/system/merchants': () => ok(regions),
      '/wps/member/info': () => ok(memberOf()),
      '/wps/member/language': () => ok({ language: 'TY' }),
    });
    const { store } = renderApp('/', { token: 'T' });
    const header = await screen.findByRole('banner');
    await userEvent.click(within(header).getByRole('button', { name: /Region and language/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Select region and language' });
    expect(await within(dialog).findByRole('radio', { name: /Philippines/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Tagalog' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(store.getState().apiContext.language).toBe('TY'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input]) => input instanceof Request && input.url.endsWith('/wps/member/language'),
        ),
      ).toBe(true),
    );
  });

  it('says "Network link abnormal" when the regions cannot be reached, and lists them after Retry', async () => {
    let reachable = false;
    stubPlatform({
      '/wps/system/permission': () => ok(permissionOf()),
      '/wps/system/merchants': () =>
        reachable ? ok(regions) : Promise.reject(new TypeError('Failed to fetch')),
    });
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: /Region and language/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Select region and language' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Network link abnormal');
    expect(
      within(dialog).getByText('This page tries again by itself every few seconds.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    reachable = true;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('radio', { name: /Philippines/ })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });

  it('offers only the languages of the chosen region', async () => {
    stubPlatform({
      '/wps/system/permission': () => ok(permissionOf()),
      '/wps/system/merchants': () => ok(regions),
    });
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: /Region and language/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Select region and language' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Vietnam/ }));
    expect(within(dialog).getAllByRole('radio', { name: /English|Tagalog/ })).toHaveLength(1);
  });
});
