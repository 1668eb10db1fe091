import { afterAll, expect, test } from 'vitest';

import { appAndWebKitForThisFile } from './support/app-and-webkit.ts';
import { photoFolder } from './support/achievement-form.ts';
import { offlinePhotosScenario } from './support/offline-photos-scenario.ts';
import { achievementsDescribed, demo, serverFileBytes } from './support/server-state.ts';

/** The promise: photos taken without signal are on the server this soon after it returns. */
const returnBudgetSeconds = 15;

const photos = photoFolder();

// A persistent profile, as Safari's normal one: IndexedDB and the service worker on disk.
const webkit = appAndWebKitForThisFile('persistent');
afterAll(() => {
  photos.remove();
});

// Failed before issue 29 item 2 was fixed: the items arrived a minute after the return, not
// within 15 s (the page re-checks finished uploads before it pushes the achievements).
test('two achievements with photos saved offline survive an offline reload and reach the server once, byte for byte, within 15 s of the network returning', async () => {
  const teacher = demo.teacher2;
  const { items, seconds, arrived } = await offlinePhotosScenario({
    driver: webkit.browser.driver,
    appUrl: webkit.app.url,
    serverUrl: webkit.app.serverUrl,
    proxy: webkit.app.proxy,
    photos,
    teacher,
    beforeReturn: async (offlineItems) => {
      for (const item of offlineItems) {
        expect(
          await achievementsDescribed(webkit.app.serverUrl, teacher, item.description),
        ).toEqual([]);
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
    const bytes = await serverFileBytes(webkit.app.serverUrl, teacher, list[0]?.files[0]?.id ?? '');
    expect(bytes.equals(item?.photo.bytes ?? Buffer.alloc(0)), 'photo byte for byte').toBe(true);
  }
  // Nothing is sent twice once the page settles.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  for (const item of items) {
    expect(
      await achievementsDescribed(webkit.app.serverUrl, teacher, item.description),
    ).toHaveLength(1);
  }
  expect(
    seconds ?? Infinity,
    `seconds from the network's return to both items on the server`,
  ).toBeLessThan(returnBudgetSeconds);
}, 240_000);
