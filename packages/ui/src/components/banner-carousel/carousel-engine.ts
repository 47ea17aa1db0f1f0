/**
 * The carousel engine behind BannerCarousel: our own small one (`create-carousel-engine.ts`), which
 * moves the track by a CSS transform the stylesheet computes from the slide index, loops by moving
 * one slide a lap ahead or behind instead of cloning, and follows a finger or a mouse. It is
 * imported only when a carousel with more than one banner mounts, so a single banner (and the first
 * paint) never pays for it.
 */

export interface CarouselEngineOptions {
  slidesPerView: number;
  /** Pixels between slides (the CSS uses the same gap before the engine loads). */
  spaceBetween: number;
  /** Transition duration, ms. */
  speed: number;
  /** Autoplay delay, ms, counted from the end of the last move. */
  autoplayDelay: number;
  /** Loop needs at least 3 slides at 1.272 per view; fewer rewind instead. */
  loop: boolean;
  initialSlide: number;
  /** The banner now in front (its index in the list, loop or not), as a move starts. */
  onIndexChange: (index: number) => void;
}

export interface CarouselEngine {
  previous: () => void;
  next: () => void;
  goTo: (index: number) => void;
  play: () => void;
  pause: () => void;
  /** Removes its listeners, timers, classes and styles: the DOM is left as React rendered it. */
  destroy: () => void;
}

/**
 * Builds an engine on a carousel's viewport: its first child is the track, whose children are the
 * slides (the markup of BannerCarousel, styled by BannerCarousel.css).
 */
export type CreateCarouselEngine = (
  element: HTMLElement,
  options: CarouselEngineOptions,
) => CarouselEngine;

/** Loads the engine (a few kilobytes, behind the first paint) and returns its factory. */
export async function loadCarouselEngine(): Promise<CreateCarouselEngine> {
  const { createCarouselEngine } = await import('./create-carousel-engine');
  return createCarouselEngine;
}
