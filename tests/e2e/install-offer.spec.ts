import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from './support/playwright.ts';

import { signUpThroughTheApi, uniqueEmail } from './support/accounts.ts';

const phone = { width: 390, height: 844 };
const iPhoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A new teacher on their trial, signed in on a phone; each new tab is a new visit. */
async function newTeacherOnAPhone(
  browser: Browser,
  request: APIRequestContext,
  { locale = 'en', userAgent }: { locale?: 'en' | 'ar'; userAgent?: string } = {},
): Promise<BrowserContext> {
  const token = await signUpThroughTheApi(request, uniqueEmail('install.offer'), 'Madrasa#2026');
  const context = await browser.newContext({
    viewport: phone,
    isMobile: true,
    hasTouch: true,
    ...(userAgent ? { userAgent } : {}),
  });
  await context.addInitScript(
    ([chosenLocale, chosenToken]) => {
      localStorage.setItem('locale', chosenLocale);
      localStorage.setItem('accessToken', chosenToken);
    },
    [locale, token] as const,
  );
  return context;
}

/**
 * What Chromium does when the site can be installed: a `beforeinstallprompt` event whose
 * `prompt()` shows its dialog (here it notes the call) and whose `userChoice` is the answer.
 * Resolves to whether the app held the event back, so no mini-infobar shows.
 */
function browserOffersInstalling(page: Page, outcome: 'accepted' | 'dismissed'): Promise<boolean> {
  return page.evaluate((choice) => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: () => {
        document.documentElement.dataset.installPromptShown = 'yes';
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  }, outcome);
}

/** Captures a piece of evidence through the bottom bar's button and saves it. */
async function saveEvidence(page: Page, description: string): Promise<void> {
  await page.getByRole('button', { name: 'Add evidence' }).click();
  const form = page.getByRole('dialog', { name: 'New evidence' });
  await form.getByLabel('Description').fill(description);
  await form.getByRole('combobox', { name: 'Criteria' }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await form.getByRole('combobox', { name: 'Evidence type' }).click();
  await page.getByRole('option', { name: 'Image' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(/^Saved/).first()).toBeVisible();
}

const offer = (page: Page) => page.getByRole('alert').filter({ hasText: 'Install Shawahid' });

/** What the app decided after the last saved evidence: `offered` or `none` (a "no" shows nothing). */
const decision = (page: Page) => page.locator('html');

/** Waits for the app to decide, after a save, not to offer, then checks the offer is not there. */
async function expectNoOfferAfterSaving(page: Page): Promise<void> {
  await expect(decision(page)).toHaveAttribute('data-install-offer', 'none');
  await expect(offer(page)).toHaveCount(0);
}

test.describe('the offer to install the app', () => {
  test('comes after saving evidence on a later visit, never on the first', async ({
    browser,
    request,
  }) => {
    const context = await newTeacherOnAPhone(browser, request);
    const firstVisit = await context.newPage();
    await firstVisit.goto('/dashboard');
    expect(await browserOffersInstalling(firstVisit, 'accepted')).toBe(true);
    await saveEvidence(firstVisit, 'Lesson study on fractions with grade 5');
    await expectNoOfferAfterSaving(firstVisit);
    await firstVisit.close();

    const laterVisit = await context.newPage();
    await laterVisit.goto('/dashboard');
    await browserOffersInstalling(laterVisit, 'accepted');
    // The browser's readiness alone decides nothing: only a save brings the offer.
    await expect(decision(laterVisit)).not.toHaveAttribute('data-install-offer');
    await expect(offer(laterVisit)).toHaveCount(0);
    await saveEvidence(laterVisit, 'Parents meeting on reading habits');
    await expect(offer(laterVisit)).toBeVisible();
    await expect(offer(laterVisit)).toContainText('capture evidence even without signal');
    // The bar stays reachable: the offer sits above it.
    const offerBox = await offer(laterVisit).boundingBox();
    const barBox = await laterVisit
      .getByRole('navigation', { name: 'Quick navigation' })
      .boundingBox();
    expect(offerBox && barBox && offerBox.y + offerBox.height <= barBox.y).toBe(true);

    await offer(laterVisit).getByRole('button', { name: 'Install' }).click();
    await expect(laterVisit.locator('html')).toHaveAttribute('data-install-prompt-shown', 'yes');
    await expect(offer(laterVisit)).toHaveCount(0);
    await context.close();
  });

  test('"Not now" keeps it away after a reload', async ({ browser, request }) => {
    const context = await newTeacherOnAPhone(browser, request);
    await (await context.newPage()).goto('/dashboard');
    const page = await context.newPage();
    await page.goto('/dashboard');
    await browserOffersInstalling(page, 'dismissed');
    await saveEvidence(page, 'Peer observation of a science lesson');
    await offer(page).getByRole('button', { name: 'Not now' }).click();
    await expect(offer(page)).toHaveCount(0);

    await page.reload();
    await browserOffersInstalling(page, 'dismissed');
    await saveEvidence(page, 'Remedial plan for grade 6 reading');
    await expectNoOfferAfterSaving(page);
    // Asked for, installing is still one tap away in the menu.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Install app' })
      .click();
    await expect(page.locator('html')).toHaveAttribute('data-install-prompt-shown', 'yes');
    await context.close();
  });

  test('on an iPhone, Safari gets the steps through Share instead', async ({
    browser,
    request,
  }) => {
    const context = await newTeacherOnAPhone(browser, request, { userAgent: iPhoneSafari });
    await (await context.newPage()).goto('/dashboard');
    const page = await context.newPage();
    await page.goto('/dashboard');
    await saveEvidence(page, 'Open lesson for the science department');
    const steps = page.getByRole('alert').filter({ hasText: 'Add Shawahid to your phone' });
    await expect(steps).toBeVisible();
    await expect(steps).toContainText('Tap Share');
    await expect(steps).toContainText('Add to Home Screen');
    await steps.getByRole('button', { name: 'Got it' }).click();
    await expect(steps).toHaveCount(0);
    await context.close();
  });

  test('on an iPhone in Arabic, the menu shows the steps in Arabic', async ({
    browser,
    request,
  }) => {
    const context = await newTeacherOnAPhone(browser, request, {
      locale: 'ar',
      userAgent: iPhoneSafari,
    });
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    await page
      .getByRole('dialog', { name: 'القائمة' })
      .getByRole('button', { name: 'إضافة إلى الشاشة الرئيسية' })
      .click();
    const steps = page.getByRole('alert').filter({ hasText: 'أضف شواهد إلى جوالك' });
    await expect(steps).toBeVisible();
    await expect(steps).toContainText('مشاركة');
    await expect(steps).toContainText('«إضافة إلى الشاشة الرئيسية»');
    await context.close();
  });
});
