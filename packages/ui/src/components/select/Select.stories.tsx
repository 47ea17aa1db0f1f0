import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const banks = [
  { value: 'BDO', label: 'BDO Unibank' },
  { value: 'BPI', label: 'Bank of the Philippine Islands' },
  { value: 'GCASH', label: 'GCash' },
  { value: 'MAYA', label: 'Maya', disabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Bank', options: banks, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPlaceholder: Story = {
  args: { placeholder: 'Choose a bank', defaultValue: '' },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Bank' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'GCASH');
    await expect(select).toHaveValue('GCASH');
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const Chosen: Story = {
  args: { defaultValue: 'BPI', hint: 'An account in your own name' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Bank' });
    await expect(select).toHaveValue('BPI');
    await expect(select).toHaveAccessibleDescription('An account in your own name');
  },
};

export const Invalid: Story = {
  args: { placeholder: 'Choose a bank', defaultValue: '', error: 'Choose a bank' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Bank' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'BDO', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Bank' })).toBeDisabled();
  },
};
