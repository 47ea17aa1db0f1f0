// `import.meta.glob` as Vite compiles it, typed for programs without `vite/client` (this package and
// packages/ui). Apps with `vite/client` get Vite's own, compatible declaration.
declare global {
  interface ImportMeta {
    glob: ImportMetaGlob;
  }
}

interface ImportMetaGlob {
  (patterns: string | string[], options: { eager: true; import?: string }): Record<string, unknown>;
  (
    patterns: string | string[],
    options?: { eager?: false; import?: string },
  ): Record<string, () => Promise<unknown>>;
}

export {};
