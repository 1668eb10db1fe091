// The loop both engines' offline-return rows share: each run behind a fresh cuttable proxy, with
// the same photo folder, its seconds printed and kept (bench/README.md, "Offline photos after
// the network returns, Chromium and WebKit").
import { register } from 'tsx/esm/api';

import { offlineReturnRuns } from './constants.mjs';

register();
const { startCuttableProxy } = await import('../tests/webkit/support/cuttable-proxy.ts');
const { photoFolder } = await import('../tests/webkit/support/achievement-form.ts');

/**
 * Runs `runOnce({ proxy, photos })` `offlineReturnRuns` times. Answers each run's seconds from
 * the network's return to both achievements on the server: Infinity when `runOnce` answered
 * null (not there in time), null when the run failed.
 */
export async function offlineReturnRunsOf(server, runOnce) {
  const serverPort = Number(new URL(server.base).port);
  const photos = photoFolder();
  const seconds = [];
  try {
    for (let run = 0; run < offlineReturnRuns; run += 1) {
      const proxy = await startCuttableProxy(serverPort);
      try {
        const taken = (await runOnce({ proxy, photos })) ?? Infinity;
        console.log(
          `  run ${run + 1}: ${taken === Infinity ? 'not there in 120' : taken.toFixed(1)} s`,
        );
        seconds.push(taken);
      } catch (error) {
        console.log(`  run ${run + 1} failed: ${error instanceof Error ? error.message : error}`);
        seconds.push(null);
      } finally {
        await proxy.close();
      }
    }
  } finally {
    photos.remove();
  }
  return seconds;
}
