import { defineConfig } from '@playwright/test';

import e2eConfig from './playwright.config.ts';

/**
 * `npm run screens`: a screenshot of every main screen in each language, size and theme, for a
 * reviewer to look at side by side (tests/screens/README.md). Same server as the e2e suite.
 */
export default defineConfig({
  ...e2eConfig,
  testDir: 'tests/screens',
  outputDir: 'test-results/screens-run',
  retries: 0,
  timeout: 15 * 60_000,
  reporter: [['list']],
});
