import { describe, expect, it } from 'vitest';
import { runHook } from '../testing';
import { kitModules } from './kit-modules.js';

const APP = '/repo/apps/player/src';
const UI = '/repo/packages/ui/src';
const LIB = '/repo/node_modules/.pnpm/swiper@14.4.0/node_modules/swiper';

interface Module {
  isEntry?: boolean;
  importedIds?: string[];
  dynamicallyImportedIds?: string[];
}

/**
 * The module graph of a small app: the entries (app and boot) import the button; the boot loads
 * the lobby boot lazily, which imports a tile and a library; a lazy page imports the dialog, which
 * imports a kit helper, the button again and a library.
 */
const graph: Record<string, Module> = {
  [`${APP}/main.tsx`]: {
    isEntry: true,
    importedIds: [`${UI}/components/button/button.tsx`],
    dynamicallyImportedIds: [`${APP}/pages/wallet.tsx`],
  },
  [`${APP}/boot.ts`]: {
    isEntry: true,
    importedIds: [`${APP}/first-calls.ts`],
    dynamicallyImportedIds: [`${APP}/lobby-boot.ts`],
  },
  [`${APP}/first-calls.ts`]: {},
  [`${UI}/components/button/button.tsx`]: {},
  [`${APP}/lobby-boot.ts`]: {
    importedIds: [
      `${APP}/first-calls.ts`,
      `${UI}/components/game-tile/game-tile.tsx`,
      `${LIB}/swiper.mjs`,
    ],
  },
  [`${UI}/components/game-tile/game-tile.tsx`]: {},
  [`${LIB}/swiper.mjs`]: {},
  [`${APP}/pages/wallet.tsx`]: { importedIds: [`${UI}/components/dialog/dialog.tsx`] },
  [`${UI}/components/dialog/dialog.tsx`]: {
    importedIds: [
      `${UI}/lib/focus-trap.ts`,
      `${UI}/components/button/button.tsx`,
      '/repo/node_modules/lucide-react/dist/x.js',
    ],
  },
  [`${UI}/lib/focus-trap.ts`]: {},
  '/repo/node_modules/lucide-react/dist/x.js': {},
};

const context = {
  getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
  getModuleInfo: (id: string) => {
    const module = graph[id];
    return module
      ? { isEntry: false, importedIds: [], dynamicallyImportedIds: [], ...module }
      : null;
  },
};

describe('kitModules', () => {
  it("collects the kit's modules outside the first paint and the boot's lazily loaded part", () => {
    const kit = new Set(['/stale/from/an/earlier/build.tsx']);
    const bootParts = new Set(['/stale.ts']);
    const plugin = kitModules(kit, bootParts, 'src/boot.ts');
    expect(plugin.apply).toBe('build');
    runHook(plugin, 'buildEnd', context);
    // Not the button (first paint), not the tile (the boot's part), no library.
    expect([...kit].sort()).toEqual([
      `${UI}/components/dialog/dialog.tsx`,
      `${UI}/lib/focus-trap.ts`,
    ]);
    // Not what the first paint has already, nor a library.
    expect([...bootParts].sort()).toEqual([
      `${APP}/lobby-boot.ts`,
      `${UI}/components/game-tile/game-tile.tsx`,
    ]);
  });

  it('finds the boot module whether given as ./src/boot.ts or src/boot.ts', () => {
    const bootParts = new Set<string>();
    runHook(kitModules(new Set(), bootParts, './src/boot.ts'), 'buildEnd', context);
    expect(bootParts.has(`${APP}/lobby-boot.ts`)).toBe(true);
  });

  it('puts no module in the boot part when the app has no boot', () => {
    const kit = new Set<string>();
    const bootParts = new Set<string>();
    runHook(kitModules(kit, bootParts, undefined), 'buildEnd', context);
    expect(bootParts.size).toBe(0);
    // The tile is no boot part then: it joins the kit.
    expect(kit.has(`${UI}/components/game-tile/game-tile.tsx`)).toBe(true);
    expect(kit.has(`${UI}/components/button/button.tsx`)).toBe(false);
  });
});
