import {
  BANNER_AUTOPLAY_MS,
  BANNER_SLIDES_PER_VIEW as SLIDES_PER_VIEW,
  BANNER_SPEED_MS,
} from '@gaming/domain/constants';
import { useTranslation } from '@gaming/i18n';
import { ChevronLeft, ChevronRight, Pause } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { CSSProperties, FocusEvent, HTMLAttributes, Key, ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { IconButton } from '../icon-button';
import { loadSwiper } from './load-swiper';
import type { SwiperKit } from './load-swiper';
import './BannerCarousel.css';

/** §9 "Banner autoplay 5000 ms" (the domain's constant). */
export const BANNER_AUTOPLAY_DELAY = BANNER_AUTOPLAY_MS;
/** §9 "speed 1000 ms": one transition. */
export const BANNER_SPEED = BANNER_SPEED_MS;
/** §9 "1.272 slides per view": the next banner peeks in. */
export const BANNER_SLIDES_PER_VIEW = SLIDES_PER_VIEW;
/** Pixels between banners; the CSS lays the first paint out with the same gap. */
const BANNER_GAP = 12;
/** Swiper's loop needs a banner beyond the 1.272 in view on either side; two banners rewind. */
const LOOP_FROM = 3;

/** The fields of a banner (§3 Banner) the carousel needs; wire objects fit as they are. */
export interface BannerData {
  url: string;
}

export interface BannerCarouselProps<T extends BannerData> {
  banners: readonly T[];
  /** Clicking a banner opens its linked target. */
  onOpen: (banner: T, index: number) => void;
  getKey?: (banner: T, index: number) => Key;
  /** A banner's accessible name; "Open banner 1 of 3" by default (banners carry no title). */
  getLabel?: (banner: T, index: number) => string;
  /** The carousel's accessible name. */
  label?: string;
  autoplayDelay?: number;
  speed?: number;
  slidesPerView?: number;
  className?: string;
}

/** Swiper once it has loaded: its components, and where a newly mounted swiper starts. */
interface Engine {
  kit: SwiperKit;
  /** The banners it was mounted for (their keys); new banners make a new swiper. */
  signature: string;
  start: number;
}

/**
 * §2 Home banner carousel. The first banner paints as a plain image in a box of fixed aspect ratio
 * (16:9 on phones, 16:6 on desktop) before any carousel code loads. With more than one banner,
 * swiper (load-swiper.ts) is imported once that picture has loaded and takes over the same layout
 * (same slide width and gap), so nothing shifts: it slides, loops from 3 banners (rewinds with 2),
 * autoplays and follows a swipe. Until then, or if it never loads, the arrows and dots move the
 * static row. The buttons, the slide labels and the pause are ours (named in the reader's
 * language); rotation pauses while hovered or focused, under prefers-reduced-motion, and from the
 * pause button.
 */
export function BannerCarousel<T extends BannerData>({
  banners,
  onOpen,
  getKey = (banner, index) => `${index}:${banner.url}`,
  getLabel,
  label,
  autoplayDelay = BANNER_AUTOPLAY_DELAY,
  speed = BANNER_SPEED,
  slidesPerView = BANNER_SLIDES_PER_VIEW,
  className,
}: BannerCarouselProps<T>) {
  const { t } = useTranslation('tiles');
  const count = banners.length;
  const multiple = count > 1;
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(count - 1, 0));
  const [firstShown, setFirstShown] = useState(false);
  const [engine, setEngine] = useState<Engine>();
  const [swiper, setSwiper] = useState<SwiperInstance>();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const paused = hovered || focused || stopped || reducedMotion;

  // A new list of banners is a new carousel: React rebuilds the slides and swiper starts again.
  const signature = banners.map((banner, index) => String(getKey(banner, index))).join('|');
  if (engine && engine.signature !== signature) setEngine({ ...engine, signature, start: current });
  // Swiper starts where the static layout stands (the arrows work before it arrives).
  const latest = useRef({ signature, current });
  useEffect(() => {
    latest.current = { signature, current };
  }, [signature, current]);

  // After the first picture, never beside it: the largest paint has the link to itself.
  useEffect(() => {
    if (!multiple || !firstShown) return undefined;
    let cancelled = false;
    loadSwiper()
      .then((kit) => {
        if (cancelled) return;
        const { signature: mounted, current: start } = latest.current;
        setEngine({ kit, signature: mounted, start });
      })
      // Without swiper the banners stay a working static carousel (arrows and dots still move).
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [multiple, firstShown]);

  const running = swiper && !swiper.destroyed ? swiper : undefined;
  useEffect(() => {
    if (!running) return;
    if (paused) running.autoplay.stop();
    else running.autoplay.start();
  }, [running, paused]);

  if (count === 0) return null;

  const open = (banner: T, index: number) => onOpen(banner, index);
  const nameOf = (banner: T, index: number) =>
    getLabel?.(banner, index) ?? t('banner.open', { position: index + 1, total: count });
  const classes = ['ui-banner', multiple ? 'ui-banner--multiple' : 'ui-banner--single'];
  if (!engine) classes.push('ui-banner--static');
  if (className) classes.push(className);

  if (!multiple) {
    const [banner] = banners;
    if (!banner) return null;
    return (
      <section className={classes.join(' ')} aria-label={label ?? t('banner.label')}>
        <button
          type="button"
          className="ui-banner__link"
          aria-label={nameOf(banner, 0)}
          onClick={() => open(banner, 0)}
        >
          <img
            className="ui-banner__image"
            src={banner.url}
            alt=""
            fetchPriority="high"
            decoding="async"
          />
        </button>
      </section>
    );
  }

  const previous = () => (running ? running.slidePrev() : setActive((current - 1 + count) % count));
  const next = () => (running ? running.slideNext() : setActive((current + 1) % count));
  const goTo = (index: number) => (running ? running.slideToLoop(index) : setActive(index));
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (
      !(event.relatedTarget instanceof Node) ||
      !event.currentTarget.contains(event.relatedTarget)
    ) {
      setFocused(false);
    }
  };
  const style = {
    '--ui-banner-per-view': slidesPerView,
    '--ui-banner-gap': `${BANNER_GAP}px`,
    '--ui-banner-index': current,
  } as CSSProperties;

  /** A slide: a group named by its place ("2 of 5"), hidden from readers and Tab out of front. */
  const slideAttributes = (index: number): HTMLAttributes<HTMLElement> => ({
    className: 'ui-banner__slide',
    role: 'group',
    'aria-roledescription': 'slide',
    'aria-label': t('banner.slide', { position: index + 1, total: count }),
    'aria-hidden': index === current ? undefined : true,
  });
  const picture = (banner: T, index: number): ReactNode => (
    <button
      type="button"
      className="ui-banner__link"
      aria-label={nameOf(banner, index)}
      tabIndex={index === current ? 0 : -1}
      // Swiper cancels the click that ends a swipe (preventClicks): a swipe opens nothing.
      onClick={(event) => {
        if (!event.defaultPrevented) open(banner, index);
      }}
    >
      <img
        className="ui-banner__image"
        src={banner.url}
        alt=""
        // The first banner is the page's largest paint; the rest wait their turn.
        loading={index === 0 ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : 'low'}
        decoding="async"
        // The browser's own drag of a picture would take the mouse from a swipe.
        draggable={false}
        onLoad={index === 0 ? () => setFirstShown(true) : undefined}
        // A first picture that fails still lets the carousel start.
        onError={index === 0 ? () => setFirstShown(true) : undefined}
      />
    </button>
  );
  // While it rotates by itself the slides are not announced; once paused each change is (APG).
  const announce = paused || !engine ? 'polite' : 'off';

  let slides: ReactNode;
  if (engine) {
    const { Swiper, SwiperSlide, modules } = engine.kit;
    slides = (
      <Swiper
        key={signature}
        className="ui-banner__viewport"
        wrapperClass="ui-banner__track"
        aria-live={announce}
        modules={modules}
        slidesPerView={slidesPerView}
        spaceBetween={BANNER_GAP}
        // Under reduced motion a move is a cut.
        speed={reducedMotion ? 0 : speed}
        loop={count >= LOOP_FROM}
        rewind={count < LOOP_FROM}
        initialSlide={engine.start}
        // In loop mode swiper drops a Next or Previous tap that arrives while a slide still moves
        // (an autoplay turn, a slow phone): every tap counts here.
        loopPreventsSliding={false}
        // Our effect stops and starts it (hover, focus, pause button, reduced motion); a swipe or a
        // button only restarts its count.
        autoplay={{ delay: autoplayDelay, disableOnInteraction: false }}
        onSwiper={setSwiper}
        onRealIndexChange={(instance: SwiperInstance) => setActive(instance.realIndex)}
      >
        {banners.map((banner, index) => (
          <SwiperSlide key={getKey(banner, index)} {...slideAttributes(index)}>
            {picture(banner, index)}
          </SwiperSlide>
        ))}
      </Swiper>
    );
  } else {
    slides = (
      <div key={signature} className="ui-banner__viewport" aria-live={announce}>
        <div className="ui-banner__track">
          {banners.map((banner, index) => (
            <div key={getKey(banner, index)} {...slideAttributes(index)}>
              {picture(banner, index)}
            </div>
          ))}
        </div>
      </div>
    );
  }

  return (
    <section
      className={classes.join(' ')}
      style={style}
      // 'swiper' once swiper drives buttons and swipes; until then they move the static layout.
      data-carousel={running ? 'swiper' : 'static'}
      aria-roledescription="carousel"
      aria-label={label ?? t('banner.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {slides}
      {/* Previous and next sit in the row under the pictures, not on them: a banner's headline is
          drawn in its picture, where an arrow on top of it would hide the words. */}
      <div className="ui-banner__controls">
        <IconButton
          className="ui-banner__arrow ui-banner__arrow--previous"
          variant="ghost"
          size="sm"
          label={t('banner.previous')}
          icon={<ChevronLeft />}
          onClick={previous}
        />
        <IconButton
          className="ui-banner__pause"
          variant="ghost"
          size="sm"
          label={t('banner.pause')}
          icon={<Pause />}
          aria-pressed={stopped}
          onClick={() => setStopped((value) => !value)}
        />
        <div className="ui-banner__pagination" role="group" aria-label={t('banner.pagination')}>
          {banners.map((banner, index) => (
            <button
              key={getKey(banner, index)}
              type="button"
              className="ui-banner__dot"
              aria-label={t('banner.go_to', { position: index + 1 })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
        <IconButton
          className="ui-banner__arrow ui-banner__arrow--next"
          variant="ghost"
          size="sm"
          label={t('banner.next')}
          icon={<ChevronRight />}
          onClick={next}
        />
      </div>
    </section>
  );
}
