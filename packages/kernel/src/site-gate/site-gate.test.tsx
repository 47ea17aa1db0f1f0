import { ok, permissionOf, stubPlatform } from '@gaming/api/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createAppTestKit, makeBaseStore } from '../testing/render';
import { SiteGate } from './site-gate';

const { renderWithProviders } = createAppTestKit({ makeStore: makeBaseStore, routes: [] });

// The gate's screens are tested in @gaming/ui; these tests cover the wiring with a real store.
const site = (
  <SiteGate>
    <p>The site</p>
  </SiteGate>
);

describe('SiteGate', () => {
  it('opens the customer service path of the permission call against the API base', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    stubPlatform({
      '/wps/system/permission': () => ok(permissionOf({ status: 2, ip: '203.0.113.7' })),
    });
    renderWithProviders(site);
    expect(
      await screen.findByRole('heading', { name: 'Access restricted by location or IP' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('definition')).toHaveTextContent('203.0.113.7');
    await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(open).toHaveBeenCalledWith(
      `${window.location.origin}/wps/support`,
      'customer-service',
      'width=440,height=750',
    );
  });

  it('offers no customer service button when the server path is unsafe', async () => {
    stubPlatform({
      '/wps/system/permission': () =>
        ok(
          permissionOf({
            status: 1,
            customerService: [{ csType: 'LIVECHAT', title: 'Chat', path: 'javascript:alert(1)' }],
          }),
        ),
    });
    renderWithProviders(site);
    expect(
      await screen.findByRole('heading', { name: 'System maintenance notice' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Customer service' })).not.toBeInTheDocument();
  });

  it('retries the permission call after a network failure and then shows the site', async () => {
    let online = false;
    const fetchMock = stubPlatform({
      '/wps/system/permission': () =>
        online ? ok(permissionOf()) : Promise.reject(new TypeError('Failed to fetch')),
    });
    renderWithProviders(site);
    expect(
      await screen.findByRole('heading', { name: 'Network link abnormal' }),
    ).toBeInTheDocument();
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The site')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
