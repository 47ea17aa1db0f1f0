import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleArt } from '../game-tile/GameTile.fixtures';
import { BannerCarousel } from './BannerCarousel';

interface SampleBanner {
  url: string;
  linkageType: string;
  groupName: string;
}

const banner = (label: string, hue: number): SampleBanner => ({
  url: sampleArt(label, hue, 1600, 600),
  linkageType: 'PROMO',
  groupName: 'w_home',
});

const banners = [
  banner('Welcome bonus', 45),
  banner('Daily rebate', 260),
  banner('Refer a friend', 150),
  banner('Weekend jackpot', 330),
];

const meta = {
  title: 'Game/BannerCarousel',
  component: BannerCarousel<SampleBanner>,
  args: { banners, onOpen: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1280, margin: '0 auto', padding: 12 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BannerCarousel<SampleBanner>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The engine has loaded and drives the carousel (the first paint's layout until then). */
const engineReady = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[data-carousel="engine"]')).not.toBeNull(), {
    timeout: 4000,
  });

export const SingleBanner: Story = {
  args: { banners: banners.slice(0, 1) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Next banner' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Open banner 1 of 1' }));
    await expect(args.onOpen).toHaveBeenCalledWith(banners[0], 0);
    // A single banner never loads the engine.
    await expect(canvasElement.querySelector('.ui-banner__track--engine')).toBeNull();
  },
};

/**
 * A slide change takes the 1000 ms speed of §9: wait well past it, not waitFor's 1 s default; a
 * loaded 2-core CI machine may take several seconds to run one.
 */
const SLIDE_WAIT = { timeout: 10_000 };

export const Rotating: Story = {
  // Manual navigation only: a timer firing mid-test under load would move the slide (autoplay
  // itself is tested with fake timers in carousel-engine.test.ts).
  args: { autoplayDelay: 600_000 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await engineReady(canvasElement);
    const current = (n: number) => canvas.getByRole('button', { name: `Show banner ${n}` });
    // The engine reports the banner in front as a move starts; a tap during a move waits its turn.
    await userEvent.click(canvas.getByRole('button', { name: 'Next banner' }));
    await waitFor(() => expect(current(2)).toHaveAttribute('aria-current', 'true'), SLIDE_WAIT);
    await userEvent.click(current(4));
    await waitFor(() => expect(current(4)).toHaveAttribute('aria-current', 'true'), SLIDE_WAIT);
    // Next on the last banner loops forward onto the first.
    await userEvent.click(canvas.getByRole('button', { name: 'Next banner' }));
    await waitFor(() => expect(current(1)).toHaveAttribute('aria-current', 'true'), SLIDE_WAIT);
    await userEvent.click(canvas.getByRole('button', { name: 'Open banner 1 of 4' }));
    await expect(args.onOpen).toHaveBeenCalledWith(banners[0], 0);
  },
};

/** A swipe of a finger, as the pointer events the engine listens to. */
function swipe(target: Element, fromX: number, toX: number) {
  const { top, height } = target.getBoundingClientRect();
  const at = (type: string, clientX: number) =>
    target.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        pointerId: 7,
        isPrimary: true,
        pointerType: 'touch',
        clientX,
        clientY: top + height / 2,
      }),
    );
  at('pointerdown', fromX);
  for (let step = 1; step <= 4; step += 1) at('pointermove', fromX + ((toX - fromX) * step) / 4);
  at('pointerup', toX);
}

export const Swiped: Story = {
  args: { autoplayDelay: 600_000 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await engineReady(canvasElement);
    const first = canvas.getByRole('button', { name: 'Open banner 1 of 4' });
    const { left, width } = first.getBoundingClientRect();
    // Right to left across half a banner: the next one comes in, and the drag opens nothing.
    swipe(first, left + width * 0.75, left + width * 0.25);
    first.click();
    await waitFor(
      () =>
        expect(canvas.getByRole('button', { name: 'Show banner 2' })).toHaveAttribute(
          'aria-current',
          'true',
        ),
      SLIDE_WAIT,
    );
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

export const TwoBanners: Story = {
  args: { banners: banners.slice(0, 2), autoplayDelay: 600_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await engineReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous banner' }));
    await waitFor(
      () =>
        expect(canvas.getByRole('button', { name: 'Show banner 2' })).toHaveAttribute(
          'aria-current',
          'true',
        ),
      SLIDE_WAIT,
    );
  },
};

export const Paused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Pause automatic rotation' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByRole('button', { name: 'Open banner 1 of 4' });
    await expect(first).toBeVisible();
  },
};
