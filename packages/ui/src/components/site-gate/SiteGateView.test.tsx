import { I18nProvider, createI18n } from '@gaming/i18n';
import type { Language } from '@gaming/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { GatePermission, SiteGateViewState } from './SiteGateView';
import { SiteGateView } from './SiteGateView';

const permission = (overrides: Partial<GatePermission['maintenance']> = {}): GatePermission => ({
  location: { ip: '203.0.113.7' },
  maintenance: { title: '', content: '', endTime: null, ...overrides },
  regionRestriction: { ip: '203.0.113.7' },
});

function renderGate(state: SiteGateViewState, language: Language = 'EN') {
  return render(
    <I18nProvider i18n={createI18n(language)}>
      <SiteGateView state={state}>
        <p>The site</p>
      </SiteGateView>
    </I18nProvider>,
  );
}

describe('SiteGateView', () => {
  it('shows a labelled loading status while the permission call runs', () => {
    renderGate({ kind: 'loading' });
    expect(screen.getByRole('status', { name: 'Loading the site' })).toBeInTheDocument();
    expect(screen.queryByText('The site')).not.toBeInTheDocument();
  });

  it('shows the site when the gate is open', () => {
    renderGate({ kind: 'ready', gate: 'site', permission: permission(), customerServiceUrl: null });
    expect(screen.getByText('The site')).toBeInTheDocument();
  });

  it('shows the maintenance page with the server text as text and a customer service popup of 440 × 750', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderGate({
      kind: 'ready',
      gate: 'maintenance',
      permission: permission({
        title: 'Scheduled upgrade',
        content: 'We are upgrading <b>the wallet</b>.',
        endTime: '2030-01-01T10:00:00Z',
      }),
      customerServiceUrl: '/wps/support',
    });
    // The gate's screens are a chunk of their own: they appear once it has loaded.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'System maintenance notice' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Scheduled upgrade' }),
    ).toBeInTheDocument();
    expect(screen.getByText('We are upgrading <b>the wallet</b>.')).toBeInTheDocument();
    expect(screen.getByRole('term')).toHaveTextContent('Expected back');
    // The end in the site's time (GMT+8), not the device's.
    expect(screen.getByRole('definition')).toHaveTextContent('Jan 1, 2030, 6:00 PM');
    expect(screen.queryByText('The site')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(open).toHaveBeenCalledWith('/wps/support', 'customer-service', 'width=440,height=750');
  });

  it('shows the region-blocked page with the visitor IP and customer service', async () => {
    renderGate({
      kind: 'ready',
      gate: 'region-blocked',
      permission: permission(),
      customerServiceUrl: '/wps/support',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access restricted by location or IP' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('term')).toHaveTextContent('Your IP');
    expect(screen.getByRole('definition')).toHaveTextContent('203.0.113.7');
    expect(screen.getByText(/not available from your current IP address/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeInTheDocument();
  });

  it('offers no customer service button without a safe URL', async () => {
    renderGate({
      kind: 'ready',
      gate: 'region-blocked',
      permission: permission(),
      customerServiceUrl: null,
    });
    await screen.findByRole('heading', { level: 1, name: 'Access restricted by location or IP' });
    expect(screen.queryByRole('button', { name: 'Customer service' })).not.toBeInTheDocument();
  });

  it('speaks Tagalog when the language is TY', async () => {
    renderGate(
      { kind: 'ready', gate: 'maintenance', permission: permission(), customerServiceUrl: '/x' },
      'TY',
    );
    expect(
      await screen.findByRole('heading', { name: 'Abiso sa maintenance ng system' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Makipag-usap sa customer service' }),
    ).toBeInTheDocument();
  });

  it('shows network link abnormal with a retry', async () => {
    const retry = vi.fn();
    renderGate({ kind: 'error', errorCode: 'network_link_abnormal', retry });
    expect(
      await screen.findByRole('heading', { name: 'Network link abnormal' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Check your internet connection, then try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows the catalogue message of a refusal, and an unknown code as unknown error', async () => {
    const { unmount } = renderGate({
      kind: 'error',
      errorCode: 'merchant.unknown',
      retry: vi.fn(),
    });
    expect(
      await screen.findByRole('heading', {
        name: 'This site is not recognised. Please contact customer service.',
      }),
    ).toBeInTheDocument();
    unmount();
    renderGate({ kind: 'error', errorCode: 'brand.new.code', retry: vi.fn() });
    expect(await screen.findByRole('heading', { name: 'Unknown error' })).toBeInTheDocument();
  });

  it("says the connection failed, with a retry, when even the screens' chunk cannot load", async () => {
    vi.doMock('./GateScreen', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    vi.resetModules();
    const { SiteGateView: FreshGate } = await import('./SiteGateView');
    const retry = vi.fn();
    render(
      <I18nProvider i18n={createI18n('EN')}>
        <FreshGate state={{ kind: 'error', errorCode: 'network_link_abnormal', retry }}>
          <p>The site</p>
        </FreshGate>
      </I18nProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'No connection' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    // The permission call is asked again (and the chunk with it: the e2e fault suite loads it).
    expect(retry).toHaveBeenCalledTimes(1);
    vi.doUnmock('./GateScreen');
  });
});
