import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import {
  COMPILE_HINT,
  chunkGroups,
  compileHintOf,
  libraryChunkOf,
  preloadListOf,
} from './chunks.js';

const STORE = '/repo/node_modules/.pnpm';

/** A rendered chunk of these modules, each of this length before minifying. */
const rendered = (modules: Record<string, number>) =>
  ({
    moduleIds: Object.keys(modules),
    modules: Object.fromEntries(
      Object.entries(modules).map(([id, renderedLength]) => [id, { renderedLength }]),
    ),
  }) as unknown as Rolldown.RenderedChunk;

describe('libraryChunkOf', () => {
  it('gives each library outside the framework a file of its own', () => {
    expect(
      libraryChunkOf(`${STORE}/qrcode.react@4.2.0/node_modules/qrcode.react/lib/index.js`),
    ).toBe('lib-qrcode.react');
    expect(libraryChunkOf('/repo/node_modules/swiper/swiper.mjs')).toBe('lib-swiper');
    expect(libraryChunkOf(`${STORE}/@floating-ui+dom@1/node_modules/@floating-ui/dom/x.js`)).toBe(
      'lib-floating-uidom',
    );
    expect(libraryChunkOf('C:\\repo\\node_modules\\lucide-react\\dist\\x.js')).toBe(
      'lib-lucide-react',
    );
  });

  it('leaves the framework and our own modules to the other groups', () => {
    expect(libraryChunkOf(`${STORE}/react-dom@19/node_modules/react-dom/client.js`)).toBeNull();
    expect(
      libraryChunkOf(`${STORE}/@reduxjs+toolkit@2/node_modules/@reduxjs/toolkit/x.js`),
    ).toBeNull();
    expect(libraryChunkOf('/repo/packages/ui/src/components/button/button.tsx')).toBeNull();
  });
});

describe('chunkGroups', () => {
  const kit = new Set([
    '/repo/packages/ui/src/components/dialog/dialog.tsx',
    '/repo/packages/ui/src/components/game-tile/game-tile.tsx',
    '/repo/packages/ui/src/hooks/useOnScreen.ts',
  ]);
  const bootParts = new Set(['/repo/apps/player/src/lobby-boot.ts']);
  const groups = chunkGroups(kit, bootParts);
  /** The group a module goes to: the first by priority whose test takes it. */
  const groupOf = (id: string) => {
    for (const group of [...groups].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0))) {
      const { name, test } = group;
      const taken =
        test === undefined ||
        (typeof test === 'function' ? test(id) === true : new RegExp(test).test(id));
      if (!taken) continue;
      if (typeof name === 'string') return name;
      const named = name(id, {} as never);
      if (named) return named;
    }
    return null;
  };

  it('puts the framework in one file', () => {
    for (const id of [
      `${STORE}/react@19/node_modules/react/index.js`,
      `${STORE}/react-dom@19/node_modules/react-dom/client.js`,
      `${STORE}/scheduler@0/node_modules/scheduler/index.js`,
      `${STORE}/react-router@7/node_modules/react-router/dist/index.mjs`,
      `${STORE}/@reduxjs+toolkit@2/node_modules/@reduxjs/toolkit/query/react.mjs`,
      `${STORE}/i18next@26/node_modules/i18next/dist/esm/i18next.js`,
      `${STORE}/react-i18next@17/node_modules/react-i18next/dist/es/index.js`,
    ])
      expect(groupOf(id), id).toBe('framework');
  });

  it("parts the kit's lazily used modules into the lobby's and the rest, beside the boot's", () => {
    expect(groupOf('/repo/packages/ui/src/components/dialog/dialog.tsx')).toBe('kit');
    expect(groupOf('/repo/packages/ui/src/components/game-tile/game-tile.tsx')).toBe('lobby-kit');
    expect(groupOf('/repo/packages/ui/src/hooks/useOnScreen.ts')).toBe('lobby-kit');
    expect(groupOf('/repo/apps/player/src/lobby-boot.ts')).toBe('boot-parts');
    // A kit module of the first paint is in no set: the automatic splitting places it.
    expect(groupOf('/repo/packages/ui/src/components/button/button.tsx')).toBeNull();
    expect(groupOf('/repo/packages/ui/src/components/game-grid/game-grid.tsx')).toBeNull();
    expect(groupOf(`${STORE}/swiper@14/node_modules/swiper/swiper.mjs`)).toBe('lib-swiper');
  });

  it('reads the sets when the build asks, after the plugins have filled them', () => {
    const later = new Set<string>();
    const [, boot] = chunkGroups(new Set(), later);
    const test = boot?.test;
    if (typeof test !== 'function') throw new Error('boot-parts has no test');
    expect(test('/repo/apps/agent/src/x.ts')).toBe(false);
    later.add('/repo/apps/agent/src/x.ts');
    expect(test('/repo/apps/agent/src/x.ts')).toBe(true);
  });
});

describe('compileHintOf', () => {
  it('hints code chunks from 8,000 characters, not the smaller ones nor the texts', () => {
    expect(compileHintOf(rendered({ '/a.ts': 5_000, '/b.ts': 3_000 }))).toBe(COMPILE_HINT);
    expect(compileHintOf(rendered({ '/a.ts': 7_999 }))).toBeUndefined();
    expect(compileHintOf(rendered({ '/en/games.json': 50_000 }))).toBeUndefined();
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  });
});

describe('preloadListOf', () => {
  const loadedWith = new Map([['assets/index-a.js', new Set(['assets/framework-b.js'])]]);
  const resolve = preloadListOf(loadedWith);

  it('leaves out of a lazy chunk’s list what its importer has loaded already', () => {
    expect(
      resolve('assets/deposit-c.js', ['assets/framework-b.js', 'assets/kit-d.js'], {
        hostId: 'assets/index-a.js',
        hostType: 'js',
      }),
    ).toEqual(['assets/kit-d.js']);
    expect(
      resolve('assets/deposit-c.js', ['assets/framework-b.js'], {
        hostId: 'assets/other-e.js',
        hostType: 'js',
      }),
    ).toEqual(['assets/framework-b.js']);
  });

  it("gives the boot's lazily loaded part no list", () => {
    expect(
      resolve('assets/boot-parts-f1.js', ['assets/kit-d.js'], {
        hostId: 'assets/boot-g.js',
        hostType: 'js',
      }),
    ).toEqual([]);
  });
});
