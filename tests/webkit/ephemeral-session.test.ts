import { afterAll, expect, test } from 'vitest';

import { appAndWebKitForThisFile } from './support/app-and-webkit.ts';
import {
  formIsOpen,
  formState,
  photoFolder,
  saveAchievementWithPhotos,
  words,
} from './support/achievement-form.ts';
import {
  noteNotices,
  notedNotices,
  openLinkTo,
  signIn,
  until,
  untilShown,
} from './support/page-actions.ts';
import { achievementsDescribed, demo, serverFileBytes } from './support/server-state.ts';

const photos = photoFolder();

// MiniBrowser as WebKitWebDriver starts it keeps storage in memory, as Safari Private
// Browsing does: its IndexedDB refuses Blobs.
const webkit = appAndWebKitForThisFile('ephemeral');
afterAll(() => {
  photos.remove();
});

// Failed before issue 29 item 1 was fixed: IndexedDB in an ephemeral WebKit session refuses the
// photo's Blob ("Error preparing Blob/File data to be stored") and Save spins or errs.
test('in a private (ephemeral) session an achievement with a photo saves within seconds and reaches the server', async () => {
  const { driver } = webkit.browser;
  const description = `Reading circle ${Date.now()}`;
  const photo = await photos.photo('reading-circle.jpg', 2);

  await signIn(driver, webkit.app.url, demo.soloTeacher, 'en');
  await openLinkTo(driver, '/achievements', words.en.newAchievement);
  await untilShown(driver, words.en.newAchievement, 20_000);
  await noteNotices(driver);
  await saveAchievementWithPhotos(driver, 'en', description, [photo]);
  const pressedAt = Date.now();
  // Save never spins: within a few seconds the form has closed on the saved achievement.
  await until('Save to finish', async () => !(await formIsOpen(driver, 'en')), 10_000).catch(
    async (error: Error) => {
      throw new Error(
        `${error.message}: ${await formState(driver, 'en')}; seen since the form opened: ${await notedNotices(driver)}`,
      );
    },
  );
  console.log(`Saved in ${((Date.now() - pressedAt) / 1000).toFixed(1)} s`);
  await untilShown(driver, description, 5_000);

  const [stored, ...others] = await until(
    'the achievement with its photo on the server',
    async () => {
      const found = await achievementsDescribed(
        webkit.app.serverUrl,
        demo.soloTeacher,
        description,
      );
      return found.length > 0 && found.every((a) => a.files.length > 0) ? found : null;
    },
    30_000,
  );
  expect(others).toHaveLength(0);
  const bytes = await serverFileBytes(
    webkit.app.serverUrl,
    demo.soloTeacher,
    stored?.files[0]?.id ?? '',
  );
  expect(bytes.equals(photo.bytes)).toBe(true);
});
