import { createHash, randomBytes } from 'node:crypto';

import { expect, test } from './support/playwright.ts';

import { accessTokenOf, demo, logInThroughTheForm } from './support/accounts.ts';
import { fillNewEvidence } from './support/new-evidence-form.ts';
import { serverAchievements } from './support/server-achievements.ts';
import { startUploadCuttingProxy } from './support/upload-cutting-proxy.ts';

// Its steps go offline or wait for the installed app: the service worker is on.
test.use({ serviceWorkers: 'allow' });

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A PDF of `bytes` bytes that no compression on the device shrinks. */
function lessonPlanPdf(bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n', 'latin1');
  const tail = Buffer.from('\n%%EOF\n', 'latin1');
  return Buffer.concat([head, randomBytes(bytes - head.length - tail.length), tail]);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test.describe('evidence uploads on a link that drops', () => {
  test('a file whose upload is cut three times resumes each time and arrives whole, once', async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const pdf = lessonPlanPdf(3 * 1024 * 1024);
    const cutAfterBytes = 700 * 1024;
    const proxy = await startUploadCuttingProxy({
      targetPort: Number(new URL(baseURL ?? '').port),
      cutAfterBytes,
      cuts: 3,
      stallMs: 2_500,
    });
    // The page replays alone, so its uploads report progress byte by byte.
    const context = await browser.newContext({
      ...phone,
      baseURL: proxy.url,
      serviceWorkers: 'block',
    });
    try {
      const page = await context.newPage();
      await page.addInitScript(() => localStorage.setItem('locale', 'en'));
      await logInThroughTheForm(page, demo.teacher2);
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/achievements');

      const description = `Unit plan for fractions ${Date.now()}`;
      const drawer = await fillNewEvidence(page, {
        description,
        type: 'Document',
        files: [{ name: 'fractions-plan.pdf', mimeType: 'application/pdf', buffer: pdf }],
      });
      await drawer.getByRole('button', { name: 'Save' }).click();

      // While the link is stalled, the navbar's details show the file and how much has gone.
      await expect.poll(() => proxy.cutsMade()).toBeGreaterThanOrEqual(1);
      await page.getByRole('button', { name: 'Sync status' }).click();
      const progress = page.getByTestId('sync-upload-progress');
      await expect(progress.getByText('1 file to upload', { exact: false })).toBeVisible();
      await expect(progress.getByText(/of 3 MB sent/)).toBeVisible();
      await expect(progress.getByText('fractions-plan.pdf')).toBeVisible();
      await page.keyboard.press('Escape');

      const card = page.locator('.mantine-Card-root', { hasText: description });
      await expect(card.getByText('Synced')).toBeVisible({ timeout: 90_000 });
      expect(proxy.cutsMade()).toBe(3);
      // Each try after a cut began where the server's copy ended, never at zero again, and
      // the server took in each byte once.
      expect(proxy.patchOffsets()).toEqual([0, 1, 2, 3].map((cut) => cut * cutAfterBytes));
      expect(proxy.appendedBytes()).toBe(pdf.length);

      const stored = (await serverAchievements(request, demo.teacher2)).filter(
        (achievement) => achievement.description === description,
      );
      expect(stored).toHaveLength(1);
      const [file] = stored[0]?.files ?? [];
      const token = await accessTokenOf(request, demo.teacher2);
      const download = await request.get(`/api/files/${file?.id ?? ''}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(download.ok()).toBe(true);
      expect(sha256(await download.body())).toBe(sha256(pdf));
    } finally {
      await context.close();
      await proxy.close();
    }
  });
});
