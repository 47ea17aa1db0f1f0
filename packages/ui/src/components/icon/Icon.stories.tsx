import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from './Icon';

const meta = {
  title: 'General/Icon',
  component: Icon,
  args: { name: 'maintenance', size: 32 },
  argTypes: {
    name: { control: 'select', options: ['maintenance', 'blocked', 'offline', 'alert'] },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decoration: hidden from screen readers. */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};

/** With a label the icon is an image screen readers announce. */
export const Labelled: Story = {
  args: { name: 'offline', label: 'Offline' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Offline' })).toBeVisible();
  },
};

export const All: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, color: 'var(--color-primary-text)' }}>
      <Icon {...args} name="maintenance" label="Maintenance" />
      <Icon {...args} name="blocked" label="Blocked" />
      <Icon {...args} name="offline" label="Offline" />
      <Icon {...args} name="alert" label="Alert" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(4);
  },
};
