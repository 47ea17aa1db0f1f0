/**
 * The carousel engine behind BannerCarousel: swiper, imported only when a carousel with more than one
 * banner mounts, so a single banner (and the first paint) never pays for it.
 */

export interface CarouselEngineOptions {
  slidesPerView: number;
  /** Pixels between slides (the CSS uses the same gap before the engine loads). */
  spaceBetween: number;
  /** Transition duration, ms. */
  speed: number;
  /** Autoplay delay, ms. */
  autoplayDelay: number;
  /** Loop needs at least 3 slides at 1.272 per view; fewer rewind instead. */
  loop: boolean;
  initialSlide: number;
  /** The banner now in front (its index in the list, loop or not). */
  onIndexChange: (index: number) => void;
}

export interface CarouselEngine {
  previous: () => void;
  next: () => void;
  goTo: (index: number) => void;
  play: () => void;
  pause: () => void;
  destroy: () => void;
}

export type CreateCarouselEngine = (
  element: HTMLElement,
  options: CarouselEngineOptions,
) => CarouselEngine;

/** Loads swiper, its autoplay module and its CSS, and returns a factory bound to them. */
export async function loadCarouselEngine(): Promise<CreateCarouselEngine> {
  const [{ Swiper }, { Autoplay }] = await Promise.all([
    import('swiper'),
    import('swiper/modules'),
    import('swiper/css'),
  ]);
  return (element, options) => {
    const swiper = new Swiper(element, {
      modules: [Autoplay],
      slidesPerView: options.slidesPerView,
      spaceBetween: options.spaceBetween,
      speed: options.speed,
      loop: options.loop,
      rewind: !options.loop,
      initialSlide: options.initialSlide,
      // Swiper's loop mode drops a Next or Previous tap that arrives while a slide is still moving
      // (an autoplay turn, a slow phone): every tap counts here.
      loopPreventsSliding: false,
      // Own buttons (named, translated) drive it; swiper only moves the slides.
      autoplay: { delay: options.autoplayDelay, disableOnInteraction: false },
      on: { realIndexChange: (instance) => options.onIndexChange(instance.realIndex) },
    });
    return {
      previous: () => swiper.slidePrev(),
      next: () => swiper.slideNext(),
      goTo: (index) => swiper.slideToLoop(index),
      play: () => swiper.autoplay.start(),
      pause: () => swiper.autoplay.stop(),
      destroy: () => swiper.destroy(true, true),
    };
  };
}
