import { afterAll, expect, test } from 'vitest';

import { appAndWebKitForThisFile } from './support/app-and-webkit.ts';
import { signalComingAndGoing, untilOnServerWithFiles } from './support/coming-and-going.ts';
import { photoFolder } from './support/achievement-form.ts';
import { signInAndSaveOffline } from './support/offline-photos-scenario.ts';
import { announceOnline } from './support/page-actions.ts';
import { demo, serverFileBytes } from './support/server-state.ts';

const photos = photoFolder();
const webkit = appAndWebKitForThisFile('persistent');
afterAll(() => {
  photos.remove();
});

/** Each short return of the signal, and the gap after it. */
const returns = [
  [1_500, 1_500],
  [1_500, 1_500],
  [1_500, 1_500],
  [1_500, 1_500],
] as const;

// Failed before the uploads sent slices read into memory: WebKit sometimes sent a resumed
// PATCH's head and none of its body (a slice of a photo stored in IndexedDB), and the upload
// waited for the 45 s stall timeout (docs/sync.md, "Files from the device's database").
test('photos saved offline keep going up through a signal that comes and goes: every resumed upload sends its bytes', async () => {
  const { driver } = webkit.browser;
  const { proxy, serverUrl } = webkit.app;
  const teacher = demo.soloTeacher;
  const stamp = Date.now();
  const items = [
    {
      description: `Reading corner photos ${stamp}`,
      photo: await photos.photo(`corner-${stamp}.jpg`, 7, { width: 1800, height: 1350 }),
    },
    {
      description: `Sports day photos ${stamp}`,
      photo: await photos.photo(`sports-${stamp}.jpg`, 8, { width: 1800, height: 1350 }),
    },
  ];

  await signInAndSaveOffline(driver, webkit.app.url, proxy, teacher, items);

  // A weak signal that keeps dropping while the photos go up.
  const sentMeanwhile = await signalComingAndGoing(driver, proxy, returns);
  const photoBytes = items.reduce((sum, item) => sum + item.photo.bytes.length, 0);
  expect(
    sentMeanwhile,
    'the drops came before the photos were through: every return had parts to resume',
  ).toBeLessThan(photoBytes);

  proxy.restore();
  await announceOnline(driver);
  const arrived = await untilOnServerWithFiles(
    serverUrl,
    teacher,
    items.map((item) => item.description),
  );
  expect(arrived, 'both achievements with their photos on the server within 90 s').not.toBeNull();

  const patches = proxy.patches();
  // Each return may go to the records or to a wait before the next try, so the count of
  // PATCHes says little; an upload that needed more than one says it was resumed.
  const patchedPaths = patches.map((patch) => patch.path);
  expect(
    new Set(patchedPaths).size,
    'uploads resumed after a drop: an upload sent in more than one PATCH',
  ).toBeLessThan(patchedPaths.length);
  expect(
    patches.filter((patch) => patch.carriedMs >= 1_000 && patch.bodyBytes === 0),
    'PATCH requests the link carried for a second or more without a byte of their body',
  ).toEqual([]);
  for (const [index, list] of (arrived ?? []).entries()) {
    const item = items[index];
    expect(list, `${item?.description} on the server once`).toHaveLength(1);
    const bytes = await serverFileBytes(serverUrl, teacher, list[0]?.files[0]?.id ?? '');
    expect(bytes.equals(item?.photo.bytes ?? Buffer.alloc(0)), 'photo byte for byte').toBe(true);
  }
}, 240_000);
