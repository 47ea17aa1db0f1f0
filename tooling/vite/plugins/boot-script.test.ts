import { describe, expect, it } from 'vitest';
import { runHook } from '../testing';
import { bootScript } from './boot-script.js';

const chunk = (fileName: string, fields: Record<string, unknown> = {}) => ({
  type: 'chunk',
  fileName,
  name: fileName.replace(/^assets\/|-\w+\.js$/g, ''),
  isEntry: false,
  imports: [],
  facadeModuleId: null,
  ...fields,
});

/** A build's chunks: the boot imports a shared chunk that imports another. */
const bundle = {
  'assets/boot-b1.js': chunk('assets/boot-b1.js', {
    isEntry: true,
    imports: ['assets/calls-c2.js'],
  }),
  'assets/calls-c2.js': chunk('assets/calls-c2.js', { imports: ['assets/url-u3.js'] }),
  'assets/url-u3.js': chunk('assets/url-u3.js'),
  'assets/index-i4.js': chunk('assets/index-i4.js', {
    isEntry: true,
    imports: ['assets/framework-f5.js', 'assets/url-u3.js'],
  }),
  'assets/framework-f5.js': chunk('assets/framework-f5.js'),
  'assets/games-g6.js': chunk('assets/games-g6.js', {
    facadeModuleId: '/repo/packages/i18n/locales/en/games.json',
  }),
  'assets/games-g7.js': chunk('assets/games-g7.js', {
    facadeModuleId: 'C:\\repo\\packages\\i18n\\locales\\ty\\games.json',
  }),
  'assets/errors-e8.js': chunk('assets/errors-e8.js', {
    facadeModuleId: '/repo/packages/i18n/locales/en/errors.json',
  }),
  'assets/errors-e9.js': chunk('assets/errors-e9.js', {
    facadeModuleId: '/repo/packages/i18n/locales/ty/errors.json',
  }),
  'assets/wallet-w1.js': chunk('assets/wallet-w1.js', {
    facadeModuleId: '/repo/packages/i18n/locales/en/wallet.json',
  }),
  'assets/index-s1.css': { type: 'asset', fileName: 'assets/index-s1.css' },
};

/** index.html as Vite has written it by the time `post` hooks run. */
const builtHtml = `<head>
    <title>PH Gaming</title>
    <script type="module" crossorigin src="/assets/index-i4.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-f5.js">
    <link rel="modulepreload" crossorigin href="/assets/url-u3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-s1.css">
  </head>`;

const transform = (plugin: ReturnType<typeof bootScript>, html: string, context: object) =>
  runHook(plugin, 'transformIndexHtml', {}, html, context);

describe('bootScript', () => {
  it('makes the boot an entry of its own in a build, and leaves the dev server alone', () => {
    const plugin = bootScript('src/boot.ts', []);
    expect(runHook(plugin, 'config', {}, {}, { command: 'build', mode: 'production' })).toEqual({
      build: { rolldownOptions: { input: { index: 'index.html', boot: 'src/boot.ts' } } },
    });
    expect(runHook(plugin, 'config', {}, {}, { command: 'serve', mode: 'development' })).toBe(
      undefined,
    );
  });

  it('adds the boot module as it is on the dev server', () => {
    const plugin = bootScript('src/boot.ts', ['games']);
    expect(plugin.transformIndexHtml).toMatchObject({ order: 'post' });
    expect(transform(plugin, '<head></head>', {})).toEqual([
      {
        tag: 'script',
        attrs: { type: 'module', async: true, src: '/src/boot.ts' },
        injectTo: 'head',
      },
    ]);
  });

  it("puts the boot in the head and names the app's entry and the first texts for it to start", () => {
    const plugin = bootScript('src/boot.ts', ['games', 'errors']);
    const result = transform(plugin, builtHtml, { bundle });
    expect(result).toEqual({
      html: `<head>
    <title>PH Gaming</title>
    <meta name="app-texts" data-en="errors=/assets/errors-e8.js games=/assets/games-g6.js" data-ty="errors=/assets/errors-e9.js games=/assets/games-g7.js">
    <meta name="app-entry" content="/assets/index-i4.js" data-imports="/assets/framework-f5.js /assets/url-u3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-s1.css">
  </head>`,
      tags: [
        {
          tag: 'script',
          attrs: { type: 'module', async: true, crossorigin: true, src: '/assets/boot-b1.js' },
          injectTo: 'head',
        },
        {
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: '/assets/calls-c2.js' },
          injectTo: 'head',
        },
        {
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: '/assets/url-u3.js' },
          injectTo: 'head',
        },
      ],
    });
  });

  it('writes no texts element when the boot fetches no texts', () => {
    const result = transform(bootScript('src/boot.ts', []), builtHtml, { bundle }) as {
      html: string;
    };
    expect(result.html).not.toContain('app-texts');
    expect(result.html).toContain('<meta name="app-entry" content="/assets/index-i4.js"');
  });

  it('fails the build without a boot chunk or an app entry script', () => {
    const plugin = bootScript('src/boot.ts', []);
    const { ['assets/boot-b1.js']: _boot, ...withoutBoot } = bundle;
    expect(() => transform(plugin, builtHtml, { bundle: withoutBoot })).toThrow(
      'no boot chunk for src/boot.ts',
    );
    expect(() => transform(plugin, '<head></head>', { bundle })).toThrow(
      'index.html has no app entry script',
    );
  });
});
