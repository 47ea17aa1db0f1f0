import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import type { GatePermission } from './SiteGateView';
import { SiteGateView } from './SiteGateView';

const permission: GatePermission = {
  location: { ip: '203.0.113.7' },
  maintenance: {
    title: 'Scheduled upgrade',
    content: 'We are upgrading the wallet. Your balance is safe.',
    endTime: '2030-01-01T10:00:00Z',
  },
  regionRestriction: { ip: '203.0.113.7' },
};

const meta = {
  title: 'App/SiteGateView',
  component: SiteGateView,
  parameters: { layout: 'fullscreen' },
  args: {
    state: { kind: 'loading' },
    children: <p style={{ padding: 16 }}>The site</p>,
  },
  // Customer service opens a popup; stories only record the call.
  beforeEach: () => {
    const open = spyOn(window, 'open').mockReturnValue(null);
    return () => open.mockRestore();
  },
} satisfies Meta<typeof SiteGateView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading the site' })).toBeVisible();
    await expect(canvas.queryByText('The site')).not.toBeInTheDocument();
  },
};

export const Open: Story = {
  args: { state: { kind: 'ready', gate: 'site', permission, customerServiceUrl: '/wps/support' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The site')).toBeVisible();
  },
};

export const Maintenance: Story = {
  args: {
    state: { kind: 'ready', gate: 'maintenance', permission, customerServiceUrl: '/wps/support' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The spy of `beforeEach`: spying again hands it back.
    const open = spyOn(window, 'open');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'System maintenance notice' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Customer service' }));
    await expect(open).toHaveBeenCalledWith(
      '/wps/support',
      'customer-service',
      'width=440,height=750',
    );
  },
};

export const MaintenanceInTagalog: Story = {
  ...Maintenance,
  globals: { language: 'TY' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Abiso sa maintenance ng system' }),
    ).toBeVisible();
  },
};

export const RegionBlocked: Story = {
  args: {
    state: { kind: 'ready', gate: 'region-blocked', permission, customerServiceUrl: null },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Access restricted by location or IP' }),
    ).toBeVisible();
    await expect(canvas.getByRole('definition')).toHaveTextContent('203.0.113.7');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const NetworkError: Story = {
  args: { state: { kind: 'error', errorCode: 'network_link_abnormal', retry: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Network link abnormal' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    if (args.state.kind === 'error') await expect(args.state.retry).toHaveBeenCalledOnce();
  },
};

export const UnknownError: Story = {
  args: { state: { kind: 'error', errorCode: 'brand.new.code', retry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Unknown error' }),
    ).toBeVisible();
  },
};
