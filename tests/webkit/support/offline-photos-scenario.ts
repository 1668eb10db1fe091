import type { WebDriver } from 'selenium-webdriver';

import {
  formIsOpen,
  saveAchievementWithPhotos,
  words,
  type PhotoFolder,
  type Photo,
} from './achievement-form.ts';
import { untilOnServerWithFiles } from './coming-and-going.ts';
import type { CuttableProxy } from './cuttable-proxy.ts';
import {
  announceOnline,
  openLinkTo,
  signIn,
  until,
  untilServiceWorkerControls,
  untilShown,
} from './page-actions.ts';
import { achievementsDescribed, type ServerAchievement } from './server-state.ts';

export interface OfflineItem {
  description: string;
  photo: Photo;
}

export interface OfflinePhotosOutcome {
  items: OfflineItem[];
  /**
   * From the network's return to both achievements, with their photos, on the server; null
   * when they were not there within the patience given.
   */
  seconds: number | null;
  /** Each item's achievements on the server when both had arrived, or as they were at the end. */
  arrived: ServerAchievement[][];
}

/**
 * Signed in, in English, with the app cached: the network drops and each item is saved, with
 * its photo, as a new achievement. Leaves the network cut.
 */
export async function signInAndSaveOffline(
  driver: WebDriver,
  appUrl: string,
  proxy: CuttableProxy,
  teacher: string,
  items: readonly OfflineItem[],
): Promise<void> {
  await signIn(driver, appUrl, teacher, 'en');
  await openLinkTo(driver, '/achievements', words.en.newAchievement);
  await untilShown(driver, words.en.newAchievement);
  await untilServiceWorkerControls(driver);

  proxy.cut();
  for (const item of items) {
    await saveAchievementWithPhotos(driver, 'en', item.description, [item.photo]);
    await until('Save to finish offline', async () => !(await formIsOpen(driver, 'en')), 10_000);
    await untilShown(driver, item.description);
  }
}

/**
 * Issue 29's scenario, shared by the WebKit tier and the bench: signed in and with the app
 * cached, the network drops; two achievements with a photo each are saved and the page is
 * reloaded offline; the network returns with the page left open. Waits up to `patienceMs` for
 * both to reach the server, to tell how late they are.
 */
export async function offlinePhotosScenario({
  driver,
  appUrl,
  serverUrl,
  proxy,
  photos,
  teacher,
  patienceMs = 90_000,
  beforeReturn,
}: {
  driver: WebDriver;
  appUrl: string;
  serverUrl: string;
  proxy: CuttableProxy;
  photos: PhotoFolder;
  teacher: string;
  patienceMs?: number;
  /** Checks made offline, after the reload, before the network returns. */
  beforeReturn?: (items: OfflineItem[]) => Promise<void>;
}): Promise<OfflinePhotosOutcome> {
  const stamp = Date.now();
  const items = [
    {
      description: `Fractions with paper strips ${stamp}`,
      photo: await photos.photo(`strips-${stamp}.jpg`, 3),
    },
    {
      description: `Playground mapping ${stamp}`,
      photo: await photos.photo(`mapping-${stamp}.jpg`, 4),
    },
  ];

  await signInAndSaveOffline(driver, appUrl, proxy, teacher, items);
  await untilShown(driver, words.en.waiting);

  // Reloaded with no network: the service worker serves the app, the items are on the device.
  await driver.navigate().refresh();
  for (const item of items) await untilShown(driver, item.description, 20_000);
  await untilShown(driver, words.en.waiting);
  await beforeReturn?.(items);

  // The network returns with the page left open. WebKitGTK here sees no change of network, so
  // the page is given the `online` event a phone's system gives it.
  proxy.restore();
  const returnedAt = Date.now();
  await announceOnline(driver);
  const descriptions = items.map((item) => item.description);
  const arrived = await untilOnServerWithFiles(serverUrl, teacher, descriptions, patienceMs);
  if (arrived) return { items, seconds: (Date.now() - returnedAt) / 1000, arrived };
  return {
    items,
    seconds: null,
    arrived: await Promise.all(
      descriptions.map((description) => achievementsDescribed(serverUrl, teacher, description)),
    ),
  };
}
