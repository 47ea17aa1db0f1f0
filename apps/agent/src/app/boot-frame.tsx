/**
 * The frame the agent site's HTML paints before the app has run: prerendered at build into
 * index.html (the shared Vite config's `bootFrame`), so the first paint needs no script. The
 * header with the brand and the page's first block, in classes of its own (the real frame's CSS
 * comes with its chunk); no text that needs a language. It stands before `#root`, which stays
 * hidden while the frame is there; the site gate removes it once the first real screen is ready.
 * No CSS import here: the build renders it in Node (its styles are `boot-frame.css`).
 */
export function BootFrame({ brand }: { brand: string }) {
  return (
    <div id="boot-frame" className="agent-boot" aria-hidden="true">
      <div className="agent-boot__header">
        <span className="agent-boot__brand">{brand}</span>
        <span className="agent-boot__line" />
      </div>
      <div className="agent-boot__main">
        <div className="agent-boot__line agent-boot__line--title" />
        <div className="agent-boot__block" />
      </div>
    </div>
  );
}
