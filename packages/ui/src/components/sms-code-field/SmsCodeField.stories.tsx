import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SmsCodeField } from './SmsCodeField';

const meta = {
  title: 'Forms/SmsCodeField',
  component: SmsCodeField,
  args: { countdownSeconds: 60, onSend: fn(() => Promise.resolve(true)), name: 'code' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SmsCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(canvas.getByRole('button', { name: 'Send code' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  },
};

/** Sent: the button counts the seconds down and refuses clicks, staying focusable. */
export const CountingDown: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
    const button = await canvas.findByRole('button', { name: /^Send again in \d+ seconds$/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await expect(args.onSend).toHaveBeenCalledOnce();
  },
};

export const CountdownOver: Story = {
  args: { countdownSeconds: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await canvas.findByRole('button', { name: 'Send again in 1 second' });
    const again = await canvas.findByRole('button', { name: 'Send again' }, { timeout: 2500 });
    await userEvent.click(again);
    await expect(args.onSend).toHaveBeenCalledTimes(2);
  },
};

/** The server refused (the screen shows its message in an alert); the button stays ready. */
export const SendRefused: Story = {
  args: { onSend: fn(() => Promise.resolve(false)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalledOnce());
    await expect(canvas.getByRole('button', { name: 'Send code' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  },
};

export const NoPhoneYet: Story = {
  args: { sendDisabled: true, hint: 'Enter your mobile number first' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send code' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { error: 'Invalid verification code', defaultValue: '12345' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Verification code' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Invalid verification code');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' }, language: 'TY' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ipadala ang code' }));
    await canvas.findByRole('button', { name: /^Maipapadala muli pagkalipas ng \d+ segundo$/ });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
