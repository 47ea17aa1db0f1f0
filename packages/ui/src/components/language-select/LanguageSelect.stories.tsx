import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageSelect } from './LanguageSelect';

const meta = {
  title: 'App/LanguageSelect',
  component: LanguageSelect,
  args: { value: 'EN', onChange: fn() },
} satisfies Meta<typeof LanguageSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Language' });
    await expect(select).toHaveValue('EN');
    await userEvent.selectOptions(select, 'TY');
    await expect(args.onChange).toHaveBeenCalledWith('TY');
  },
};

export const Tagalog: Story = {
  args: { value: 'TY' },
  globals: { language: 'TY' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Wika' })).toHaveValue('TY');
  },
};
