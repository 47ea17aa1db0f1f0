import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Clock } from './Clock';

const meta = {
  title: 'Game/Clock',
  component: Clock,
  args: { timeZone: 'Asia/Manila' },
} satisfies Meta<typeof Clock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DateAndTime: Story = {
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time');
    const first = time?.getAttribute('datetime');
    await waitFor(() => expect(time?.getAttribute('datetime')).not.toBe(first), { timeout: 2500 });
  },
};

export const TimeOnly: Story = {
  args: { showDate: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')?.textContent).toMatch(/\d:\d\d:\d\d/);
  },
};

export const WithTimeZone: Story = {
  args: { showTimeZone: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')?.textContent).toMatch(/GMT\+8|PHT|PST/);
  },
};

export const Tagalog: Story = {
  args: { language: 'TY' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).not.toBeNull();
  },
};
