import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Against one PostgreSQL server, test files would reset each other's data: run them in turn.
    fileParallelism: !process.env.TEST_DATABASE_URL,
  },
});
