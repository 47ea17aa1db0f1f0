import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { loadCarouselEngine } from './carousel-engine';
import type { CarouselEngine, CarouselEngineOptions } from './carousel-engine';

/** The phone of §9's numbers: a 360 px viewport at 1.272 per view and 12 px gaps. */
const WIDTH = 360;
const SLIDE_WIDTH = (WIDTH - 12 * 0.272) / 1.272; // ≈ 280 px: the swipe threshold is ≈ 42 px

interface Mounted {
  engine: CarouselEngine;
  viewport: HTMLElement;
  track: HTMLElement;
  slides: HTMLElement[];
  onIndexChange: Mock<(index: number) => void>;
  onOpen: Mock<(index: number) => void>;
}

const mounted: CarouselEngine[] = [];

/** BannerCarousel's markup: viewport > track > slides, each slide a button that opens it. */
async function mount(
  count: number,
  options: Partial<CarouselEngineOptions> = {},
): Promise<Mounted> {
  const viewport = document.createElement('div');
  const track = document.createElement('div');
  const onOpen = vi.fn<(index: number) => void>();
  const slides = Array.from({ length: count }, (_, index) => {
    const slide = document.createElement('div');
    const button = document.createElement('button');
    button.textContent = `Banner ${index + 1}`;
    button.addEventListener('click', () => onOpen(index));
    slide.append(button);
    return slide;
  });
  track.append(...slides);
  viewport.append(track);
  document.body.append(viewport);
  // jsdom lays nothing out: the one size the engine reads.
  Object.defineProperty(viewport, 'clientWidth', { configurable: true, value: WIDTH });
  const onIndexChange = vi.fn<(index: number) => void>();
  const create = await loadCarouselEngine();
  const engine = create(viewport, {
    slidesPerView: 1.272,
    spaceBetween: 12,
    speed: 1000,
    autoplayDelay: 5000,
    loop: count >= 3,
    initialSlide: 0,
    onIndexChange,
    ...options,
  });
  mounted.push(engine);
  return { engine, viewport, track, slides, onIndexChange, onOpen };
}

const slotOf = (track: HTMLElement) => track.style.getPropertyValue('--ui-banner-index');
const shiftOf = (slide: HTMLElement | undefined) =>
  slide?.style.getPropertyValue('--ui-banner-shift') ?? '';
const isInstant = (track: HTMLElement) => track.classList.contains('ui-banner__track--instant');

/** The track's transform transition ends (what the browser fires after `speed` ms). */
function endTransition(track: HTMLElement) {
  track.dispatchEvent(new TransitionEvent('transitionend', { propertyName: 'transform' }));
}

/** Lets the loop's jump be drawn with the transition off (two animation frames). */
const drawFrames = () => vi.advanceTimersByTime(40);

/** A finger (or mouse) from x to each of `moves`, then lifted; `msPerMove` apart. */
function drag(target: Element, from: number, moves: number[], msPerMove = 16) {
  const pointer = { pointerId: 1, isPrimary: true, pointerType: 'touch', clientY: 100 };
  fireEvent.pointerDown(target, { ...pointer, clientX: from });
  for (const x of moves) {
    vi.advanceTimersByTime(msPerMove);
    fireEvent.pointerMove(target, { ...pointer, clientX: x });
  }
  fireEvent.pointerUp(target, { ...pointer, clientX: moves.at(-1) ?? from });
}

