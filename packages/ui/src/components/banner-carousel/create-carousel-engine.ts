/**
 * The banner carousel's engine. It never measures to move: it writes the slide index and, while a
 * finger drags, an offset in pixels as custom properties of the track, and BannerCarousel.css turns
 * them into a `transform` (the same formula as the static layout) that a `transition` of `speed` ms
 * animates on the compositor. The one size it reads is the viewport's width, once per drag, for the
 * swipe threshold.
 *
 * Loop (3+ banners) without clones: the track's position may go one past either end (`count` or
 * -1); slides that must show there are moved a lap (`count` slots) ahead or behind by a transform
 * of their own, and once the move ends the track jumps, with the transition off for a frame, to
 * the same picture one lap back. Two banners rewind instead. Moves asked for while one runs wait
 * their turn (none is dropped); autoplay counts its delay from the end of the last move.
 */
import type { CarouselEngine, CarouselEngineOptions } from './carousel-engine';

/** The engine's modifiers of `.ui-banner__track` in BannerCarousel.css. */
const ENGINE_CLASS = 'ui-banner__track--engine';
const REWIND_CLASS = 'ui-banner__track--rewind';
const INSTANT_CLASS = 'ui-banner__track--instant';

/** The custom properties it writes (read by BannerCarousel.css). */
const TRACK_PROPERTIES = [
  '--ui-banner-per-view',
  '--ui-banner-gap',
  '--ui-banner-speed',
  '--ui-banner-count',
  '--ui-banner-index',
  '--ui-banner-drag',
] as const;
const SHIFT_PROPERTY = '--ui-banner-shift';

/** Pixels a pointer travels before it is a drag (or a vertical scroll) rather than a tap. */
const DRAG_SLOP = 8;
/** A release past this share of a slide's width moves one banner... */
const SWIPE_SHARE = 0.15;
/** ...and so does a flick at least this fast (px/ms), measured over the last SAMPLE_MS. */
const FLICK_SPEED = 0.3;
const SAMPLE_MS = 100;
/** transitionend can be missed (a hidden tab, a cancelled transition): a move settles anyway. */
const SETTLE_GRACE_MS = 50;
/** How long after a drag a click is taken for the drag's own (a touch tap's click comes later). */
const CLICK_AFTER_DRAG_MS = 400;
/** A rewinding carousel dragged past its first or last banner follows the finger this much. */
const EDGE_RESISTANCE = 0.35;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

type Command = 'next' | 'previous' | { to: number };

/** idle; moving (a transition runs); jumping (transition off for a frame); dragging. */
type Phase = 'idle' | 'moving' | 'jumping' | 'dragging';

