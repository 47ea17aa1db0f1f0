import { act, fireEvent, screen, within } from '@testing-library/react';
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
import type { CarouselEngine, CarouselEngineOptions } from './carousel-engine';

// swiper does not run in jsdom: a fake engine records what the carousel asks of it.
vi.mock('./carousel-engine', () => ({ loadCarouselEngine: vi.fn() }));

const banners = [
  { url: '/b1.jpg', linkageType: 'PROMO', groupName: 'w_home' },
  { url: '/b2.jpg', linkageType: 'GAME', groupName: 'w_home' },
  { url: '/b3.jpg', linkageType: 'URL', groupName: 'w_home' },
];

interface FakeEngine extends CarouselEngine {
  options: CarouselEngineOptions;
}

function installFakeEngine() {
  const engines: FakeEngine[] = [];
  vi.mocked(loadCarouselEngine).mockResolvedValue((_element, options) => {
    const engine: FakeEngine = {
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

  it('moves with arrows and dots even before swiper loads', async () => {
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

  it('starts swiper with the §9 timings and autoplays', async () => {
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

  it('rewinds instead of looping with two banners', async () => {
    const engines = installFakeEngine();
    renderWithI18n(<BannerCarousel banners={banners.slice(0, 2)} onOpen={vi.fn()} />);
    await settle();
    expect(engines[0]?.options.loop).toBe(false);
  });

  it('drives swiper from its arrows and dots and follows its slide', async () => {
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

  it('stops swiper when it goes away', async () => {
    const engines = installFakeEngine();
    const { unmount } = renderWithI18n(<BannerCarousel banners={banners} onOpen={vi.fn()} />);
    await settle();
    unmount();
    expect(engines[0]?.destroy).toHaveBeenCalledOnce();
  });
});
