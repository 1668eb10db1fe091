import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { splitCatalogs } from './scripts/catalogs/split-catalogs-plugin.ts';
import { buildYear } from './scripts/vite/build-year.ts';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [
          react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
          lingui(),
          splitCatalogs({ rootDir: import.meta.dirname }),
          buildYear(),
        ],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts', 'sw/**/*.test.ts'],
          setupFiles: ['src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/load/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['server/src/testing/fail-on-overlapping-queries.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
