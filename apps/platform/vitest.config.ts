import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One seeded PGlite dump and PostgreSQL template for the run; each platform a test starts
    // gets a copy of its own, so files run side by side on both databases.
    globalSetup: ['./src/testing/global-setup.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    // Files share a worker's modules: each file starts platforms of its own and on databases of
    // their own, and no platform module keeps state of its own between them. Loading the server's
    // modules again for each of the 37 files was a third of the suite's processor time.
    isolate: false,
    // At least two files at a time even on two cores (Vitest's default there is one): a file
    // spends part of its time waiting on PostgreSQL, which runs in another process.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
