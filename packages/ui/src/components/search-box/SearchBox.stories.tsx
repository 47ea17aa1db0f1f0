import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBox } from './SearchBox';

const meta = {
  title: 'Game/SearchBox',
  component: SearchBox,
  args: { onSearch: fn(), onClear: fn(), onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search games' }),
      '  fortune tiger {Enter}',
    );
    await expect(args.onSearch).toHaveBeenCalledWith('fortune tiger');
  },
};

export const WithText: Story = {
  args: { defaultValue: 'bonanza' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'bonanza' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toBeDisabled();
  },
};
