import {
  BANNER_AUTOPLAY_MS,
  BANNER_SLIDES_PER_VIEW as SLIDES_PER_VIEW,
  BANNER_SPEED_MS,
} from '@gaming/domain/constants';
import { useTranslation } from '@gaming/i18n';
import { ChevronLeft, ChevronRight, Pause } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { CSSProperties, FocusEvent, Key } from 'react';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { IconButton } from '../icon-button';
import { loadCarouselEngine } from './carousel-engine';
import type { CarouselEngine } from './carousel-engine';
import './BannerCarousel.css';

/** §9 "Banner autoplay 5000 ms" (the domain's constant). */
export const BANNER_AUTOPLAY_DELAY = BANNER_AUTOPLAY_MS;
/** §9 "speed 1000 ms": one transition. */
export const BANNER_SPEED = BANNER_SPEED_MS;
/** §9 "1.272 slides per view": the next banner peeks in. */
export const BANNER_SLIDES_PER_VIEW = SLIDES_PER_VIEW;
/** Pixels between banners; the CSS lays the first paint out with the same gap. */
const BANNER_GAP = 12;

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

/**
 * §2 Home banner carousel. The first banner paints as a plain image in a box of fixed aspect ratio
 * (16:9 on phones, 16:6 on desktop) before any carousel code loads; with more than one banner our
 * small engine (carousel-engine.ts) is imported afterwards and drives the same layout, so nothing
 * shifts: it slides the track by a CSS transform, loops from 3 banners (rewinds with 2), autoplays
 * and follows a swipe. Rotation pauses while hovered or focused, under prefers-reduced-motion, and
 * from its own pause button.
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
  const [loaded, setLoaded] = useState<{ key: string; engine: CarouselEngine }>();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const paused = hovered || focused || stopped || reducedMotion;

  const viewportRef = useRef<HTMLDivElement>(null);
  // The engine starts where the static layout stands, without restarting on every slide change.
  const activeRef = useRef(current);
  useEffect(() => {
    activeRef.current = current;
  }, [current]);
  // A new list of banners is a new carousel: React rebuilds the slides and the engine restarts.
  const signature = banners.map((banner, index) => String(getKey(banner, index))).join('|');
  const engineKey = [signature, slidesPerView, speed, autoplayDelay].join('/');
  const engine = loaded?.key === engineKey ? loaded.engine : undefined;

  useEffect(() => {
    const element = viewportRef.current;
    if (count < 2 || !element) return undefined;
    let cancelled = false;
    let created: CarouselEngine | undefined;
    loadCarouselEngine()
      .then((create) => {
        if (cancelled) return;
        created = create(element, {
          slidesPerView,
          spaceBetween: BANNER_GAP,
          speed,
          autoplayDelay,
          loop: count >= 3,
          initialSlide: activeRef.current,
          onIndexChange: setActive,
        });
        setLoaded({ key: engineKey, engine: created });
      })
      // Without the engine the banners stay a working static carousel (arrows and dots still move).
      .catch(() => undefined);
    return () => {
      cancelled = true;
      created?.destroy();
    };
  }, [engineKey, count, slidesPerView, speed, autoplayDelay]);

  useEffect(() => {
    if (!engine) return;
    if (paused) engine.pause();
    else engine.play();
  }, [engine, paused]);

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

  const previous = () => (engine ? engine.previous() : setActive((current - 1 + count) % count));
  const next = () => (engine ? engine.next() : setActive((current + 1) % count));
  const goTo = (index: number) => (engine ? engine.goTo(index) : setActive(index));
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

  return (
    <section
      className={classes.join(' ')}
      style={style}
      // 'engine' once the engine drives buttons and swipes; until then they move the static layout.
      data-carousel={engine ? 'engine' : 'static'}
      aria-roledescription="carousel"
      aria-label={label ?? t('banner.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div key={signature} ref={viewportRef} className="ui-banner__viewport">
        <div className="ui-banner__track">
          {banners.map((banner, index) => {
            const inFront = index === current;
            return (
              <div
                key={getKey(banner, index)}
                className="ui-banner__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={t('banner.slide', { position: index + 1, total: count })}
                aria-hidden={inFront ? undefined : true}
              >
                <button
                  type="button"
                  className="ui-banner__link"
                  aria-label={nameOf(banner, index)}
                  tabIndex={inFront ? 0 : -1}
                  onClick={() => open(banner, index)}
                >
                  <img
                    className="ui-banner__image"
                    src={banner.url}
                    alt=""
                    // The first banner is the page's largest paint; the rest wait their turn.
                    loading={index === 0 ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 ? 'high' : 'low'}
                    decoding="async"
                  />
                </button>
              </div>
            );
          })}
        </div>
      </div>
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
