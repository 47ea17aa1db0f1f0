import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NoticeMarquee } from './NoticeMarquee';

interface SampleNotice {
  id: number;
  title: string;
}

const notices: SampleNotice[] = [
  { id: 1, title: 'System maintenance on Monday 02:00-04:00' },
  { id: 2, title: 'New: daily rebate up to 1% on all slots' },
  { id: 3, title: 'Deposit via GCash is back online' },
];

const meta = {
  title: 'Game/NoticeMarquee',
  component: NoticeMarquee<SampleNotice>,
  args: { notices, getKey: (notice: SampleNotice) => notice.id, onOpen: fn() },
} satisfies Meta<typeof NoticeMarquee<SampleNotice>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scrolling: Story = {
  play: async ({ args, canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Notices' });
    const notice = within(region).getByRole('button', { name: notices[1]?.title ?? '' });
    const track = canvasElement.querySelector('.ui-marquee__track');
    await expect(track && getComputedStyle(track).animationName).toBe('ui-marquee-scroll');
    await expect(track && getComputedStyle(track).animationPlayState).toBe('running');
    await userEvent.click(notice);
    await expect(args.onOpen).toHaveBeenCalledWith(notices[1]);
    // A clicked notice holds the focus: the line stays still (paused, or stopped for keyboard focus).
    const style = track && getComputedStyle(track);
    await expect(style?.animationPlayState === 'paused' || style?.animationName === 'none').toBe(
      true,
    );
  },
};

export const KeyboardFocus: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const first = within(canvasElement).getByRole('button', { name: notices[0]?.title ?? '' });
    await expect(first).toHaveFocus();
    const track = canvasElement.querySelector('.ui-marquee__track');
    await expect(track && getComputedStyle(track).animationName).toBe('none');
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(notices[0]);
  },
};

export const SingleNotice: Story = {
  args: { notices: notices.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(1);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Notices' })).toBeVisible();
  },
};
