/**
 * Swiper, the banner carousel's engine: its React components, the one module the carousel uses
 * (autoplay) and its core stylesheet. The carousel asks for it once its first picture is on
 * screen; every import here is dynamic, so swiper lands in a file of its own (the build's
 * `lib-swiper`, its styles beside it) that neither the first paint nor the home page's own code
 * waits for. Its other modules (navigation, pagination, a11y, keyboard) stay out: the carousel
 * draws its own named buttons and announces its slides itself.
 */
export async function loadSwiper() {
  // Each import names what it takes in a `.then`, the form the bundler follows to leave out the
  // rest of `swiper/modules` (twenty-odd modules, about 20 KB gzipped).
  const [components, autoplay] = await Promise.all([
    import('swiper/react').then(({ Swiper, SwiperSlide }) => ({ Swiper, SwiperSlide })),
    import('swiper/modules').then(({ Autoplay }) => Autoplay),
    import('swiper/css'),
  ]);
  return { ...components, modules: [autoplay] };
}

export type SwiperKit = Awaited<ReturnType<typeof loadSwiper>>;
