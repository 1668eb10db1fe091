import { defineConfig } from 'vitest/config';

// The WebKit tier (tests/README.md): one browser at a time, each test bounded.
export default defineConfig({
  test: {
    name: 'webkit',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.test.ts'],
    globalSetup: ['global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
    reporters: ['verbose'],
  },
});
