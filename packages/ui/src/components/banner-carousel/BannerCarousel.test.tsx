import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BANNER_AUTOPLAY_DELAY,
  BANNER_SLIDES_PER_VIEW,
  BANNER_SPEED,
  BannerCarousel,
} from './BannerCarousel';
import { renderWithI18n } from '../../test/render';
import { loadSwiper } from './load-swiper';
import type * as LoadSwiperModule from './load-swiper';

// The real swiper, watched: jsdom lays nothing out, so these tests keep to what swiper does without
// sizes (which banner is in front, autoplay's turns). Sliding, looping, swiping and the keyboard in
// a real browser are the stories' play functions (BannerCarousel.stories.tsx).
vi.mock('./load-swiper', async (importOriginal) => {
  const actual = await importOriginal<typeof LoadSwiperModule>();
  return { loadSwiper: vi.fn(actual.loadSwiper) };
});

const banners = [
  { url: '/b1.jpg', linkageType: 'PROMO', groupName: 'w_home' },
  { url: '/b2.jpg', linkageType: 'GAME', groupName: 'w_home' },
  { url: '/b3.jpg', linkageType: 'URL', groupName: 'w_home' },
];

function reducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', () => ({
    matches,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

/** The first picture has loaded (jsdom fetches no images): the carousel may now load swiper. */
function firstPictureLoaded(container: HTMLElement) {
  const first = container.querySelector('img');
  if (!first) throw new Error('no picture');
  fireEvent.load(first);
}

/** Swiper has taken over the carousel. */
async function swiperReady() {
  await waitFor(
    () =>
      expect(screen.getByRole('region', { name: 'Featured promotions' })).toHaveAttribute(
        'data-carousel',
        'swiper',
      ),
    { timeout: 5000 },
  );
}

const dot = (position: number) => screen.getByRole('button', { name: `Show banner ${position}` });
const inFront = (position: number) => expect(dot(position)).toHaveAttribute('aria-current', 'true');
/** Long enough for several 50 ms autoplay turns. */
const quietWhile = () => act(() => new Promise((resolve) => setTimeout(resolve, 400)));

