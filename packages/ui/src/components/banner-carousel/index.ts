export {
  BANNER_AUTOPLAY_DELAY,
  BANNER_SLIDES_PER_VIEW,
  BANNER_SPEED,
  BannerCarousel,
} from './BannerCarousel';
export type { BannerCarouselProps, BannerData } from './BannerCarousel';
