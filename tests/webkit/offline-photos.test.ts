import { afterAll, beforeAll, expect, test } from 'vitest';

import {
  formIsOpen,
  photoFolder,
  saveAchievementWithPhotos,
  words,
} from './support/achievement-form.ts';
import { startApp, type App } from './support/app-server.ts';
import {
  announceOnline,
  openLinkTo,
  signIn,
  until,
  untilServiceWorkerControls,
  untilShown,
} from './support/page-actions.ts';
import { achievementsDescribed, demo, serverFileBytes } from './support/server-state.ts';
import { openWebKit, type WebKitSession } from './support/webkit-session.ts';

/** The promise: photos taken without signal are on the server this soon after it returns. */
const returnBudgetSeconds = 15;

let app: App;
let browser: WebKitSession;
const photos = photoFolder();

beforeAll(async () => {
  app = await startApp();
  // A persistent profile, as Safari's normal one: IndexedDB and the service worker on disk.
  browser = await openWebKit('persistent');
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  photos.remove();
});

// FAILS BEFORE issue 29 item 2 is fixed when the items arrive later than 15 s after the return
// (the page re-checks finished uploads before it pushes the achievements).
test('two achievements with photos saved offline survive an offline reload and reach the server once, byte for byte, within 15 s of the network returning', async () => {
  const { driver } = browser;
  const teacher = demo.teacher2;
  const stamp = Date.now();
  const items = [
    {
      description: `Fractions with paper strips ${stamp}`,
      photo: await photos.photo('strips.jpg', 3),
    },
    { description: `Playground mapping ${stamp}`, photo: await photos.photo('mapping.jpg', 4) },
  ];

  await signIn(driver, app.url, teacher, 'en');
  await openLinkTo(driver, '/achievements');
  await untilShown(driver, words.en.newAchievement);
  await untilServiceWorkerControls(driver);

  app.proxy.cut();
  for (const item of items) {
    await saveAchievementWithPhotos(driver, 'en', item.description, [item.photo]);
    await until('Save to finish offline', async () => !(await formIsOpen(driver, 'en')), 10_000);
    await untilShown(driver, item.description);
  }
  await untilShown(driver, words.en.waiting);

  // Reloaded with no network: the service worker serves the app, the items are on the device.
  await driver.navigate().refresh();
  for (const item of items) await untilShown(driver, item.description, 20_000);
  await untilShown(driver, words.en.waiting);
  for (const item of items) {
    expect(await achievementsDescribed(app.serverUrl, teacher, item.description)).toEqual([]);
  }

  // The network returns with the page left open; the device tells the page (WebKitGTK here
  // sees no change of network, so the event is given as a phone's system gives it).
  app.proxy.restore();
  const returnedAt = Date.now();
  await announceOnline(driver);
  const allArrived = async () => {
    const found = await Promise.all(
      items.map((item) => achievementsDescribed(app.serverUrl, teacher, item.description)),
    );
    return found.every((list) => list.length > 0 && list.every((a) => a.files.length > 0))
      ? found
      : null;
  };
  // Waits past the budget, to print how late they were.
  const arrived = await until(
    'both achievements with photos on the server',
    allArrived,
    90_000,
    500,
  );
  const seconds = (Date.now() - returnedAt) / 1000;
  console.log(
    `WebKit: both offline achievements with photos on the server ${seconds.toFixed(1)} s after the network returned`,
  );

  for (const [index, list] of arrived.entries()) {
    expect(list, `${items[index]?.description} on the server once`).toHaveLength(1);
    const file = list[0]?.files[0];
    const bytes = await serverFileBytes(app.serverUrl, teacher, file?.id ?? '');
    expect(bytes.equals(items[index]?.photo.bytes ?? Buffer.alloc(0)), 'photo byte for byte').toBe(
      true,
    );
  }
  // Nothing is sent twice once the page settles.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  for (const item of items) {
    expect(await achievementsDescribed(app.serverUrl, teacher, item.description)).toHaveLength(1);
  }
  expect(seconds, `seconds from the network's return to both items on the server`).toBeLessThan(
    returnBudgetSeconds,
  );
});
