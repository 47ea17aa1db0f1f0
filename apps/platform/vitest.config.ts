import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One seeded PGlite dump and PostgreSQL template for the run; each platform a test starts
    // gets a copy of its own, so files run side by side on both databases.
    globalSetup: ['./src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
