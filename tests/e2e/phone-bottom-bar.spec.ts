import { randomUUID } from 'node:crypto';

import { expect, request, test, type Browser, type Page } from './support/playwright.ts';

import { accessTokenOf, demo } from './support/accounts.ts';
import { addTeacherToDemoSchool, postAs } from './support/demo-school-teacher.ts';
import { focusHiddenWhilePressing } from './support/focus-obscured.ts';
import type { Locale } from './support/main-screens.ts';

const phone = { width: 390, height: 844 };

const words = {
  en: {
    bar: 'Quick navigation',
    home: 'Home',
    evidence: 'Evidence',
    plans: 'Plans',
    profile: 'Profile',
    capture: 'Add evidence',
    form: 'New evidence',
    save: 'Save',
    openMenu: 'Open menu',
    menu: 'Menu',
    achievements: 'Evidence',
    myProfile: 'My Profile',
    logout: 'Logout',
    edit: 'Edit',
  },
  ar: {
    bar: 'التنقّل السريع',
    home: 'الرئيسية',
    evidence: 'الشواهد',
    plans: 'خطط النمو',
    profile: 'حسابي',
    capture: 'إضافة شاهد',
    form: 'شاهد جديد',
    save: 'حفظ',
    openMenu: 'فتح القائمة',
    menu: 'القائمة',
    achievements: 'الشواهد',
    myProfile: 'ملفي الشخصي',
    logout: 'تسجيل الخروج',
    edit: 'تعديل',
  },
} as const;

async function signedInPage(
  browser: Browser,
  baseURL: string,
  {
    locale,
    viewport = phone,
    signedInAs,
  }: {
    locale: Locale;
    viewport?: { width: number; height: number };
    /** The session's access token; the demo teacher's unless given. */
    signedInAs?: string;
  },
): Promise<Page> {
  const api = await request.newContext({ baseURL });
  const token = signedInAs ?? (await accessTokenOf(api, demo.teacher));
  await api.dispose();
  const mobile = viewport.width < 768;
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile: mobile,
    hasTouch: mobile,
  });
  await context.addInitScript(
    ([chosenLocale, chosenToken]) => {
      localStorage.setItem('locale', chosenLocale);
      localStorage.setItem('accessToken', chosenToken);
    },
    [locale, token] as const,
  );
  return context.newPage();
}

/** Whether the element under the centre of `target` is `target` itself or inside it. */
function isOnTop(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((chosen) => {
    const target = document.querySelector(chosen);
    if (!target) return false;
    const box = target.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && target.contains(hit);
  }, selector);
}

