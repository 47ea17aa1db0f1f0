import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'General/Button',
  component: Button,
  args: { children: 'Log in', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Log in' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Register' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Register' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Forgot password?' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Forgot password?' }),
    ).toBeVisible();
  },
};

export const Small: Story = {
  args: { size: 'sm', children: 'Deposit' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Deposit' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(36);
  },
};

export const Block: Story = {
  args: { block: true, children: 'Submit' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Submit' });
    const parent = button.parentElement;
    await expect(parent).not.toBeNull();
    await expect(button.getBoundingClientRect().width).toBe(parent?.getBoundingClientRect().width);
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Withdraw' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Withdraw' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Refusing clicks for a while (a countdown) but still focusable, so the keyboard keeps its place. */
export const Waiting: Story = {
  args: { variant: 'secondary', 'aria-disabled': true, children: 'Send again in 42 seconds' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send again in 42 seconds' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};
