import { afterAll, beforeAll, expect, test } from 'vitest';

import { photoFolder } from './support/achievement-form.ts';
import { startApp, type App } from './support/app-server.ts';
import { keepPageOnFailure } from './support/failure-evidence.ts';
import { offlinePhotosScenario } from './support/offline-photos-scenario.ts';
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
keepPageOnFailure(() => browser);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  photos.remove();
});

// Failed before issue 29 item 2 was fixed: the items arrived a minute after the return, not
// within 15 s (the page re-checks finished uploads before it pushes the achievements).
test('two achievements with photos saved offline survive an offline reload and reach the server once, byte for byte, within 15 s of the network returning', async () => {
  const teacher = demo.teacher2;
  const { items, seconds, arrived } = await offlinePhotosScenario({
    driver: browser.driver,
    appUrl: app.url,
    serverUrl: app.serverUrl,
    proxy: app.proxy,
    photos,
    teacher,
    beforeReturn: async (offlineItems) => {
      for (const item of offlineItems) {
        expect(await achievementsDescribed(app.serverUrl, teacher, item.description)).toEqual([]);
      }
    },
  });
  console.log(
    seconds === null
      ? 'WebKit: the offline achievements were not on the server 90 s after the network returned'
      : `WebKit: both offline achievements with photos on the server ${seconds.toFixed(1)} s after the network returned`,
  );
  expect(
    seconds,
    'seconds from the return to both on the server (null: not in 90 s)',
  ).not.toBeNull();

  for (const [index, list] of arrived.entries()) {
    const item = items[index];
    expect(list, `${item?.description} on the server once`).toHaveLength(1);
    const bytes = await serverFileBytes(app.serverUrl, teacher, list[0]?.files[0]?.id ?? '');
    expect(bytes.equals(item?.photo.bytes ?? Buffer.alloc(0)), 'photo byte for byte').toBe(true);
  }
  // Nothing is sent twice once the page settles.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  for (const item of items) {
    expect(await achievementsDescribed(app.serverUrl, teacher, item.description)).toHaveLength(1);
  }
  expect(
    seconds ?? Infinity,
    `seconds from the network's return to both items on the server`,
  ).toBeLessThan(returnBudgetSeconds);
}, 240_000);
