import { test as base } from '@playwright/test';

import { e2eServers, type E2eServer } from '../../../playwright.config.ts';

export * from '@playwright/test';

/** The server of the worker running the current test (playwright.config.ts, `e2eServers`). */
export function currentE2eServer(): E2eServer {
  const server = e2eServers[base.info().parallelIndex % e2eServers.length];
  if (!server) throw new Error('playwright.config.ts declares no e2e server');
  return server;
}

/**
 * Playwright's `test`, with `baseURL` (so pages, contexts and `request`) pointing at the
 * worker's own server. Every spec imports from here, never from `@playwright/test`.
 */
export const test = base.extend({
  // Playwright reads what a fixture needs from this pattern: an empty one needs nothing.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(`http://127.0.0.1:${currentE2eServer().port}`);
  },
});
