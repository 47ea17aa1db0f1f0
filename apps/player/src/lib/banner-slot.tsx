import { bootImage } from '@gaming/kernel/boot';

/**
 * The home banner's place while its code or list loads (one slide of the carousel's peeking
 * layout), showing the first banner when the boot frame already showed it, so the banner never
 * blinks out between the frame and the carousel.
 */
export function BannerSlot() {
  const url = bootImage();
  return (
    <div className="home-banner-slot" aria-hidden="true">
      {url === null ? null : <img src={url} alt="" />}
    </div>
  );
}
