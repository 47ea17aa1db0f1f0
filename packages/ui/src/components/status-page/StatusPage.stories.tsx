import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../icon';
import { StatusPage } from './StatusPage';

const meta = {
  title: 'Feedback/StatusPage',
  component: StatusPage,
  parameters: { layout: 'fullscreen' },
  args: { title: 'System maintenance notice' },
} satisfies Meta<typeof StatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: { text: 'We will be back shortly.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'System maintenance notice' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const WarningWithDetails: Story = {
  args: {
    tone: 'warning',
    icon: <Icon name="maintenance" size={32} />,
    subtitle: 'Scheduled upgrade',
    text: 'We are upgrading the wallet.\nYour balance is safe.',
    details: [{ label: 'Expected back', value: '1 Jan 2030, 10:00' }],
    action: { label: 'Customer service', onClick: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Scheduled upgrade' }),
    ).toBeVisible();
    await expect(canvas.getByRole('term')).toHaveTextContent('Expected back');
    await userEvent.click(canvas.getByRole('button', { name: 'Customer service' }));
    await expect(args.action?.onClick).toHaveBeenCalledOnce();
  },
};

export const Danger: Story = {
  args: {
    tone: 'danger',
    icon: <Icon name="blocked" size={32} />,
    title: 'Access restricted by location or IP',
    details: [{ label: 'Your IP', value: '203.0.113.7' }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('definition')).toHaveTextContent('203.0.113.7');
  },
};

export const Phone: Story = {
  ...WarningWithDetails,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'System maintenance notice' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(360);
  },
};
