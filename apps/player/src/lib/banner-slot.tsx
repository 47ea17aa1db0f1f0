/**
 * The home banner's place while its code or list loads: one slide of the carousel's peeking layout
 * and the room of its controls (`.home-banner-slot` in app/boot-frame.css, the size the boot
 * frame's banner has too), so nothing below it moves when the carousel arrives.
 */
export function BannerSlot() {
  return <div className="home-banner-slot" aria-hidden="true" />;
}
