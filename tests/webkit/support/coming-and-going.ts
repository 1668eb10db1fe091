import type { WebDriver } from 'selenium-webdriver';

import type { CuttableProxy } from './cuttable-proxy.ts';
import { announceOnline, until } from './page-actions.ts';
import { achievementsDescribed, type ServerAchievement } from './server-state.ts';

/** A phone's upload on a weak signal, bytes a second. */
const weakSignalUploadRate = 300 * 1024;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A weak signal that comes back for each `[upMs, downMs]` and drops again, the page told of
 * each return as a phone's system tells it (WebKitGTK here sees no change of network). Leaves
 * the link cut and weak; answers the bytes the page sent meanwhile.
 */
export async function signalComingAndGoing(
  driver: WebDriver,
  proxy: CuttableProxy,
  returns: readonly (readonly [upMs: number, downMs: number])[],
): Promise<number> {
  proxy.limitUpload(weakSignalUploadRate);
  const sentBefore = proxy.sentBytes();
  for (const [upMs, downMs] of returns) {
    proxy.restore();
    await announceOnline(driver);
    await pause(upMs);
    proxy.cut();
    await pause(downMs);
  }
  return proxy.sentBytes() - sentBefore;
}

/**
 * Each description's achievements on the server once every one has arrived with its files, or
 * null when they have not within `patienceMs`.
 */
export async function untilOnServerWithFiles(
  serverUrl: string,
  email: string,
  descriptions: readonly string[],
  patienceMs = 90_000,
): Promise<ServerAchievement[][] | null> {
  const onServer = () =>
    Promise.all(
      descriptions.map((description) => achievementsDescribed(serverUrl, email, description)),
    );
  return until(
    'the achievements with their files on the server',
    async () => {
      const found = await onServer();
      return found.every((list) => list.length > 0 && list.every((a) => a.files.length > 0))
        ? found
        : null;
    },
    patienceMs,
    500,
  ).catch(() => null);
}
