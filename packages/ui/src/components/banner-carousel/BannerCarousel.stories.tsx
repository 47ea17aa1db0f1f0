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

/**
 * A slide change takes the 1000 ms speed of §9, and swiper arrives after the first picture: wait
 * well past both, not waitFor's 1 s default; a loaded 2-core CI machine may take several seconds.
 */
const SLIDE_WAIT = { timeout: 10_000 };

/** Swiper has loaded and drives the carousel (the first paint's static layout until then). */
const swiperReady = (canvasElement: HTMLElement) =>
  waitFor(
    () => expect(canvasElement.querySelector('[data-carousel="swiper"]')).not.toBeNull(),
    SLIDE_WAIT,
  );

/** The pagination dot of banner `position`, current while that banner is in front. */
const dotOf = (canvasElement: HTMLElement, position: number) =>
  within(canvasElement).getByRole('button', { name: `Show banner ${position}` });
const inFront = (canvasElement: HTMLElement, position: number) =>
  waitFor(
    () => expect(dotOf(canvasElement, position)).toHaveAttribute('aria-current', 'true'),
    SLIDE_WAIT,
  );

/** The banner in front has slid home: its left edge on the carousel's left edge. */
const slidHome = (canvasElement: HTMLElement, position: number, total: number) =>
  waitFor(async () => {
    const slide = within(canvasElement).getByRole('group', { name: `${position} of ${total}` });
    const viewport = canvasElement.querySelector('.ui-banner__viewport');
    if (!viewport) throw new Error('no viewport');
    const offset = slide.getBoundingClientRect().left - viewport.getBoundingClientRect().left;
    await expect(Math.abs(offset)).toBeLessThan(2);
  }, SLIDE_WAIT);

/** Lets time pass (autoplay's turn would come within it). */
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const SingleBanner: Story = {
  args: { banners: banners.slice(0, 1) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Next banner' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Open banner 1 of 1' }));
    await expect(args.onOpen).toHaveBeenCalledWith(banners[0], 0);
    // A single banner never loads swiper.
    await wait(300);
    await expect(canvasElement.querySelector('.swiper')).toBeNull();
  },
};

export const Rotating: Story = {
  // Manual navigation only: a timer firing mid-test under load would move the slide (autoplay has
  // stories of its own below).
  args: { autoplayDelay: 600_000 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await swiperReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next banner' }));
    await inFront(canvasElement, 2);
    await slidHome(canvasElement, 2, 4);
    await userEvent.click(dotOf(canvasElement, 4));
    await inFront(canvasElement, 4);
    await slidHome(canvasElement, 4, 4);
    // Next on the last banner loops forward onto the first, and Previous back round again.
    await userEvent.click(canvas.getByRole('button', { name: 'Next banner' }));
    await inFront(canvasElement, 1);
    await slidHome(canvasElement, 1, 4);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous banner' }));
    await inFront(canvasElement, 4);
    await slidHome(canvasElement, 4, 4);
    await userEvent.click(canvas.getByRole('button', { name: 'Open banner 4 of 4' }));
    await expect(args.onOpen).toHaveBeenCalledWith(banners[3], 3);
  },
};

/** A swipe of a finger, as the pointer events swiper listens to. */
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
    await swiperReady(canvasElement);
    const first = within(canvasElement).getByRole('button', { name: 'Open banner 1 of 4' });
    const { left, width } = first.getBoundingClientRect();
    // Right to left across half a banner: the next one comes in, and the drag opens nothing.
    swipe(first, left + width * 0.75, left + width * 0.25);
    first.click();
    await inFront(canvasElement, 2);
    await slidHome(canvasElement, 2, 4);
    await expect(args.onOpen).not.toHaveBeenCalled();
    // And back, left to right.
    const second = within(canvasElement).getByRole('button', { name: 'Open banner 2 of 4' });
    const box = second.getBoundingClientRect();
    swipe(second, box.left + box.width * 0.25, box.left + box.width * 0.75);
    await inFront(canvasElement, 1);
  },
};