describe('BannerCarousel', () => {
  beforeEach(() => {
    vi.mocked(loadSwiper).mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps the §9 timings as its defaults', () => {
    expect(BANNER_AUTOPLAY_DELAY).toBe(5000);
    expect(BANNER_SPEED).toBe(1000);
    expect(BANNER_SLIDES_PER_VIEW).toBe(1.272);
  });

  it('paints a single banner as a plain image and never loads swiper', async () => {
    const onOpen = vi.fn();
    const { container } = renderWithI18n(
      <BannerCarousel banners={banners.slice(0, 1)} onOpen={onOpen} />,
    );
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/b1.jpg');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(screen.queryByRole('button', { name: 'Next banner' })).not.toBeInTheDocument();
    firstPictureLoaded(container);
    await userEvent.click(screen.getByRole('button', { name: 'Open banner 1 of 1' }));
    expect(onOpen).toHaveBeenCalledWith(banners[0], 0);
    expect(loadSwiper).not.toHaveBeenCalled();
  });

  it('renders nothing without banners', () => {
    const { container } = renderWithI18n(<BannerCarousel banners={[]} onOpen={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('paints the first banner eagerly and loads swiper only once that picture is on screen', async () => {
    const { container } = renderWithI18n(<BannerCarousel banners={banners} onOpen={vi.fn()} />);
    const [first, second] = container.querySelectorAll('img');
    expect(first).toHaveAttribute('src', '/b1.jpg');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).toHaveAttribute('fetchpriority', 'low');
    await act(async () => {});
    expect(loadSwiper).not.toHaveBeenCalled();
    expect(container.querySelector('.swiper')).toBeNull();
    firstPictureLoaded(container);
    await swiperReady();
    expect(loadSwiper).toHaveBeenCalledOnce();
    // The same picture, in swiper's slide now.
    expect(container.querySelector('.swiper-slide img')).toHaveAttribute('src', '/b1.jpg');
  });

  it('is a named carousel with arrows, a pause and one pagination dot per banner', () => {
    renderWithI18n(<BannerCarousel banners={banners} onOpen={vi.fn()} />);
    const carousel = screen.getByRole('region', { name: 'Featured promotions' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('button', { name: 'Previous banner' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next banner' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Pause automatic rotation', pressed: false }),
    ).toBeInTheDocument();
    const dots = within(screen.getByRole('group', { name: 'Choose a banner' })).getAllByRole(
      'button',
    );
    expect(dots.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Show banner 1',
      'Show banner 2',
      'Show banner 3',
    ]);
    inFront(1);
    expect(screen.getByRole('group', { name: '1 of 3' })).toHaveAttribute(
      'aria-roledescription',
      'slide',
    );
  });

  it('names its buttons and slides in Tagalog', async () => {
    const { container } = renderWithI18n(
      <BannerCarousel banners={banners} onOpen={vi.fn()} />,
      'TY',
    );
    firstPictureLoaded(container);
    await waitFor(() => expect(container.querySelector('[data-carousel="swiper"]')).not.toBeNull());
    expect(screen.getByRole('region', { name: 'Mga tampok na promosyon' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nakaraang banner' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Susunod na banner' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Ihinto ang kusang paglipat ng banner' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ipakita ang banner 3' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 ng 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buksan ang banner 1 ng 3' })).toBeInTheDocument();
  });

  it('opens the banner in front when clicked', async () => {
    const onOpen = vi.fn();
    renderWithI18n(<BannerCarousel banners={banners} onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open banner 1 of 3' }));
    expect(onOpen).toHaveBeenCalledWith(banners[0], 0);
  });

  it('moves with arrows and dots before swiper loads', async () => {
    renderWithI18n(<BannerCarousel banners={banners} onOpen={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    inFront(2);
    await userEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    inFront(3);
    await userEvent.click(dot(1));
    inFront(1);
  });

  it('keeps banners out of view away from the keyboard and screen readers', () => {
    renderWithI18n(<BannerCarousel banners={banners} onOpen={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Open banner 1 of 3' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    expect(screen.queryByRole('button', { name: 'Open banner 2 of 3' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '2 of 3' })).not.toBeInTheDocument();
  });

  it('hands over to swiper at the banner in front, then moves with its arrows', async () => {
    const onOpen = vi.fn();
    const { container } = renderWithI18n(
      <BannerCarousel banners={banners} onOpen={onOpen} autoplayDelay={600_000} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    firstPictureLoaded(container);
    await swiperReady();
    inFront(2);
    await userEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    inFront(3);
    // (Going round the loop needs swiper's layout: the stories run it in a browser.)
    await userEvent.click(screen.getByRole('button', { name: 'Open banner 3 of 3' }));
    expect(onOpen).toHaveBeenCalledWith(banners[2], 2);
    expect(screen.queryByRole('button', { name: 'Open banner 1 of 3' })).not.toBeInTheDocument();
  });

  it('announces a change of banner only while it does not rotate by itself', async () => {
    const { container } = renderWithI18n(<BannerCarousel banners={banners} onOpen={vi.fn()} />);
    const slides = () => container.querySelector('.ui-banner__viewport');
    expect(slides()).toHaveAttribute('aria-live', 'polite');
    firstPictureLoaded(container);
    await swiperReady();
    expect(slides()).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic rotation' }));
    expect(slides()).toHaveAttribute('aria-live', 'polite');
  });

  describe('autoplay', () => {
    /** A carousel turning every 50 ms once swiper has loaded. */
    const rotating = () =>
      renderWithI18n(<BannerCarousel banners={banners} onOpen={vi.fn()} autoplayDelay={50} />);

    it('turns to the next banner by itself', async () => {
      const { container } = rotating();
      firstPictureLoaded(container);
      await swiperReady();
      await waitFor(() => inFront(2), { timeout: 3000 });
    });

    it('holds still while hovered and turns again once the pointer leaves', async () => {
      const { container } = rotating();
      const carousel = screen.getByRole('region', { name: 'Featured promotions' });
      fireEvent.mouseEnter(carousel);
      firstPictureLoaded(container);
      await swiperReady();
      await quietWhile();
      inFront(1);
      fireEvent.mouseLeave(carousel);
      await waitFor(() => inFront(2), { timeout: 3000 });
    });

    it('holds still while a control has the keyboard focus', async () => {
      const { container } = rotating();
      firstPictureLoaded(container);
      await swiperReady();
      act(() => screen.getByRole('button', { name: 'Open banner 1 of 3' }).focus());
      await quietWhile();
      inFront(1);
      // Moving within the carousel keeps it still; leaving it lets it turn again.
      act(() => dot(2).focus());
      await quietWhile();
      inFront(1);
      act(() => dot(2).blur());
      await waitFor(() => inFront(2), { timeout: 3000 });
    });

    it('holds still once its pause button is pressed', async () => {
      const { container } = rotating();
      const toggle = screen.getByRole('button', { name: 'Pause automatic rotation' });
      fireEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
      // The click left the focus on the button: take it away, as a reader moving on would.
      act(() => toggle.blur());
      firstPictureLoaded(container);
      await swiperReady();
      await quietWhile();
      inFront(1);
    });

    it('does not rotate under prefers-reduced-motion', async () => {
      reducedMotion(true);
      const { container } = rotating();
      firstPictureLoaded(container);
      await swiperReady();
      await quietWhile();
      inFront(1);
    });
  });
});
