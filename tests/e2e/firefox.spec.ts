import { expect, request as apiRequest, test } from './support/playwright.ts';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';

import { accessTokenOf, demo } from './support/accounts.ts';
import type { Locale } from './support/main-screens.ts';
import { startNetworkCutProxy } from './support/network-cut-proxy.ts';
import { serverAchievements } from './support/server-achievements.ts';
import {
  startServerInstance,
  stopServerInstance,
  type ServerInstance,
} from './support/server-instance.ts';

/**
 * Firefox has no Background Sync and installs service workers in its own order, so the offline
 * promise and the update offer are checked there too: Debian's Firefox ESR, driven over
 * WebDriver BiDi by puppeteer-core (Playwright drives only its own Firefox build).
 */
const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const phone = { width: 390, height: 844 };

const words = {
  en: {
    updateOffered: 'A new version of Shawahid is available.',
    newAchievement: 'New evidence',
    description: 'Description',
    location: 'Location',
    criteria: 'Criteria',
    evidenceType: 'Evidence type',
    other: 'Other',
    save: 'Save',
    waiting: 'Waiting to sync',
    image: 'Image',
  },
  ar: {
    updateOffered: 'يتوفر إصدار جديد من منصة شواهد.',
    newAchievement: 'شاهد جديد',
    description: 'الوصف',
    location: 'المكان',
    criteria: 'المعايير',
    evidenceType: 'نوع الشاهد',
    other: 'أخرى',
    save: 'حفظ',
    waiting: 'بانتظار المزامنة',
    image: 'صورة',
  },
} as const;

let firefox: Browser;

test.beforeAll(async () => {
  firefox = await puppeteer.launch({ browser: 'firefox', executablePath: firefoxPath });
});
test.afterAll(async () => {
  await firefox.close();
});

/** A fresh Firefox profile's page at phone size, in `locale`, signed in when given a token. */
async function newPhonePage(locale: Locale, token: string | null = null): Promise<Page> {
  const context = await firefox.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(phone);
  await page.evaluateOnNewDocument(
    (chosenLocale: string, chosenToken: string | null) => {
      localStorage.setItem('locale', chosenLocale);
      if (chosenToken) localStorage.setItem('accessToken', chosenToken);
    },
    locale,
    token,
  );
  return page;
}

/** Whether the page shows `text` in an element a user can see. */
function showsText(page: Page, text: string): Promise<boolean> {
  return page.evaluate((wanted: string) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (node.textContent?.includes(wanted) && element && element.getClientRects().length > 0) {
        return true;
      }
    }
    return false;
  }, text);
}

async function untilShown(page: Page, text: string, timeoutMs = 15_000): Promise<void> {
  await expect.poll(() => showsText(page, text), { timeout: timeoutMs }).toBe(true);
}

/**
 * Clicks the visible button (or other element) whose text or accessible label is `name`, or
 * the first visible one when `name` is null.
 */
async function click(page: Page, name: string | null, selector = 'button'): Promise<void> {
  const target = await page.waitForFunction(
    (wanted: string | null, css: string) =>
      [...document.querySelectorAll<HTMLElement>(css)].find(
        (element) =>
          element.getClientRects().length > 0 &&
          (!wanted ||
            element.textContent?.trim() === wanted ||
            element.getAttribute('aria-label') === wanted),
      ),
    { timeout: 15_000 },
    name,
    selector,
  );
  await (target.asElement() as ElementHandle<Element> | null)?.click();
}

/** The input or text area labelled `label`, in the open dialog if there is one. */
async function fieldLabelled(page: Page, label: string) {
  const field = await page.waitForFunction(
    (wanted: string) =>
      [...(document.querySelector('[role="dialog"]') ?? document).querySelectorAll('label')].find(
        (element) => element.textContent?.replace(/\s*\*$/, '').trim() === wanted,
      )?.control,
    { timeout: 15_000 },
    label,
  );
  const element = field.asElement() as ElementHandle<Element> | null;
  if (!element) throw new Error(`no field labelled ${label}`);
  return element;
}

/** Types into the field labelled `label`, as a user does (key by key). */
async function typeInto(page: Page, label: string, text: string): Promise<void> {
  const field = await fieldLabelled(page, label);
  await field.click();
  await field.type(text);
}

/** Opens the drop-down labelled `label` and picks the option `option` (the first if null). */
async function pick(page: Page, label: string, option: string | null): Promise<void> {
  await (await fieldLabelled(page, label)).click();
  await click(page, option, '[role="option"]');
}

async function untilServiceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

