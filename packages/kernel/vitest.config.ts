import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Component tests seal real envelopes (WebCrypto); on a loaded 2-core CI machine they need room.
    testTimeout: 15_000,
  },
});
