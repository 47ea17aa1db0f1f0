import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/index.ts'],
      reporter: ['text-summary', 'text'],
      // The rules are the product: at least 95% of their lines and branches run in a test.
      thresholds: { lines: 95, branches: 95 },
    },
  },
});
