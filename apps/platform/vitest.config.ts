import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One seeded PGlite dump and PostgreSQL template for the run; each platform a test starts
    // gets a copy of its own, so files run side by side on both databases.
    globalSetup: ['./src/testing/global-setup.ts'],
    // The longest suite of `pnpm test`: at least two files at a time even on two cores (Vitest's
    // default there is one), as its files wait on the database and on scrypt's thread pool.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
