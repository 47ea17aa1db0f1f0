import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Remember password', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Remember password' });
    await userEvent.click(canvas.getByText('Remember password'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Remember password' });
    await expect(box).toBeChecked();
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const TermsWithError: Story = {
  args: {
    label: (
      <>
        I am over 18 and agree to the <a href="#terms">terms and conditions</a>
      </>
    ),
    error: 'not empty?',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: 'I am over 18 and agree to the terms and conditions',
    });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('not empty?');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
  },
};
