import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Username', name: 'username', autoComplete: 'username' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'demo');
    await expect(input).toHaveValue('demo');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: { hint: '4 to 11 letters or digits', placeholder: 'e.g. juan2024' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Username' }),
    ).toHaveAccessibleDescription('4 to 11 letters or digits');
  },
};

export const Invalid: Story = {
  args: {
    hint: '4 to 11 letters or digits',
    error: 'Please enter 4 to 11 letters or digits',
    defaultValue: 'ab',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      '4 to 11 letters or digits Please enter 4 to 11 letters or digits',
    );
    await expect(input).toHaveValue('ab');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'demo' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Username' })).toBeDisabled();
  },
};