interface Gesture {
  pointerId: number;
  startX: number;
  startY: number;
  dragging: boolean;
  /** Slide width and step (slide plus gap), px; 0 where nothing is laid out. */
  slideWidth: number;
  step: number;
  /** The track's offset from its slot, px (the finger's, clamped to one step). */
  offset: number;
  /** Which way the slides are laid out: -1 toward the next banner, 1 the previous; 0 not yet. */
  side: number;
  samples: { x: number; t: number }[];
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

function trackOf(viewport: HTMLElement): HTMLElement {
  const track = viewport.firstElementChild;
  if (!(track instanceof HTMLElement)) throw new Error('carousel: the viewport holds no track');
  return track;
}

export function createCarouselEngine(
  element: HTMLElement,
  options: CarouselEngineOptions,
): CarouselEngine {
  const track = trackOf(element);
  const slides = [...track.children].filter((slide) => slide instanceof HTMLElement);
  const count = slides.length;
  const last = count - 1;
  const loop = options.loop && count >= 3;
  const perView = options.slidesPerView;
  const gap = options.spaceBetween;

  const slotOf = (index: number) =>
    Number.isFinite(index) ? Math.min(Math.max(Math.round(index), 0), last) : 0;
  const bannerAt = (slot: number) => ((slot % count) + count) % count;

  /** The track's slot: a banner's index at rest, one past either end while a loop turns. */
  let position = slotOf(options.initialSlide);
  let reported = position;
  let phase: Phase = 'idle';
  let queue: Command[] = [];
  let playing = false;
  let destroyed = false;
  let gesture: Gesture | undefined;
  let suppressClick = false;
  let autoplayTimer: ReturnType<typeof setTimeout> | undefined;
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  let clickTimer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  /** Each slide's shift, in slots (a multiple of count). */
  const shifts = slides.map(() => 0);

  const setProperty = (name: (typeof TRACK_PROPERTIES)[number], value: string) =>
    track.style.setProperty(name, value);
  const showSlot = () => setProperty('--ui-banner-index', String(position));

  /**
   * Lays the slides out for a window of the track from slot `from` to slot `to` (fractions while
   * dragging): each slide goes to the one place, its own or a lap away, where that window shows it.
   * A slide changes place only where the window does not show it, so nothing visibly jumps.
   */
  function place(from: number, to: number) {
    if (!loop) return;
    const low = Math.min(from, to);
    const high = Math.max(from, to) + perView;
    slides.forEach((slide, index) => {
      const shown = (laps: number) => {
        const slot = index + laps * count;
        return slot < high && slot + 1 > low;
      };
      const laps = shown(0) ? 0 : shown(1) ? 1 : shown(-1) ? -1 : 0;
      const shift = laps * count;
      if (shift === shifts[index]) return;
      shifts[index] = shift;
      if (shift === 0) slide.style.removeProperty(SHIFT_PROPERTY);
      else slide.style.setProperty(SHIFT_PROPERTY, String(shift));
    });
  }

  function report() {
    const banner = bannerAt(position);
    if (banner === reported) return;
    reported = banner;
    options.onIndexChange(banner);
  }

  /** The slot one step forward (1) or back (-1): past the end while looping, else rewinding. */
  function stepFrom(direction: 1 | -1): number {
    if (loop) return position + direction;
    if (direction === 1) return position < last ? position + 1 : 0;
    return position > 0 ? position - 1 : last;
  }

  /** Moves the track from `from` (a slot, or a fraction where a drag let go) to `target`. */
  function startMove(target: number, from: number = position) {
    stopAutoplay();
    const animate = !prefersReducedMotion();
    // Both in one task: the style after the change decides whether it transitions.
    track.classList.toggle(INSTANT_CLASS, !animate);
    track.style.removeProperty('--ui-banner-drag');
    place(from, target);
    position = target;
    showSlot();
    report();
    if (!animate) {
      settle();
      return;
    }
    phase = 'moving';
    settleTimer = setTimeout(settle, options.speed + SETTLE_GRACE_MS);
  }

  /** Ends a move: past an end of the loop, the track jumps to the same picture one lap back. */
  function settle() {
    clearTimeout(settleTimer);
    settleTimer = undefined;
    const banner = bannerAt(position);
    if (banner !== position) {
      track.classList.add(INSTANT_CLASS);
      position = banner;
      showSlot();
    }
    place(position, position);
    if (!track.classList.contains(INSTANT_CLASS)) {
      phase = 'idle';
      proceed();
      return;
    }
    // The jump must be drawn once with the transition off before the next move turns it back on.
    phase = 'jumping';
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        frame = undefined;
        track.classList.remove(INSTANT_CLASS);
        phase = 'idle';
        proceed();
      });
    });
  }

  /** Runs what waited for the last move, then counts down to the next autoplay turn. */
  function proceed() {
    while (phase === 'idle') {
      const command = queue.shift();
      if (command === undefined) break;
      run(command);
    }
    scheduleAutoplay();
  }

  function run(command: Command) {
    if (command === 'next') return startMove(stepFrom(1));
    if (command === 'previous') return startMove(stepFrom(-1));
    const target = slotOf(command.to);
    if (target === position) return;
    // The neighbour across the loop's seam is one step away, not a run across every banner.
    if (loop && position === last && target === 0) return startMove(count);
    if (loop && position === 0 && target === last) return startMove(-1);
    startMove(target);
  }

  function ask(command: Command) {
    if (destroyed) return;
    // Going to a banner makes what waited before it moot; a step counts after what waits.
    if (typeof command === 'object') queue = [command];
    else queue.push(command);
    if (phase === 'idle') proceed();
  }

  function scheduleAutoplay() {
    if (!playing || phase !== 'idle' || autoplayTimer !== undefined) return;
    autoplayTimer = setTimeout(() => {
      autoplayTimer = undefined;
      ask('next');
    }, options.autoplayDelay);
  }

  function stopAutoplay() {
    clearTimeout(autoplayTimer);
    autoplayTimer = undefined;
  }

  /** A drag takes over at once: a move still running ends where it was going. */
  function finishMove() {
    clearTimeout(settleTimer);
    settleTimer = undefined;
    if (frame !== undefined) cancelAnimationFrame(frame);
    frame = undefined;
    position = bannerAt(position);
    showSlot();
    place(position, position);
  }

  function beginDrag(drag: Gesture) {
    if (phase !== 'idle') finishMove();
    stopAutoplay();
    phase = 'dragging';
    track.classList.add(INSTANT_CLASS);
    drag.dragging = true;
    drag.slideWidth = Math.max((element.clientWidth - gap * (perView - 1)) / perView, 0);
    drag.step = drag.slideWidth > 0 ? drag.slideWidth + gap : 0;
    try {
      element.setPointerCapture(drag.pointerId);
    } catch {
      // Nothing to capture: no pointer capture here (jsdom), or the pointer is already gone.
    }
  }

  function follow(drag: Gesture, dx: number, time: number) {
    const limit = drag.step > 0 ? drag.step : Infinity;
    let offset = Math.min(Math.max(dx, -limit), limit);
    if (!loop && ((position === 0 && offset > 0) || (position === last && offset < 0)))
      offset *= EDGE_RESISTANCE;
    const side = Math.sign(offset);
    if (side !== 0 && side !== drag.side) {
      drag.side = side;
      place(position, position - side);
    }
    drag.offset = offset;
    setProperty('--ui-banner-drag', `${offset}px`);
    // The speed of a flick: from the last sample before the last SAMPLE_MS to now.
    drag.samples.push({ x: dx, t: time });
    while ((drag.samples[1]?.t ?? time) < time - SAMPLE_MS) drag.samples.shift();
  }

  function endDrag(drag: Gesture, released: boolean) {
    suppressClick = true;
    clearTimeout(clickTimer);
    clickTimer = setTimeout(() => {
      suppressClick = false;
    }, CLICK_AFTER_DRAG_MS);
    const first = drag.samples[0];
    const latest = drag.samples.at(-1);
    const elapsed = first && latest ? latest.t - first.t : 0;
    const speed = first && latest && elapsed > 0 ? (latest.x - first.x) / elapsed : 0;
    const far = Math.abs(drag.offset) > drag.slideWidth * SWIPE_SHARE;
    const flick = Math.abs(speed) >= FLICK_SPEED && Math.sign(speed) === Math.sign(drag.offset);
    const from = position - (drag.step > 0 ? drag.offset / drag.step : 0);
    phase = 'idle';
    if (released && drag.offset !== 0 && (far || flick))
      startMove(stepFrom(drag.offset < 0 ? 1 : -1), from);
    else startMove(position, from);
  }

  function onPointerDown(event: PointerEvent) {
    suppressClick = false;
    if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
    gesture = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      dragging: false,
      slideWidth: 0,
      step: 0,
      offset: 0,
      side: 0,
      samples: [{ x: 0, t: event.timeStamp }],
    };
  }

  function onPointerMove(event: PointerEvent) {
    const drag = gesture;
    if (!drag || event.pointerId !== drag.pointerId) return;
    const dx = event.clientX - drag.startX;
    const dy = event.clientY - drag.startY;
    if (!drag.dragging) {
      if (Math.abs(dx) < DRAG_SLOP && Math.abs(dy) < DRAG_SLOP) return;
      // Mostly vertical: the page's scroll (touch-action: pan-y), not ours.
      if (Math.abs(dy) >= Math.abs(dx)) {
        gesture = undefined;
        return;
      }
      beginDrag(drag);
    }
    follow(drag, dx, event.timeStamp);
  }

  function onPointerEnd(event: PointerEvent) {
    const drag = gesture;
    if (!drag || event.pointerId !== drag.pointerId) return;
    gesture = undefined;
    if (!drag.dragging) return;
    const released = event.type === 'pointerup';
    if (released) follow(drag, event.clientX - drag.startX, event.timeStamp);
    endDrag(drag, released);
  }

  /** The click that ends a drag must not open the banner under it; a plain tap still does. */
  function onClick(event: MouseEvent) {
    if (!suppressClick) return;
    suppressClick = false;
    event.preventDefault();
    event.stopPropagation();
  }

  /** The browser's own drag of an image or link would take the pointer from the swipe. */
  function onDragStart(event: DragEvent) {
    event.preventDefault();
  }

  function onTransitionEnd(event: TransitionEvent) {
    if (event.target === track && event.propertyName === 'transform' && phase === 'moving')
      settle();
  }

  track.classList.add(ENGINE_CLASS);
  if (!loop) track.classList.add(REWIND_CLASS);
  setProperty('--ui-banner-per-view', String(perView));
  setProperty('--ui-banner-gap', `${gap}px`);
  setProperty('--ui-banner-speed', `${options.speed}ms`);
  setProperty('--ui-banner-count', String(count));
  showSlot();
  place(position, position);

  // One signal takes every listener off again (destroy).
  const listening = new AbortController();
  const { signal } = listening;
  element.addEventListener('pointerdown', onPointerDown, { signal });
  element.addEventListener('pointermove', onPointerMove, { signal });
  element.addEventListener('pointerup', onPointerEnd, { signal });
  element.addEventListener('pointercancel', onPointerEnd, { signal });
  element.addEventListener('click', onClick, { capture: true, signal });
  element.addEventListener('dragstart', onDragStart, { signal });
  track.addEventListener('transitionend', onTransitionEnd, { signal });

  /** Takes off what the engine put on an element (the style attribute too, if left empty). */
  const restore = (target: HTMLElement, properties: readonly string[]) => {
    for (const property of properties) target.style.removeProperty(property);
    if (target.getAttribute('style') === '') target.removeAttribute('style');
  };

  return {
    previous: () => ask('previous'),
    next: () => ask('next'),
    goTo: (index) => ask({ to: index }),
    play: () => {
      playing = true;
      scheduleAutoplay();
    },
    pause: () => {
      playing = false;
      stopAutoplay();
    },
    destroy: () => {
      destroyed = true;
      playing = false;
      queue = [];
      gesture = undefined;
      stopAutoplay();
      clearTimeout(settleTimer);
      clearTimeout(clickTimer);
      if (frame !== undefined) cancelAnimationFrame(frame);
      listening.abort();
      track.classList.remove(ENGINE_CLASS, REWIND_CLASS, INSTANT_CLASS);
      restore(track, TRACK_PROPERTIES);
      for (const slide of slides) restore(slide, [SHIFT_PROPERTY]);
    },
  };
}