export const TwoBanners: Story = {
  args: { banners: banners.slice(0, 2), autoplayDelay: 600_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await swiperReady(canvasElement);
    // Two banners rewind rather than loop: Previous on the first goes to the last.
    await userEvent.click(canvas.getByRole('button', { name: 'Previous banner' }));
    await inFront(canvasElement, 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Next banner' }));
    await inFront(canvasElement, 1);
  },
};

/** Short turns, so the stories see several in a few seconds. */
const QUICK = { autoplayDelay: 1000, speed: 300 };

export const Autoplay: Story = {
  args: QUICK,
  play: async ({ canvasElement }) => {
    const carousel = within(canvasElement).getByRole('region', { name: 'Featured promotions' });
    await swiperReady(canvasElement);
    await inFront(canvasElement, 2);
    // Under the mouse it holds still for several turns...
    await userEvent.hover(carousel);
    const held = [1, 2, 3, 4].find(
      (position) => dotOf(canvasElement, position).getAttribute('aria-current') === 'true',
    );
    if (held === undefined) throw new Error('no banner in front');
    await wait(3 * QUICK.autoplayDelay);
    await expect(dotOf(canvasElement, held)).toHaveAttribute('aria-current', 'true');
    // ...and turns again once the mouse leaves.
    await userEvent.unhover(carousel);
    await inFront(canvasElement, (held % 4) + 1);
  },
};

export const Keyboard: Story = {
  args: QUICK,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await swiperReady(canvasElement);
    // Tab reaches the banner in front first, then each control in turn; the focus holds rotation.
    await userEvent.tab();
    const front = canvas.getByRole('button', { name: /^Open banner \d of 4$/ });
    await expect(front).toHaveFocus();
    const position = Number(/(\d) of 4/.exec(front.getAttribute('aria-label') ?? '')?.[1]);
    for (let step = 0; step < 7; step += 1) await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next banner' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const next = (position % 4) + 1;
    await inFront(canvasElement, next);
    await slidHome(canvasElement, next, 4);
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(dotOf(canvasElement, 3)).toHaveFocus();
    await userEvent.keyboard(' ');
    await inFront(canvasElement, 3);
    // Focus inside: no turn comes while it stays.
    await wait(3 * QUICK.autoplayDelay);
    await expect(dotOf(canvasElement, 3)).toHaveAttribute('aria-current', 'true');
    // Back to the pictures (past dots 2 and 1, pause and previous): Tab lands on the banner now
    // in front, and Enter opens it.
    for (let step = 0; step < 5; step += 1) await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Open banner 3 of 4' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(banners[2], 2);
  },
};

export const Paused: Story = {
  args: QUICK,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Featured promotions' });
    const toggle = canvas.getByRole('button', { name: 'Pause automatic rotation' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // Pressed, it holds rotation even once the mouse and the focus have left the carousel.
    await userEvent.unhover(carousel);
    toggle.blur();
    await swiperReady(canvasElement);
    await wait(3 * QUICK.autoplayDelay);
    await expect(dotOf(canvasElement, 1)).toHaveAttribute('aria-current', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.unhover(carousel);
    toggle.blur();
    await inFront(canvasElement, 2);
  },
};

const REDUCE = '(prefers-reduced-motion: reduce)';

export const ReducedMotion: Story = {
  args: QUICK,
  // The reader asked for less motion: no rotation, and a move is a cut.
  beforeEach: () => {
    const matchMedia = window.matchMedia.bind(window);
    const reduced = Object.assign(new EventTarget(), {
      matches: true,
      media: REDUCE,
      onchange: null,
    }) as unknown as MediaQueryList;
    // An own property over Window's method, taken off again afterwards.
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => (query === REDUCE ? reduced : matchMedia(query)),
    });
    return () => {
      Reflect.deleteProperty(window, 'matchMedia');
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await swiperReady(canvasElement);
    await wait(3 * QUICK.autoplayDelay);
    await expect(dotOf(canvasElement, 1)).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Next banner' }));
    await inFront(canvasElement, 2);
    await slidHome(canvasElement, 2, 4);
  },
};

export const Phone: Story = {
  args: { autoplayDelay: 600_000 },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const first = () => within(canvasElement).getByRole('button', { name: 'Open banner 1 of 4' });
    await expect(first()).toBeVisible();
    // Swiper draws the same picture in the same place.
    await swiperReady(canvasElement);
    await expect(first()).toBeVisible();
    await slidHome(canvasElement, 1, 4);
  },
};

export const Tagalog: Story = {
  args: { autoplayDelay: 600_000 },
  globals: { language: 'TY' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await swiperReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Susunod na banner' }));
    await waitFor(
      () =>
        expect(canvas.getByRole('button', { name: 'Ipakita ang banner 2' })).toHaveAttribute(
          'aria-current',
          'true',
        ),
      SLIDE_WAIT,
    );
    await expect(canvas.getByRole('group', { name: '2 ng 4' })).toBeVisible();
  },
};
