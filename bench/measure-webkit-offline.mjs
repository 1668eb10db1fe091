// WebKit: issue 29's offline scenario (tests/webkit/support/offline-photos-scenario.ts) three
// times in WebKitGTK with a persistent profile: two achievements with a photo saved offline,
// the page reloaded offline, the network back with the page open. Each run has a fresh profile.
import { register } from 'tsx/esm/api';

import { offlineReturnPatienceSeconds, offlineReturnRuns } from './constants.mjs';

register();
const { startCuttableProxy } = await import('../tests/webkit/support/cuttable-proxy.ts');
const { photoFolder } = await import('../tests/webkit/support/achievement-form.ts');
const { offlinePhotosScenario } =
  await import('../tests/webkit/support/offline-photos-scenario.ts');
const { openWebKit } = await import('../tests/webkit/support/webkit-session.ts');
const { demo } = await import('../tests/webkit/support/server-state.ts');

/**
 * Seconds from the network's return to both achievements with their photos on the server,
 * each run's: Infinity when they were not there within two minutes, null when the run failed.
 */
export async function measureWebKitOfflinePhotos(server) {
  const serverPort = Number(new URL(server.base).port);
  const photos = photoFolder();
  const seconds = [];
  try {
    for (let run = 0; run < offlineReturnRuns; run += 1) {
      const proxy = await startCuttableProxy(serverPort);
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
        const taken = outcome.seconds ?? Infinity;
        console.log(
          `  run ${run + 1}: ${taken === Infinity ? 'not there in 120' : taken.toFixed(1)} s`,
        );
        seconds.push(taken);
      } catch (error) {
        console.log(`  run ${run + 1} failed: ${error instanceof Error ? error.message : error}`);
        seconds.push(null);
      } finally {
        await browser?.close();
        await proxy.close();
      }
    }
  } finally {
    photos.remove();
  }
  return seconds;
}
