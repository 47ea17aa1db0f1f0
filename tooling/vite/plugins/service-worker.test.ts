import { describe, expect, it, vi } from 'vitest';
import { serviceWorkerSource } from '../service-worker.js';
import { runHook } from '../testing';
import { serviceWorker } from './service-worker.js';

const chunk = (fileName: string, isEntry: boolean, imports: string[] = [], css: string[] = []) => ({
  type: 'chunk',
  fileName,
  isEntry,
  imports,
  viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
});

describe('serviceWorker', () => {
  it('writes dist/sw.js precaching the entries, what they import and their styles', () => {
    const plugin = serviceWorker();
    expect(plugin.apply).toBe('build');
    const emitFile = vi.fn();
    runHook(
      plugin,
      'generateBundle',
      { emitFile },
      {},
      {
        'assets/index-a.js': chunk(
          'assets/index-a.js',
          true,
          ['assets/framework-b.js'],
          ['assets/index-c.css'],
        ),
        'assets/boot-d.js': chunk('assets/boot-d.js', true, ['assets/framework-b.js']),
        'assets/framework-b.js': chunk('assets/framework-b.js', false),
        'assets/deposit-e.js': chunk('assets/deposit-e.js', false, [], ['assets/deposit-f.css']),
        'assets/index-c.css': { type: 'asset', fileName: 'assets/index-c.css' },
      },
    );
    const precache = [
      '/assets/boot-d.js',
      '/assets/framework-b.js',
      '/assets/index-a.js',
      '/assets/index-c.css',
    ];
    expect(emitFile).toHaveBeenCalledWith({
      type: 'asset',
      fileName: 'sw.js',
      source: serviceWorkerSource(precache),
    });
    expect(serviceWorkerSource(precache)).toContain(
      `const PRECACHE = ${JSON.stringify(precache)};`,
    );
  });

  it('names its cache after the list, so each build has its own', () => {
    const cacheOf = (list: string[]) =>
      /const CACHE = '(app-\w+)';/.exec(serviceWorkerSource(list))?.[1];
    expect(cacheOf(['/assets/a.js'])).toBe(cacheOf(['/assets/a.js']));
    expect(cacheOf(['/assets/a.js'])).not.toBe(cacheOf(['/assets/b.js']));
  });
});
