// @ts-check
/**
 * Puts the app's boot frame (static markup, rendered when the HTML is built) in place of the
 * `<!--boot-frame-->` comment of index.html.
 * @param {() => string} render
 * @returns {import('vite').Plugin}
 */
export function prerenderedFrame(render) {
  return {
    name: 'prerendered-frame',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes('<!--boot-frame-->'))
          throw new Error('index.html has no <!--boot-frame--> for the boot frame');
        return html.replace('<!--boot-frame-->', render());
      },
    },
  };
}
