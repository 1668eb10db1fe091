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
  // One browser at a time, on the first of the e2e servers (config's `use.baseURL`).
  workers: 1,
  webServer: Array.isArray(e2eConfig.webServer) ? e2eConfig.webServer[0] : e2eConfig.webServer,
  timeout: 15 * 60_000,
  reporter: [['list']],
});
