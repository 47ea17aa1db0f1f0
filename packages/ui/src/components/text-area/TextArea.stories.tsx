import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Content description', name: 'content' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Content description' });
    await userEvent.type(box, 'My deposit has not arrived');
    await expect(box).toHaveValue('My deposit has not arrived');
    await expect(box).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: { hint: '0 of 140 characters' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Content description' }),
    ).toHaveAccessibleDescription('0 of 140 characters');
  },
};

export const Invalid: Story = {
  args: {
    hint: '141 of 140 characters',
    error: 'Use at most 140 characters',
    defaultValue: 'a'.repeat(141),
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Content description' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveValue('a'.repeat(141));
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Sent' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Content description' }),
    ).toBeDisabled();
  },
};