describe('carousel engine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    for (const engine of mounted.splice(0)) engine.destroy();
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('moves the track by its slot, which the stylesheet turns into a transform', async () => {
    const { track } = await mount(3, { initialSlide: 1 });
    expect(track).toHaveClass('ui-banner__track--engine');
    expect(track).not.toHaveClass('ui-banner__track--rewind');
    expect(track.style.getPropertyValue('--ui-banner-per-view')).toBe('1.272');
    expect(track.style.getPropertyValue('--ui-banner-gap')).toBe('12px');
    expect(track.style.getPropertyValue('--ui-banner-speed')).toBe('1000ms');
    expect(slotOf(track)).toBe('1');
  });

  it('autoplays every 5000 ms after the last move and reports the banner in front', async () => {
    const { engine, track, onIndexChange } = await mount(3);
    engine.play();
    vi.advanceTimersByTime(4999);
    expect(onIndexChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    expect(slotOf(track)).toBe('1');
    expect(isInstant(track)).toBe(false);
    // The delay counts from the end of the move (here 1000 ms later).
    vi.advanceTimersByTime(1000);
    endTransition(track);
    vi.advanceTimersByTime(4999);
    expect(onIndexChange).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
  });

  it('settles a move whose transitionend never comes, speed + 50 ms later', async () => {
    const { engine, track, onIndexChange } = await mount(3);
    engine.play();
    vi.advanceTimersByTime(5000);
    vi.advanceTimersByTime(1050 + 5000);
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    expect(slotOf(track)).toBe('2');
  });

  it('stops rotating while paused and starts again on play', async () => {
    const { engine, onIndexChange } = await mount(3);
    engine.play();
    vi.advanceTimersByTime(3000);
    engine.pause();
    vi.advanceTimersByTime(20_000);
    expect(onIndexChange).not.toHaveBeenCalled();
    engine.play();
    vi.advanceTimersByTime(5000);
    expect(onIndexChange).toHaveBeenCalledWith(1);
  });

  it('shows the first banner peeking beside the last, a lap ahead', async () => {
    const { track, slides } = await mount(3, { initialSlide: 2 });
    expect(slotOf(track)).toBe('2');
    expect(shiftOf(slides[0])).toBe('3');
    expect(shiftOf(slides[1])).toBe('');
  });

  it('loops forward from the last banner onto the first', async () => {
    const { engine, track, slides, onIndexChange } = await mount(3, { initialSlide: 2 });
    engine.next();
    // One step forward, past the end: the first two banners wait there a lap ahead.
    expect(slotOf(track)).toBe('3');
    expect(shiftOf(slides[0])).toBe('3');
    expect(shiftOf(slides[1])).toBe('3');
    expect(onIndexChange).toHaveBeenLastCalledWith(0);
    expect(isInstant(track)).toBe(false);
    endTransition(track);
    // The same picture one lap back, drawn once without a transition.
    expect(slotOf(track)).toBe('0');
    expect(slides.map(shiftOf)).toEqual(['', '', '']);
    expect(isInstant(track)).toBe(true);
    drawFrames();
    expect(isInstant(track)).toBe(false);
    expect(onIndexChange).toHaveBeenCalledTimes(1);
  });

  it('loops backward from the first banner onto the last', async () => {
    const { engine, track, slides, onIndexChange } = await mount(4);
    engine.previous();
    expect(slotOf(track)).toBe('-1');
    expect(shiftOf(slides[3])).toBe('-4');
    expect(onIndexChange).toHaveBeenLastCalledWith(3);
    endTransition(track);
    expect(slotOf(track)).toBe('3');
    expect(shiftOf(slides[3])).toBe('');
    // Now the first banner peeks beside the last.
    expect(shiftOf(slides[0])).toBe('4');
    drawFrames();
    expect(isInstant(track)).toBe(false);
  });

  it('goes to a banner directly, and across the seam by one step', async () => {
    const { engine, track, onIndexChange } = await mount(4);
    engine.goTo(2);
    expect(slotOf(track)).toBe('2');
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    endTransition(track);
    engine.goTo(2);
    expect(onIndexChange).toHaveBeenCalledTimes(1);
    engine.goTo(3);
    endTransition(track);
    engine.goTo(0);
    expect(slotOf(track)).toBe('4');
    expect(onIndexChange).toHaveBeenLastCalledWith(0);
  });

  it('rewinds with two banners instead of looping', async () => {
    const { engine, track, slides, onIndexChange } = await mount(2);
    expect(track).toHaveClass('ui-banner__track--rewind');
    engine.next();
    expect(slotOf(track)).toBe('1');
    endTransition(track);
    engine.next();
    expect(slotOf(track)).toBe('0');
    expect(onIndexChange).toHaveBeenLastCalledWith(0);
    endTransition(track);
    engine.previous();
    expect(slotOf(track)).toBe('1');
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    expect(slides.map(shiftOf)).toEqual(['', '']);
    expect(isInstant(track)).toBe(false);
  });

  it('does not lose a tap that comes while a banner is moving', async () => {
    const { engine, track, onIndexChange } = await mount(3);
    engine.next();
    engine.next();
    engine.next();
    expect(slotOf(track)).toBe('1');
    endTransition(track);
    expect(slotOf(track)).toBe('2');
    endTransition(track);
    // The third tap loops onto the first banner.
    expect(slotOf(track)).toBe('3');
    endTransition(track);
    drawFrames();
    expect(slotOf(track)).toBe('0');
    expect(onIndexChange.mock.calls).toEqual([[1], [2], [0]]);
  });

  it('waits for the loop to be drawn before the next move', async () => {
    const { engine, track, onIndexChange } = await mount(3, { initialSlide: 2 });
    engine.next();
    endTransition(track);
    engine.next();
    expect(slotOf(track)).toBe('0');
    drawFrames();
    expect(slotOf(track)).toBe('1');
    expect(isInstant(track)).toBe(false);
    expect(onIndexChange.mock.calls).toEqual([[0], [1]]);
  });

  it('moves without a transition under prefers-reduced-motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
    }));
    const { engine, track, onIndexChange } = await mount(3, { initialSlide: 2 });
    engine.next();
    expect(isInstant(track)).toBe(true);
    expect(slotOf(track)).toBe('0');
    expect(onIndexChange).toHaveBeenLastCalledWith(0);
  });

  it('follows a swipe left to the next banner, and the click after it opens nothing', async () => {
    const { track, slides, onIndexChange, onOpen } = await mount(3);
    const button = slides[0]?.querySelector('button');
    if (!button) throw new Error('no button');
    fireEvent.pointerDown(button, { pointerId: 1, isPrimary: true, clientX: 300, clientY: 100 });
    fireEvent.pointerMove(button, { pointerId: 1, isPrimary: true, clientX: 240, clientY: 102 });
    // The track follows the finger with the transition off.
    expect(track.style.getPropertyValue('--ui-banner-drag')).toBe('-60px');
    expect(isInstant(track)).toBe(true);
    vi.advanceTimersByTime(300);
    fireEvent.pointerUp(button, { pointerId: 1, isPrimary: true, clientX: 240, clientY: 102 });
    expect(slotOf(track)).toBe('1');
    expect(track.style.getPropertyValue('--ui-banner-drag')).toBe('');
    expect(isInstant(track)).toBe(false);
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    fireEvent.click(button);
    expect(onOpen).not.toHaveBeenCalled();
    // A plain tap still opens its banner.
    drag(button, 200, []);
    fireEvent.click(button);
    expect(onOpen).toHaveBeenCalledWith(0);
  });

  it('follows a swipe right to the previous banner, across the loop', async () => {
    const { viewport, track, slides, onIndexChange } = await mount(3);
    drag(viewport, 100, [130, 160, 200], 100);
    expect(slotOf(track)).toBe('-1');
    expect(shiftOf(slides[2])).toBe('-3');
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
  });

  it('snaps back after a short, slow drag', async () => {
    const { viewport, track, onIndexChange } = await mount(3);
    const short = Math.floor(SLIDE_WIDTH * 0.15) - 2;
    drag(viewport, 200, [190, 180, 200 - short], 200);
    expect(slotOf(track)).toBe('0');
    expect(track.style.getPropertyValue('--ui-banner-drag')).toBe('');
    expect(isInstant(track)).toBe(false);
    expect(onIndexChange).not.toHaveBeenCalled();
  });

  it('moves on a quick flick shorter than the threshold', async () => {
    const { viewport, track, onIndexChange } = await mount(3);
    drag(viewport, 200, [190, 175], 16);
    expect(slotOf(track)).toBe('1');
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
  });

  it('leaves a vertical move to the page', async () => {
    const { viewport, track, onIndexChange } = await mount(3);
    const pointer = { pointerId: 1, isPrimary: true, clientX: 150, clientY: 160 };
    fireEvent.pointerDown(viewport, { ...pointer, clientY: 100 });
    fireEvent.pointerMove(viewport, pointer);
    fireEvent.pointerUp(viewport, pointer);
    expect(track.style.getPropertyValue('--ui-banner-drag')).toBe('');
    expect(onIndexChange).not.toHaveBeenCalled();
  });

  it('stops autoplay while a finger holds the track', async () => {
    const { engine, viewport, onIndexChange } = await mount(3);
    engine.play();
    vi.advanceTimersByTime(4000);
    const pointer = { pointerId: 1, isPrimary: true, clientY: 100 };
    fireEvent.pointerDown(viewport, { ...pointer, clientX: 200 });
    fireEvent.pointerMove(viewport, { ...pointer, clientX: 190 });
    vi.advanceTimersByTime(10_000);
    expect(onIndexChange).not.toHaveBeenCalled();
    fireEvent.pointerUp(viewport, { ...pointer, clientX: 190 });
    vi.advanceTimersByTime(1050 + 5000);
    expect(onIndexChange).toHaveBeenCalledWith(1);
  });

  it('stops its timers and leaves the DOM as it found it when destroyed', async () => {
    const { engine, viewport, track, slides, onIndexChange, onOpen } = await mount(3, {
      initialSlide: 2,
    });
    engine.play();
    engine.destroy();
    vi.advanceTimersByTime(60_000);
    expect(onIndexChange).not.toHaveBeenCalled();
    expect(track.className).toBe('');
    expect(track.hasAttribute('style')).toBe(false);
    expect(slides.some((slide) => slide.hasAttribute('style'))).toBe(false);
    engine.next();
    expect(onIndexChange).not.toHaveBeenCalled();
    drag(viewport, 300, [200, 100]);
    const button = slides[0]?.querySelector('button');
    if (button) fireEvent.click(button);
    expect(onOpen).toHaveBeenCalledWith(0);
  });
});
