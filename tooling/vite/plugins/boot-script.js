// @ts-check
import { importsOf } from './static-imports.js';

/** A language's text file (`packages/i18n/locales/<folder>/<namespace>.json`). */
const LOCALE_FILE = /\/packages\/i18n\/locales\/(\w+)\/(\w+)\.json$/;

/**
 * Runs `entry` before the app. Vite joins every module script of index.html into one entry, which
 * would make the boot wait for the framework; so the boot is an input of its own, and its chunk
 * (with modulepreload links for what it imports) goes into the head. The app's own script and its
 * modulepreload links become `<meta name="app-entry" content data-imports>`: the boot starts them
 * (`startApp`) once the frame is drawn (on home once its banner is), so a slow phone spends its
 * link and processor on the first paint before the framework.
 * The files of the `texts` namespaces in EN and TY go into `<meta name="app-texts" data-en
 * data-ty>` (`games=/assets/games-….js …`): the boot fetches the first screen's (`firstTexts` of
 * @gaming/kernel/boot).
 * @param {string} entry the module's path from the app's root, e.g. `src/boot.ts`
 * @param {readonly string[]} texts
 * @returns {import('vite').Plugin}
 */
export function bootScript(entry, texts) {
  return {
    name: 'boot-script',
    config(_config, { command }) {
      if (command !== 'build') return;
      return { build: { rolldownOptions: { input: { index: 'index.html', boot: entry } } } };
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) {
          // The dev server: the module as it is (the app's own script stays as it was).
          return [
            {
              tag: 'script',
              attrs: { type: 'module', async: true, src: `/${entry}` },
              injectTo: 'head',
            },
          ];
        }
        const chunk = Object.values(context.bundle).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === 'boot',
        );
        if (!chunk || chunk.type !== 'chunk') throw new Error(`no boot chunk for ${entry}`);
        const base = context.server?.config.base ?? '/';
        // The app's entry and its imports are fetched and run when the boot says so (`startApp` of
        // @gaming/kernel/boot, after the frame has been drawn): they are named in a meta element
        // instead of a script and modulepreload links, so the first paint has the link to itself.
        const appScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(
          html,
        );
        if (!appScript?.[1]) throw new Error('index.html has no app entry script');
        const appEntry = appScript[1];
        const preload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
        const imports = [...html.matchAll(preload)].map((match) => match[1]);
        /** @type {Record<string, string[]>} */
        const textFiles = { en: [], ty: [] };
        for (const output of Object.values(context.bundle)) {
          if (output.type !== 'chunk') continue;
          const text = LOCALE_FILE.exec(output.facadeModuleId?.replaceAll('\\', '/') ?? '');
          const [, folder = '', namespace = ''] = text ?? [];
          if (Object.hasOwn(textFiles, folder) && texts.includes(namespace))
            textFiles[folder]?.push(`${namespace}=${base}${output.fileName}`);
        }
        const textsMeta =
          texts.length === 0
            ? ''
            : `<meta name="app-texts" data-en="${textFiles.en?.sort().join(' ')}" data-ty="${textFiles.ty?.sort().join(' ')}">\n    `;
        const meta = `${textsMeta}<meta name="app-entry" content="${appEntry}" data-imports="${imports.join(' ')}">\n    `;
        return {
          html: html.replace(preload, '').replace(appScript[0], meta),
          tags: [
            {
              tag: 'script',
              // async: it runs as soon as it has loaded.
              attrs: { type: 'module', async: true, crossorigin: true, src: base + chunk.fileName },
              injectTo: 'head',
            },
            ...importsOf(chunk, context.bundle).map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: base + file },
              injectTo: /** @type {const} */ ('head'),
            })),
          ],
        };
      },
    },
  };
}