for (const locale of ['en', 'ar'] as const satisfies Locale[]) {
  const text = words[locale];

  test.describe(`the phone's bottom bar, in ${locale}`, () => {
    test('shows home, evidence, plans and profile around the capture button, marking where the user is', async ({
      browser,
      baseURL,
    }) => {
      const page = await signedInPage(browser, baseURL ?? '', { locale });
      await page.goto('/dashboard');
      const bar = page.getByRole('navigation', { name: text.bar });
      await expect(bar).toBeVisible();
      const tabs = bar.getByRole('link');
      await expect(tabs).toHaveText([text.home, text.evidence, text.plans, text.profile]);
      await expect(bar.getByRole('button', { name: text.capture })).toBeVisible();
      await expect(bar.getByRole('link', { name: text.home })).toHaveAttribute(
        'aria-current',
        'page',
      );

      await bar.getByRole('link', { name: text.evidence }).click();
      await expect(page).toHaveURL(/\/achievements$/);
      await expect(bar.getByRole('link', { name: text.evidence })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(bar.getByRole('link', { name: text.home })).not.toHaveAttribute(
        'aria-current',
        'page',
      );

      // The bar sits at the bottom of the screen, whole.
      const box = await bar.boundingBox();
      expect(box && Math.round(box.y + box.height)).toBe(phone.height);
      await page.context().close();
    });

    test('the capture button opens the evidence form over the current screen, Save uncovered', async ({
      browser,
      baseURL,
    }) => {
      const page = await signedInPage(browser, baseURL ?? '', { locale });
      await page.goto('/development-plans');
      const bar = page.getByRole('navigation', { name: text.bar });
      await bar.getByRole('button', { name: text.capture }).click();
      const form = page.getByRole('dialog', { name: text.form });
      await expect(form).toBeVisible();
      await expect(page).toHaveURL(/\/development-plans$/);

      const save = form.getByRole('button', { name: text.save });
      await save.scrollIntoViewIfNeeded();
      await expect(save).toBeInViewport();
      await save.evaluate((button) => button.setAttribute('data-checked', 'save'));
      // What a tap on Save reaches is Save, not the bar drawn over it.
      expect(await isOnTop(page, '[data-checked="save"]')).toBe(true);
      const saveBox = await save.boundingBox();
      expect(saveBox && saveBox.y + saveBox.height).toBeLessThanOrEqual(phone.height);
      await page.context().close();
    });

    test('the end of a long page scrolls clear of the bar', async ({ browser, baseURL }) => {
      const page = await signedInPage(browser, baseURL ?? '', { locale });
      await page.goto('/achievements');
      const bar = page.getByRole('navigation', { name: text.bar });
      await expect(bar).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The footer ends the page: once it clears the bar, everything above it does. The
      // device's first pull may still be adding cards, so scroll again until the page settles.
      const lastLine = page.locator('footer');
      await expect(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(lastLine).toBeInViewport({ timeout: 1_000 });
        const lastBox = await lastLine.boundingBox();
        const barBox = await bar.boundingBox();
        expect(lastBox && barBox).toBeTruthy();
        // Within a pixel: the page's height is fractional, its scrolling whole pixels.
        if (lastBox && barBox) {
          expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(barBox.y + 1);
        }
      }).toPass({ timeout: 20_000 });
      await page.context().close();
    });

    test("the keyboard's focus never hides under the bar or the header", async ({
      browser,
      baseURL,
    }) => {
      const api = await request.newContext({ baseURL });
      const member = await addTeacherToDemoSchool(
        api,
        locale === 'ar' ? 'لمى الشهري' : 'Lama Al-Shehri',
        'Shawahid#2026',
      );
      for (let day = 11; day <= 16; day += 1) {
        await postAs(api, member.token, '/achievements', {
          id: randomUUID(),
          description: `Reading circle ${day}`,
          event_start_at: `2026-11-${day}T08:00:00+03:00`,
          duration_minutes: 45,
          location: 'Library',
          criterion_ids: [member.criterionId],
          evidence_type: 'other',
        });
      }
      await api.dispose();
      const page = await signedInPage(browser, baseURL ?? '', {
        locale,
        signedInAs: member.token,
      });
      await page.goto('/achievements');
      await expect(page.getByRole('button', { name: text.edit })).toHaveCount(6);
      await page.waitForLoadState('networkidle');
      // Whatever the focus lands on, a press at its centre reaches it: neither the fixed bar
      // nor the sticky header is drawn over it.
      const hidden = await focusHiddenWhilePressing(page, [
        ...Array<string>(30).fill('Tab'),
        ...Array<string>(30).fill('Shift+Tab'),
      ]);
      expect(hidden).toEqual([]);
      await page.context().close();
    });

    test('the header’s controls take the focus without scrolling the page under them', async ({
      browser,
      baseURL,
    }) => {
      const page = await signedInPage(browser, baseURL ?? '', { locale });
      await page.goto('/achievements');
      await expect(page.locator('.mantine-Card-root').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const scrolled = () => page.evaluate(() => Math.round(window.scrollY));
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const left = await scrolled();
      // Half a window down at least: a header control brought "into view" moved it that far.
      expect(left).toBeGreaterThan(phone.height / 2);
      // The menu drawer, closed, gives the focus back to its button in the sticky header. Tapped
      // where it is drawn: Playwright's click would first scroll it "into view" as focus does.
      const burger = await page.getByRole('button', { name: text.openMenu }).boundingBox();
      expect(burger).not.toBeNull();
      await page.touchscreen.tap(
        (burger?.x ?? 0) + (burger?.width ?? 0) / 2,
        (burger?.y ?? 0) + (burger?.height ?? 0) / 2,
      );
      const drawer = page.getByRole('dialog', { name: text.menu });
      await expect(drawer).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(page.getByRole('button', { name: text.openMenu })).toBeFocused();
      expect(await scrolled()).toBe(left);
      // The keyboard moving through the header's other controls.
      for (let step = 0; step < 3; step += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await scrolled()).toBe(left);
      }
      await page.context().close();
    });

    test('the menu drawer holds what the header and the avatar menu hold', async ({
      browser,
      baseURL,
    }) => {
      const page = await signedInPage(browser, baseURL ?? '', { locale });
      await page.goto('/dashboard');
      await page.getByRole('button', { name: text.openMenu }).click();
      const drawer = page.getByRole('dialog', { name: text.menu });
      await expect(drawer.getByRole('link', { name: text.achievements })).toBeVisible();
      await expect(drawer.getByRole('link', { name: text.myProfile })).toBeVisible();
      await expect(drawer.getByRole('button', { name: text.logout })).toBeVisible();
      await drawer.getByRole('link', { name: text.myProfile }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(
        page.getByRole('navigation', { name: text.bar }).getByRole('link', { name: text.profile }),
      ).toHaveAttribute('aria-current', 'page');
      await page.context().close();
    });
  });
}

test('the bottom bar is absent on a wide screen and for a signed-out visitor', async ({
  browser,
  baseURL,
}) => {
  const wide = await signedInPage(browser, baseURL ?? '', {
    locale: 'en',
    viewport: { width: 1280, height: 800 },
  });
  await wide.goto('/dashboard');
  await expect(wide.getByRole('banner')).toBeVisible();
  await expect(wide.getByRole('navigation', { name: words.en.bar })).toBeHidden();
  await wide.context().close();

  const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true });
  const visitor = await context.newPage();
  await visitor.addInitScript(() => localStorage.setItem('locale', 'en'));
  await visitor.goto('/');
  await expect(visitor.getByRole('banner')).toBeVisible();
  await expect(visitor.getByRole('navigation', { name: words.en.bar })).toHaveCount(0);
  await context.close();
});
