/**
 * The frame the HTML paints before the app has run: prerendered at build into index.html (the
 * shared Vite config's `bootFrame`), so the first paint needs no script. The header with the
 * brand, the page heading's line and, on home, the banner's box, which the boot entry fills with
 * the first banner as soon as its address is known (`boot.ts`); on a game list lobby, the lines of
 * its filters and the first row of tiles, which it fills with the first games' icons
 * (`lobby-boot.ts`). Same classes and sizes as the
 * real frame, no text that needs a language. It stands before `#root`, which stays hidden while
 * the frame is there; the site gate removes it once the first real screen is ready.
 * No CSS import here: the build renders it in Node (its styles are `boot-frame.css`).
 */
export function BootFrame({ brand }: { brand: string }) {
  return (
    <div id="boot-frame" className="shell boot-frame" aria-hidden="true">
      <header className="shell-header">
        <span className="boot-frame__menu" />
        <span className="shell-brand">{brand}</span>
        <span className="boot-frame__end" />
      </header>
      <div className="shell-body">
        <div className="shell-content">
          <div className="shell-main">
            <div className="shell-page">
              <div className="boot-frame__heading" />
              <div className="home-banner-slot boot-frame__banner" id="boot-banner" />
              <div className="boot-frame__lobby">
                <div className="boot-frame__filters">
                  <span className="boot-frame__providers" />
                  <div className="boot-frame__filter-row">
                    <span className="boot-frame__classify" />
                    <span className="boot-frame__search" />
                  </div>
                </div>
                <ul className="boot-frame__games" id="boot-games">
                  <li />
                  <li />
                  <li />
                  <li />
                </ul>
              </div>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
