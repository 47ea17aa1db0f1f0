import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password', autoComplete: 'current-password' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'Demo1234');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const Revealed: Story = {
  args: { defaultValue: 'Demo1234' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('Demo1234');
  },
};

export const NewPassword: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    hint: '6 to 12 letters and digits',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('New password');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toHaveAccessibleDescription('6 to 12 letters and digits');
  },
};

export const Invalid: Story = {
  args: {
    label: 'Confirm password',
    autoComplete: 'new-password',
    defaultValue: 'Demo123',
    error: 'The two passwords are inconsistent',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Confirm password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('Demo123');
  },
};
