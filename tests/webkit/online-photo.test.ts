import { afterAll, expect, test } from 'vitest';

import { appAndWebKitForThisFile } from './support/app-and-webkit.ts';
import { photoFolder, saveAchievementWithPhotos, words } from './support/achievement-form.ts';
import { arabicIndicDigitsShown } from './support/digits.ts';
import { openLinkTo, signIn, until, untilShown } from './support/page-actions.ts';
import { achievementsDescribed, demo, serverFileBytes } from './support/server-state.ts';

const photos = photoFolder();

const webkit = appAndWebKitForThisFile('persistent');
afterAll(() => {
  photos.remove();
});

test('a teacher signs in and an achievement with a photo reaches the server once, the photo byte for byte', async () => {
  const { driver } = webkit.browser;
  const description = `Science fair judging ${Date.now()}`;
  const photo = await photos.photo('science-fair.jpg', 1);

  await signIn(driver, webkit.app.url, demo.teacher, 'en');
  await openLinkTo(driver, '/achievements', words.en.newAchievement);
  await untilShown(driver, words.en.newAchievement);
  await saveAchievementWithPhotos(driver, 'en', description, [photo]);
  await untilShown(driver, description);

  const [stored, ...others] = await until(
    'the achievement on the server',
    async () => {
      const found = await achievementsDescribed(webkit.app.serverUrl, demo.teacher, description);
      return found.length > 0 && found.every((a) => a.files.length > 0) ? found : null;
    },
    30_000,
  );
  expect(others).toHaveLength(0);
  expect(stored?.files.map((file) => file.name)).toEqual(['science-fair.jpg']);
  const bytes = await serverFileBytes(
    webkit.app.serverUrl,
    demo.teacher,
    stored?.files[0]?.id ?? '',
  );
  expect(bytes.equals(photo.bytes)).toBe(true);
});

// Failed before issue 29 item 5 was fixed: WebKit's Intl.NumberFormat('ar') writes Arabic-Indic
// digits. The same teacher, who now has the achievement above, switches to Arabic.
test('an Arabic dashboard and achievements list show counts and dates in Latin digits only', async () => {
  const { driver } = webkit.browser;
  await driver.executeScript(() => localStorage.setItem('locale', 'ar'));
  await openLinkTo(driver, '/dashboard', 'Dashboard');
  await driver.navigate().refresh();
  await untilShown(driver, 'لوحة التحكم');
  // The subscription's days left and the evidence count are on the dashboard once it has loaded.
  await until('the dashboard with its counts', () =>
    driver.executeScript<boolean>(() =>
      /[0-9\u0660-\u0669\u06f0-\u06f9]{3}/.test(document.body.innerText),
    ),
  );
  const onDashboard = await arabicIndicDigitsShown(driver);

  await openLinkTo(driver, '/achievements', words.ar.newAchievement);
  await untilShown(driver, 'Science fair judging');
  const onAchievements = await arabicIndicDigitsShown(driver);

  expect({ '/dashboard': onDashboard, '/achievements': onAchievements }).toEqual({
    '/dashboard': [],
    '/achievements': [],
  });
});
