import { describe, expect, it, vi } from 'vitest';
import { runHook } from '../testing';
import { PRELOAD_HELPER_ID, preloadHelper } from './preload-helper.js';

const chunk = (code: string) => ({ type: 'chunk', fileName: 'assets/a.js', code });

describe('preloadHelper', () => {
  it("loads the kernel's preloadBeside as Vite's helper, and nothing else", () => {
    const plugin = preloadHelper();
    expect(plugin.enforce).toBe('pre');
    expect(plugin.apply).toBe('build');
    expect(runHook(plugin, 'load', {}, '/src/main.ts')).toBeNull();
    expect(runHook(plugin, 'load', {}, PRELOAD_HELPER_ID)).toBe(
      "export { preloadBeside as __vitePreload } from '@gaming/kernel/module-preload';",
    );
  });

  it("fails the build when chunks list files to preload but Vite's helper was never replaced", () => {
    const plugin = preloadHelper();
    const context = { error: vi.fn() };
    runHook(plugin, 'buildStart', context);
    runHook(
      plugin,
      'generateBundle',
      context,
      {},
      { 'assets/a.js': chunk('__vite__mapDeps([0])') },
    );
    expect(context.error).toHaveBeenCalledWith(
      `Vite's preload helper (${PRELOAD_HELPER_ID}) was not replaced.`,
    );
  });

  it('lets the build through once the helper was replaced, or when no chunk lists files', () => {
    const plugin = preloadHelper();
    const context = { error: vi.fn() };
    runHook(plugin, 'buildStart', context);
    runHook(plugin, 'generateBundle', context, {}, { 'assets/a.js': chunk('export {}') });
    runHook(plugin, 'load', context, PRELOAD_HELPER_ID);
    runHook(
      plugin,
      'generateBundle',
      context,
      {},
      { 'assets/a.js': chunk('__vite__mapDeps([0])') },
    );
    expect(context.error).not.toHaveBeenCalled();
  });

  it('forgets a replacement from an earlier build (watch mode)', () => {
    const plugin = preloadHelper();
    const context = { error: vi.fn() };
    runHook(plugin, 'load', context, PRELOAD_HELPER_ID);
    runHook(plugin, 'buildStart', context);
    runHook(
      plugin,
      'generateBundle',
      context,
      {},
      { 'assets/a.js': chunk('__vite__mapDeps([0])') },
    );
    expect(context.error).toHaveBeenCalledOnce();
  });
});
