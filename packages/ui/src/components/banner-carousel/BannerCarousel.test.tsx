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
import { loadCarouselEngine } from './carousel-engine';
import { createCarouselEngine } from './create-carousel-engine';
import type { CarouselEngine, CarouselEngineOptions } from './carousel-engine';

// A fake engine records what the carousel asks of it; the engine itself is tested in
// carousel-engine.test.ts, and the last tests here run the two together.
vi.mock('./carousel-engine', () => ({ loadCarouselEngine: vi.fn() }));

const banners = [
  { url: '/b1.jpg', linkageType: 'PROMO', groupName: 'w_home' },
  { url: '/b2.jpg', linkageType: 'GAME', groupName: 'w_home' },
  { url: '/b3.jpg', linkageType: 'URL', groupName: 'w_home' },
];

interface FakeEngine extends CarouselEngine {
  element: HTMLElement;
  options: CarouselEngineOptions;
}

function installFakeEngine() {
  const engines: FakeEngine[] = [];
  vi.mocked(loadCarouselEngine).mockResolvedValue((element, options) => {
    const engine: FakeEngine = {
      element,
      options,
      previous: vi.fn(),
      next: vi.fn(),
      goTo: vi.fn(),
      play: vi.fn(),
      pause: vi.fn(),
      destroy: vi.fn(),
    };
    engines.push(engine);
    return engine;
  });
  return engines;
}

/** Lets the dynamic import settle. */
const settle = () => act(async () => {});

function reducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', () => ({
    matches,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

