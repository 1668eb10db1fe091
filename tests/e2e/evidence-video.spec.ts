import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

import { expect, test, type Locator, type Page } from './support/playwright.ts';

import { demo, logInThroughTheForm } from './support/accounts.ts';
import { fillNewEvidence } from './support/new-evidence-form.ts';
import { addTeacherToDemoSchool, postAs } from './support/demo-school-teacher.ts';
import { goOffline, goOnline, waitForActiveServiceWorker } from './support/offline.ts';

// Its steps go offline or wait for the installed app: the service worker is on.
test.use({ serviceWorkers: 'allow' });

/** A real 1.5-second H.264 clip, recorded by Chromium's MediaRecorder. */
const clip = readFileSync(new URL('../fixtures/short-clip.mp4', import.meta.url));
const phone = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const teacherPassword = 'Madrasa#2026';

/** What the element itself says: playable once it has read the clip's metadata. */
async function playerState(video: Locator) {
  return video.evaluate((element: HTMLVideoElement) => ({
    readyState: element.readyState,
    duration: element.duration,
    error: element.error?.code ?? null,
    width: element.videoWidth,
  }));
}

async function expectPlayable(video: Locator) {
  await expect
    .poll(async () => (await playerState(video)).readyState, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1);
  const state = await playerState(video);
  expect(state.error).toBeNull();
  expect(state.duration).toBeGreaterThan(0.5);
  expect(state.width).toBeGreaterThan(0);
}

function rangeAnswers(page: Page): number[] {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (/\/api\/files\/[^/]+\/media\?/.test(response.url())) statuses.push(response.status());
  });
  return statuses;
}

test.describe('video evidence', () => {
  test('the principal’s review plays the teacher’s video in place, streamed by ranges, with download beside it', async ({
    browser,
    request,
  }) => {
    const member = await addTeacherToDemoSchool(request, 'Maha Al-Qahtani', teacherPassword);
    const upload = await request.post('/api/files', {
      headers: { Authorization: `Bearer ${member.token}` },
      multipart: {
        file: { name: 'science-fair.mp4', mimeType: 'video/mp4', buffer: clip },
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const file = ((await upload.json()) as { result: { id: string } }).result;
    await postAs(request, member.token, '/achievements', {
      id: randomUUID(),
      description: 'Science fair opening, filmed',
      event_start_at: '2026-11-10T08:00:00+03:00',
      duration_minutes: 45,
      location: 'Main hall',
      criterion_ids: [member.criterionId],
      evidence_type: 'video',
      file_ids: [file.id],
    });

    for (const locale of ['en', 'ar'] as const) {
      const context = await browser.newContext(phone);
      const page = await context.newPage();
      await page.addInitScript((language) => localStorage.setItem('locale', language), locale);
      const statuses = rangeAnswers(page);
      await logInThroughTheForm(page, demo.principal);
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto(`/review?userId=${member.id}`);
      const card = page
        .locator('.mantine-Card-root')
        .filter({ hasText: 'Science fair opening, filmed' });
      const video = card.locator('video');
      await expect(video).toHaveAttribute('preload', 'metadata');
      await expect(video).toHaveAttribute('src', /\/api\/files\/[^/]+\/media\?ticket=.+#t=0\.1$/);
      await expectPlayable(video);
      expect(statuses, 'the player read the clip by ranges').toContain(206);
      const download = locale === 'en' ? 'Download science-fair.mp4' : 'تنزيل science-fair.mp4';
      await expect(card.getByRole('button', { name: download })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'the card never scrolls sideways').toBeLessThanOrEqual(375);
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: test.info().outputPath(`review-video-${locale}.png`),
      });
      await context.close();
    }
  });

  test('the file page a portfolio’s QR code leads to streams the video by ranges, with download beside it', async ({
    browser,
    request,
  }) => {
    const member = await addTeacherToDemoSchool(request, 'Noura Al-Harbi', teacherPassword);
    const upload = await request.post('/api/files', {
      headers: { Authorization: `Bearer ${member.token}` },
      multipart: { file: { name: 'open-day.mp4', mimeType: 'video/mp4', buffer: clip } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const file = ((await upload.json()) as { result: { id: string } }).result;

    for (const locale of ['en', 'ar'] as const) {
      const context = await browser.newContext(phone);
      const page = await context.newPage();
      await page.addInitScript((language) => localStorage.setItem('locale', language), locale);
      const statuses = rangeAnswers(page);
      const wholeDownloads: string[] = [];
      page.on('request', (sent) => {
        if (new URL(sent.url()).pathname === `/api/files/${file.id}`)
          wholeDownloads.push(sent.url());
      });
      await logInThroughTheForm(page, member.email, teacherPassword);
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto(`/files/${file.id}`);
      const video = page.locator('video');
      await expect(video).toHaveAttribute('src', /\/api\/files\/[^/]+\/media\?ticket=.+#t=0\.1$/);
      await expect(video).toHaveAttribute('preload', 'metadata');
      await expectPlayable(video);
      expect(statuses, 'the player read the clip by ranges').toContain(206);
      expect(wholeDownloads, 'nothing fetched the whole file to show it').toEqual([]);

      const download = locale === 'en' ? 'Download open-day.mp4' : 'تنزيل open-day.mp4';
      const saved = page.waitForEvent('download');
      await page.getByRole('button', { name: download }).click();
      expect((await saved).suggestedFilename()).toBe('open-day.mp4');
      await page.screenshot({ path: test.info().outputPath(`file-page-video-${locale}.png`) });
      await context.close();
    }
  });

  test('a video saved offline plays from the device before it uploads', async ({ browser }) => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await logInThroughTheForm(page, demo.teacher);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/achievements');
    await expect(page.getByRole('button', { name: 'New evidence' })).toBeVisible();
    await waitForActiveServiceWorker(page);

    await goOffline(context);
    const drawer = await fillNewEvidence(page, {
      description: 'Robotics club demo, filmed offline',
      type: 'Video',
      durationMinutes: '30',
      files: [{ name: 'robotics.mp4', mimeType: 'video/mp4', buffer: clip }],
    });
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer).toBeHidden();

    const card = page
      .locator('.mantine-Card-root')
      .filter({ hasText: 'Robotics club demo, filmed offline' });
    // The player asks for its address once scrolled into view.
    await card.getByText('robotics.mp4').scrollIntoViewIfNeeded();
    const video = card.locator('video');
    await expect(video).toHaveAttribute('src', /^blob:/);
    await expectPlayable(video);
    await video.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('offline-video-en.png') });
    await goOnline(context);
    await context.close();
  });
});
