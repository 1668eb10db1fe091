// Chromium: the WebKit row's scenario (bench/measure-webkit-offline.mjs) three times in Debian's
// Chromium through Playwright, each run in a fresh persistent profile behind a fresh cuttable
// proxy, so the two engines meet the same cut.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium } from '@playwright/test';
import { register } from 'tsx/esm/api';

import {
  chromiumArgs,
  chromiumPath,
  demoPassword,
  offlineReturnPatienceSeconds,
} from './constants.mjs';
import { offlineReturnRunsOf } from './offline-return-runs.mjs';

register();
const { demo } = await import('../tests/webkit/support/server-state.ts');
const { phone } = await import('../tests/webkit/support/webkit-session.ts');
const { offlinePhotosInChromium } = await import('./chromium-offline-photos.mjs');

/**
 * Seconds from the network's return to both achievements with their photos on the server,
 * each run's: Infinity when they were not there within two minutes, null when the run failed.
 */
export function measureChromiumOfflinePhotos(server) {
  return offlineReturnRunsOf(server, async ({ proxy, photos }) => {
    const profileDir = mkdtempSync(join(tmpdir(), 'shawahid-chromium-profile-'));
    let context = null;
    try {
      context = await chromium.launchPersistentContext(profileDir, {
        executablePath: chromiumPath,
        args: chromiumArgs,
        viewport: phone,
      });
      const page = context.pages()[0] ?? (await context.newPage());
      return await offlinePhotosInChromium({
        page,
        appUrl: proxy.url,
        serverUrl: server.base,
        proxy,
        photos,
        teacher: demo.teacher2,
        password: demoPassword,
        patienceMs: offlineReturnPatienceSeconds * 1000,
      });
    } finally {
      await context?.close();
      rmSync(profileDir, { recursive: true, force: true });
    }
  });
}
