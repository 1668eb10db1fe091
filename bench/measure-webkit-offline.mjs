// WebKit: issue 29's offline scenario (tests/webkit/support/offline-photos-scenario.ts) three
// times in WebKitGTK with a persistent profile: two achievements with a photo saved offline,
// the page reloaded offline, the network back with the page open. Each run has a fresh profile.
import { register } from 'tsx/esm/api';

import { offlineReturnPatienceSeconds } from './constants.mjs';
import { offlineReturnRunsOf } from './offline-return-runs.mjs';

register();
const { offlinePhotosScenario } =
  await import('../tests/webkit/support/offline-photos-scenario.ts');
const { openWebKit } = await import('../tests/webkit/support/webkit-session.ts');
const { demo } = await import('../tests/webkit/support/server-state.ts');

/**
 * Seconds from the network's return to both achievements with their photos on the server,
 * each run's: Infinity when they were not there within two minutes, null when the run failed.
 */
export function measureWebKitOfflinePhotos(server) {
  return offlineReturnRunsOf(server, async ({ proxy, photos }) => {
    let browser = null;
    try {
      browser = await openWebKit('persistent');
      const outcome = await offlinePhotosScenario({
        driver: browser.driver,
        appUrl: proxy.url,
        serverUrl: server.base,
        proxy,
        photos,
        teacher: demo.teacher2,
        patienceMs: offlineReturnPatienceSeconds * 1000,
      });
      return outcome.seconds;
    } finally {
      await browser?.close();
    }
  });
}
