import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Countdown } from './Countdown';

/** When the stories loaded: `until` args are written relative to it. */
const loadedAt = Date.now();

const meta = {
  title: 'Game/Countdown',
  component: Countdown,
  args: { until: loadedAt + 60_000, onDone: fn() },
  // Each render counts from its own moment, not from when the file loaded.
  render: (args) => <Countdown {...args} until={Date.now() + (args.until - loadedAt)} />,
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent(/^(60|59) seconds$/);
  },
};

export const Finishing: Story = {
  args: { until: loadedAt + 2_000 },
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce(), { timeout: 3500 });
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('0 seconds');
  },
};

export const Finished: Story = {
  args: { until: loadedAt - 60_000 },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('0 seconds');
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

export const CustomText: Story = {
  args: { children: (seconds: number) => `Resend code in ${seconds}s` },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent(
      /^Resend code in \d+s$/,
    );
  },
};
