import { signIn } from './sign-in.mjs';

function userIdOf(token) {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub;
}

async function firstCriterionId(base, token) {
  const response = await fetch(`${base}/api/criteria`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()).result[0].id;
}

async function signedInContext(browser, token, options = {}) {
  const context = await browser.newContext(options);
  await context.addInitScript((value) => {
    localStorage.setItem('accessToken', value);
    localStorage.setItem('locale', 'en');
  }, token);
  return context;
}

async function cutNetwork(context) {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

/** Until the service worker, every built file in its cache, is active and controls the page. */
async function untilServiceWorkerControls(page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (registration.active?.state !== 'activated') {
      await new Promise((resolve) =>
        registration.active?.addEventListener('statechange', resolve, { once: true }),
      );
    }
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}

/** Time to show /dashboard from the service worker's cache with the network cut. */
export async function measureOfflineStart(browser, base) {
  const token = await signIn(base, 'teacher@shawahid.test');
  const context = await signedInContext(browser, token);
  const page = await context.newPage();
  await page.goto(`${base}/dashboard`, { waitUntil: 'networkidle' });
  await untilServiceWorkerControls(page);
  await page.waitForSelector('main h1');
  await cutNetwork(context);
  const started = Date.now();
  await page.reload({ waitUntil: 'commit' });
  await page.waitForSelector('main h1');
  const contentShownMs = Date.now() - started;
  const firstContentfulPaintMs = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
  );
  await context.close();
  return { firstContentfulPaintMs, contentShownMs };
}

async function benchPage(browser, base, token) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${base}/bench/index.html`);
  await page.waitForFunction(() => document.title === 'bench ready');
  await page.evaluate((id) => window.bench.open(id), userIdOf(token));
  return { context, page };
}

/** Saving through the real form with a large photo (offline), and 1,000 small ones. */
export async function measureLocalWrites(browser, base, photo) {
  const token = await signIn(base, 'teacher@shawahid.test');
  const context = await signedInContext(browser, token);
  const page = await context.newPage();
  await page.goto(`${base}/achievements`);
  await page.getByRole('button', { name: 'New evidence' }).waitFor();
  // Offline, the form's code comes from the service worker's cache, as on an installed app.
  await untilServiceWorkerControls(page);
  await cutNetwork(context);

  const description = `Bench photo ${Date.now()}`;
  await page.getByRole('button', { name: 'New evidence' }).click();
  const drawer = page.getByRole('dialog', { name: 'New evidence' });
  // As in class: the photo first, then the details, then Save.
  await drawer
    .getByTestId('files-input')
    .setInputFiles([{ name: 'camera.jpg', mimeType: 'image/jpeg', buffer: photo }]);
  await drawer.getByRole('img', { name: 'camera.jpg' }).waitFor();
  await drawer.getByLabel('Description').fill(description);
  await drawer.getByLabel('Duration (minutes)').fill('45');
  await drawer.getByLabel('Location').fill('Hall');
  await drawer.getByRole('combobox', { name: 'Criteria' }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await drawer.getByRole('combobox', { name: 'Evidence type' }).click();
  await page.getByRole('option', { name: 'Image' }).click();
  // Timed inside the page, from the Save click to the frame that shows the new card, so
  // the automation's own round trips are not counted.
  await page.evaluate((text) => {
    window.photoSaveTiming = new Promise((resolve) => {
      let clickedAt;
      document.addEventListener(
        'click',
        (event) => {
          if (
            event.target instanceof Element &&
            event.target.closest('button')?.textContent?.trim() === 'Save'
          ) {
            clickedAt = performance.now();
          }
        },
        { capture: true },
      );
      new MutationObserver((mutations, observer) => {
        if (clickedAt === undefined) return;
        const shown = mutations.some((mutation) =>
          [...mutation.addedNodes].some((node) => node.textContent?.includes(text)),
        );
        if (!shown) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - clickedAt));
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }, description);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await page.getByText(description).first().waitFor();
  const photoSaveMs = await page.evaluate(() => window.photoSaveTiming);
  await context.close();

  const bench = await benchPage(browser, base, token);
  const criterionId = await firstCriterionId(base, token);
  const thousandMs = await bench.page.evaluate(
    (id) => window.bench.saveSmall(1000, id),
    criterionId,
  );
  await bench.context.close();
  return { photoSaveMs, thousandMs };
}

async function replayAll(page, token) {
  let ms = 0;
  let sent = 0;
  for (
    let round = 0;
    round < 20 && (await page.evaluate(() => window.bench.pending())) > 0;
    round += 1
  ) {
    const report = await page.evaluate((value) => window.bench.replay(value), token);
    ms += report.ms;
    sent += report.sent;
  }
  const left = await page.evaluate(() => window.bench.pending());
  if (left > 0) throw new Error(`${left} entries were not sent`);
  return { ms, sent };
}

/** Replaying queued achievements against the local server through the app's engine. */
export async function measureSync(browser, base, photo) {
  const token = await signIn(base, 'teacher2@shawahid.test');
  const criterionId = await firstCriterionId(base, token);
  const { context, page } = await benchPage(browser, base, token);
  await page.evaluate((id) => window.bench.saveSmall(500, id), criterionId);
  const small = await replayAll(page, token);
  await page.evaluate(
    ([id, jpeg]) => window.bench.saveWithPhotos(50, jpeg, id),
    [criterionId, photo.toString('base64')],
  );
  const photos = await replayAll(page, token);
  await context.close();
  return {
    smallMs: small.ms,
    smallPerSecond: 500 / (small.ms / 1000),
    photosMs: photos.ms,
    photosPerSecond: 50 / (photos.ms / 1000),
  };
}
