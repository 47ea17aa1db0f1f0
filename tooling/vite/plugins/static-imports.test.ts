import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { runHook } from '../testing';
import { importsOf, staticImports } from './static-imports.js';

const chunk = (fileName: string, imports: string[] = []) => ({ type: 'chunk', fileName, imports });
const bundle = {
  'assets/index.js': chunk('assets/index.js', ['assets/framework.js', 'assets/store.js']),
  'assets/store.js': chunk('assets/store.js', ['assets/framework.js', 'assets/api.js']),
  'assets/api.js': chunk('assets/api.js', ['assets/store.js']),
  'assets/framework.js': chunk('assets/framework.js'),
  'assets/lazy.js': chunk('assets/lazy.js', ['assets/api.js']),
  'assets/index.css': { type: 'asset', fileName: 'assets/index.css' },
} as unknown as Rolldown.OutputBundle;

describe('importsOf', () => {
  it("lists a chunk's imports all the way down, each once, cycles included", () => {
    const index = bundle['assets/index.js'] as Rolldown.OutputChunk;
    expect(importsOf(index, bundle).sort()).toEqual([
      'assets/api.js',
      'assets/framework.js',
      'assets/store.js',
    ]);
    expect(importsOf(bundle['assets/framework.js'] as Rolldown.OutputChunk, bundle)).toEqual([]);
  });
});

describe('staticImports', () => {
  it('fills the map with what each chunk loads with it, forgetting an earlier build', () => {
    const loadedWith = new Map([['assets/old.js', new Set(['assets/gone.js'])]]);
    const plugin = staticImports(loadedWith);
    expect(plugin.apply).toBe('build');
    runHook(plugin, 'generateBundle', {}, {}, bundle);
    expect([...loadedWith.keys()].sort()).toEqual([
      'assets/api.js',
      'assets/framework.js',
      'assets/index.js',
      'assets/lazy.js',
      'assets/store.js',
    ]);
    expect([...(loadedWith.get('assets/lazy.js') ?? [])].sort()).toEqual([
      'assets/api.js',
      'assets/framework.js',
      'assets/store.js',
    ]);
    expect(loadedWith.get('assets/framework.js')?.size).toBe(0);
  });
});