describe('BannerCarousel', () => {
  beforeEach(() => {
    vi.mocked(loadCarouselEngine).mockReset();
    vi.mocked(loadCarouselEngine).mockReturnValue(new Promise(() => undefined));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps the §9 timings as its defaults', () => {
    expect(BANNER_AUTOPLAY_DELAY).toBe(5000);
    expect(BANNER_SPEED).toBe(1000);
    expect(BANNER_SLIDES_PER_VIEW).toBe(1.272);
  });

  it('paints a single banner as a plain image and never loads the carousel', async () => {
    const onOpen = vi.fn();
    const { container } = renderWithI18n(
      <BannerCarousel banners={banners.slice(0, 1)} onOpen={onOpen} />,
    );
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/b1.jpg');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(screen.queryByRole('button', { name: 'Next banner' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open banner 1 of 1' }));
    expect(onOpen).toHaveBeenCalledWith(banners[0], 0);
    expect(loadCarouselEngine).not.toHaveBeenCalled();
  });

  it('renders nothing without banners', () => {
    const { container } = renderWithI18n(<BannerCarousel banners={[]} onOpen={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('paints the first banner eagerly before the carousel code arrives', () => {
    const { container } = renderWithI18n(<BannerCarousel banners={banners} onOpen={vi.fn()} />);
    const [first, second] = container.querySelectorAll('img');
    expect(first).toHaveAttribute('src', '/b1.jpg');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(loadCarouselEngine).toHaveBeenCalledOnce();
  });

  it('is a named carousel with arrows and one pagination dot per banner', () => {
    renderWithI18n(<BannerCarousel banners={banners} onOpen={vi.fn()} />);
    const carousel = screen.getByRole('region', { name: 'Featured promotions' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('button', { name: 'Previous banner' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next banner' })).toBeInTheDocument();
    const dots = within(screen.getByRole('group', { name: 'Choose a banner' })).getAllByRole(
      'button',
    );
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Show banner 1',
      'Show banner 2',
      'Show banner 3',
    ]);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
  });

  it('opens the banner in front when clicked', async () => {
    const onOpen = vi.fn();
    renderWithI18n(<BannerCarousel banners={banners} onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open banner 1 of 3' }));
    expect(onOpen).toHaveBeenCalledWith(banners[0], 0);
  });

  it('moves with arrows and dots even before the engine loads', async () => {
    renderWithI18n(<BannerCarousel banners={banners} onOpen={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(screen.getByRole('button', { name: 'Show banner 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(screen.getByRole('button', { name: 'Show banner 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show banner 1' }));
    expect(screen.getByRole('button', { name: 'Show banner 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('keeps banners out of view away from the keyboard', () => {
    renderWithI18n(<BannerCarousel banners={banners} onOpen={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Open banner 1 of 3' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    expect(screen.queryByRole('button', { name: 'Open banner 2 of 3' })).not.toBeInTheDocument();
  });

  it('starts the engine with the §9 timings and autoplays', async () => {
    const engines = installFakeEngine();
    renderWithI18n(<BannerCarousel banners={banners} onOpen={vi.fn()} />);
    await settle();
    const [engine] = engines;
    expect(engine?.options).toMatchObject({
      autoplayDelay: 5000,
      speed: 1000,
      slidesPerView: 1.272,
      loop: true,
      initialSlide: 0,
    });
    expect(engine?.play).toHaveBeenCalled();
    expect(engine?.pause).not.toHaveBeenCalled();
  });

  it('gives the engine the viewport of its slides and says so on the region', async () => {
    const engines = installFakeEngine();
    renderWithI18n(<BannerCarousel banners={banners} onOpen={vi.fn()} />);
    const carousel = screen.getByRole('region', { name: 'Featured promotions' });
    expect(carousel).toHaveAttribute('data-carousel', 'static');
    await settle();
    expect(carousel).toHaveAttribute('data-carousel', 'engine');
    const [engine] = engines;
    expect(engine?.element).toHaveClass('ui-banner__viewport');
    expect(engine?.element.firstElementChild?.children).toHaveLength(3);
    expect(engine?.options.spaceBetween).toBe(12);
  });

  it('rewinds instead of looping with two banners', async () => {
    const engines = installFakeEngine();
    renderWithI18n(<BannerCarousel banners={banners.slice(0, 2)} onOpen={vi.fn()} />);
    await settle();
    expect(engines[0]?.options.loop).toBe(false);
  });

  it('drives the engine from its arrows and dots and follows its slide', async () => {
    const engines = installFakeEngine();
    renderWithI18n(<BannerCarousel banners={banners} onOpen={vi.fn()} />);
    await settle();
    const [engine] = engines;
    await userEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(engine?.next).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(engine?.previous).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Show banner 3' }));
    expect(engine?.goTo).toHaveBeenCalledWith(2);
    act(() => engine?.options.onIndexChange(2));
    expect(screen.getByRole('button', { name: 'Show banner 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Open banner 3 of 3' })).toBeInTheDocument();
  });

  it('pauses while hovered and while focused', async () => {
    const engines = installFakeEngine();
    renderWithI18n(<BannerCarousel banners={banners} onOpen={vi.fn()} />);
    await settle();
    const engine = engines[0];
    const carousel = screen.getByRole('region', { name: 'Featured promotions' });
    fireEvent.mouseEnter(carousel);
    expect(engine?.pause).toHaveBeenCalledTimes(1);
    fireEvent.mouseLeave(carousel);
    expect(engine?.play).toHaveBeenCalledTimes(2);
    act(() => screen.getByRole('button', { name: 'Next banner' }).focus());
    expect(engine?.pause).toHaveBeenCalledTimes(2);
    act(() => screen.getByRole('button', { name: 'Show banner 2' }).focus());
    expect(engine?.play).toHaveBeenCalledTimes(2);
    act(() => screen.getByRole('button', { name: 'Show banner 2' }).blur());
    expect(engine?.play).toHaveBeenCalledTimes(3);
  });

  it('can be paused by its own button', async () => {
    const engines = installFakeEngine();
    renderWithI18n(<BannerCarousel banners={banners} onOpen={vi.fn()} />);
    await settle();
    const toggle = screen.getByRole('button', { name: 'Pause automatic rotation', pressed: false });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(engines[0]?.pause).toHaveBeenCalled();
  });

  it('does not rotate under prefers-reduced-motion', async () => {
    reducedMotion(true);
    const engines = installFakeEngine();
    renderWithI18n(<BannerCarousel banners={banners} onOpen={vi.fn()} />);
    await settle();
    expect(engines[0]?.pause).toHaveBeenCalled();
    expect(engines[0]?.play).not.toHaveBeenCalled();
  });

  it('stops the engine when it goes away', async () => {
    const engines = installFakeEngine();
    const { unmount } = renderWithI18n(<BannerCarousel banners={banners} onOpen={vi.fn()} />);
    await settle();
    unmount();
    expect(engines[0]?.destroy).toHaveBeenCalledOnce();
  });

  describe('with the real engine', () => {
    /** What the real loadCarouselEngine resolves to. */
    const realEngine = () => Promise.resolve(createCarouselEngine);

    /** jsdom lays nothing out: the viewport is given a phone's width for the swipe threshold. */
    function viewportOf(container: HTMLElement) {
      const viewport = container.querySelector<HTMLElement>('.ui-banner__viewport');
      if (!viewport) throw new Error('no viewport');
      Object.defineProperty(viewport, 'clientWidth', { configurable: true, value: 360 });
      return viewport;
    }

    it('follows the engine to the next banner when the arrow is pressed', async () => {
      vi.mocked(loadCarouselEngine).mockImplementation(realEngine);
      renderWithI18n(<BannerCarousel banners={banners} onOpen={vi.fn()} />);
      await waitFor(() =>
        expect(screen.getByRole('region', { name: 'Featured promotions' })).toHaveAttribute(
          'data-carousel',
          'engine',
        ),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
      expect(screen.getByRole('button', { name: 'Show banner 2' })).toHaveAttribute(
        'aria-current',
        'true',
      );
    });

    it('moves on a swipe without opening the banner, and opens it on a tap', async () => {
      vi.mocked(loadCarouselEngine).mockImplementation(realEngine);
      const onOpen = vi.fn();
      const { container } = renderWithI18n(<BannerCarousel banners={banners} onOpen={onOpen} />);
      await waitFor(() =>
        expect(container.querySelector('[data-carousel="engine"]')).not.toBeNull(),
      );
      viewportOf(container);
      const first = screen.getByRole('button', { name: 'Open banner 1 of 3' });
      const pointer = { pointerId: 1, isPrimary: true, pointerType: 'touch', clientY: 100 };
      fireEvent.pointerDown(first, { ...pointer, clientX: 250 });
      fireEvent.pointerMove(first, { ...pointer, clientX: 200 });
      fireEvent.pointerMove(first, { ...pointer, clientX: 150 });
      fireEvent.pointerUp(first, { ...pointer, clientX: 150 });
      fireEvent.click(first);
      expect(onOpen).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Show banner 2' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      const second = screen.getByRole('button', { name: 'Open banner 2 of 3' });
      fireEvent.pointerDown(second, { ...pointer, clientX: 200 });
      fireEvent.pointerUp(second, { ...pointer, clientX: 201 });
      fireEvent.click(second);
      expect(onOpen).toHaveBeenCalledWith(banners[1], 1);
    });
  });
});