test.describe('Firefox ESR, a browser without Background Sync', () => {
  for (const locale of ['en', 'ar'] as const) {
    test(`a first visit moving between pages while the app installs offers no update (${locale})`, async ({
      baseURL,
    }) => {
      const page = await newPhonePage(locale);
      // Record the offer should it ever appear, even for a moment between two checks.
      await page.evaluateOnNewDocument((text: string) => {
        new MutationObserver(() => {
          if (document.body.textContent?.includes(text)) sessionStorage.setItem('offered', '1');
        }).observe(document, { subtree: true, childList: true, characterData: true });
      }, words[locale].updateOffered);

      await page.goto(`${baseURL}/login`);
      // Move on through the app while the worker is still installing, as in the report.
      for (const path of ['/signup', '/forgot-password', '/terms-of-service', '/login']) {
        await page.evaluate((to: string) => {
          history.pushState(null, '', to);
          dispatchEvent(new PopStateEvent('popstate'));
        }, path);
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      await untilServiceWorkerControls(page);
      await page.goto(`${baseURL}/signup`);
      await new Promise((resolve) => setTimeout(resolve, 2_000));

      expect(await showsText(page, words[locale].updateOffered)).toBe(false);
      expect(await page.evaluate(() => sessionStorage.getItem('offered'))).toBeNull();
      expect(await page.evaluate(() => 'SyncManager' in window)).toBe(false);
      await page.browserContext().close();
    });
  }

  for (const [locale, teacher] of [
    ['en', demo.teacher],
    ['ar', demo.teacher2],
  ] as const) {
    test(`evidence saved while the server is unreachable survives a reload and reaches it when it returns (${locale})`, async () => {
      test.setTimeout(180_000);
      let instance: ServerInstance = await startServerInstance();
      const api = await apiRequest.newContext({ baseURL: instance.url });
      const port = Number(new URL(instance.url).port);
      const page = await newPhonePage(locale, await accessTokenOf(api, teacher));
      const text = words[locale];
      const description = `${locale === 'ar' ? 'درس تعاوني' : 'Cooperative lesson'} ${Date.now()}`;
      try {
        await page.goto(`${instance.url}/achievements`);
        await untilShown(page, text.newAchievement);
        await untilServiceWorkerControls(page);

        // The school's connection drops: nothing answers at the server's address.
        await stopServerInstance(instance, { keepData: true });

        await click(page, text.newAchievement);
        await typeInto(page, text.description, description);
        await typeInto(page, text.location, 'Theatre');
        await pick(page, text.criteria, null);
        await page.keyboard.press('Escape');
        await pick(page, text.evidenceType, text.other);
        await click(page, text.save);
        await untilShown(page, description);
        await untilShown(page, text.waiting);

        // Still there after a reload with no server: the app and the evidence are on the device.
        await page.reload();
        await untilShown(page, description);
        await untilShown(page, text.waiting);

        instance = await startServerInstance({ port, dataDir: instance.dataDir });
        // No Background Sync and no "online" event (the device never lost its network): the
        // page's own retries must find the server again.
        await expect
          .poll(
            async () =>
              (await serverAchievements(api, teacher)).some(
                (achievement) => achievement.description === description,
              ),
            { timeout: 90_000, intervals: [1_000] },
          )
          .toBe(true);
        await expect.poll(() => showsText(page, text.waiting), { timeout: 30_000 }).toBe(false);
      } finally {
        await page.browserContext().close();
        await api.dispose();
        await stopServerInstance(instance);
      }
    });
  }

  test('photos saved while the link is down reach the server within seconds of its return', async () => {
    test.setTimeout(180_000);
    const instance = await startServerInstance();
    const link = await startNetworkCutProxy(Number(new URL(instance.url).port));
    const api = await apiRequest.newContext({ baseURL: instance.url });
    const page = await newPhonePage('en', await accessTokenOf(api, demo.teacher));
    const text = words.en;
    const descriptions = [`Board work ${Date.now()}`, `Group work ${Date.now()}`];
    try {
      await page.goto(`${link.url}/achievements`);
      await untilShown(page, text.newAchievement);
      await untilServiceWorkerControls(page);
      // The link goes silent: nothing refuses, nothing answers, the browser stays "online".
      link.cut();

      for (const [index, description] of descriptions.entries()) {
        await click(page, text.newAchievement);
        await typeInto(page, text.description, description);
        await typeInto(page, text.location, 'Theatre');
        await pick(page, text.criteria, null);
        await page.keyboard.press('Escape');
        await pick(page, text.evidenceType, text.image);
        await attachPhoto(page, `photo-${index}.png`);
        await click(page, text.save);
        await untilShown(page, description);
        await page.waitForFunction(() => !document.querySelector('[role="dialog"]'), {
          timeout: 15_000,
        });
      }
      await page.reload();
      for (const description of descriptions) await untilShown(page, description);
      await untilShown(page, text.waiting);
      // Long enough for the page's probes to reach their longest interval.
      await new Promise((resolve) => setTimeout(resolve, 30_000));

      link.restore();
      const restoredAt = Date.now();
      await expect
        .poll(
          async () => {
            const held = await serverAchievements(api, demo.teacher);
            return descriptions.every((description) =>
              held.some(
                (achievement) =>
                  achievement.description === description && achievement.files.length === 1,
              ),
            );
          },
          { timeout: 15_000, intervals: [250] },
        )
        .toBe(true);
      test.info().annotations.push({
        type: 'on the server after the link returned',
        description: `${((Date.now() - restoredAt) / 1000).toFixed(1)} s`,
      });
    } finally {
      await page.browserContext().close();
      await api.dispose();
      await link.close();
      await stopServerInstance(instance);
    }
  });
});

/** Puts a small PNG in the open form's file input, as a picked photo. */
async function attachPhoto(page: Page, name: string): Promise<void> {
  await page.waitForSelector('[data-testid="files-input"]');
  await page.evaluate(async (fileName: string) => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = `hsl(${fileName.length * 40} 60% 50%)`;
      context.fillRect(0, 0, 640, 480);
    }
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('no PNG');
    const input = document.querySelector<HTMLInputElement>('[data-testid="files-input"]');
    if (!input) throw new Error('no file input');
    const transfer = new DataTransfer();
    transfer.items.add(new File([blob], fileName, { type: 'image/png' }));
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }, name);
  await page.waitForFunction(
    (fileName: string) =>
      [...document.querySelectorAll('[aria-label], img[alt]')].some((element) =>
        `${element.getAttribute('aria-label')} ${element.getAttribute('alt')}`.includes(fileName),
      ),
    { timeout: 15_000 },
    name,
  );
}
