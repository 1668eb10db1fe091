import { expect, test } from './support/playwright.ts';

import { demo, logInThroughTheForm, signUpThroughTheApi, uniqueEmail } from './support/accounts.ts';
import type { Locale } from './support/main-screens.ts';
import { narrowPhone, sidewaysOverflow } from './support/narrow-phone.ts';
import { pickDate } from './support/date-picker.ts';

/** A real teacher's address can be long; it must wrap, not clip or widen the page. */
const longEmail = () =>
  uniqueEmail('fatimah.abdulrahman.alqahtani.science-department').replace(
    '@school.test',
    '@alnoor-secondary-school-riyadh.edu.sa',
  );

const labels = {
  en: {
    fullName: 'Full name',
    email: 'Email',
    password: 'Password',
    school: 'School name',
    mobile: 'Mobile',
    birth: 'Date of birth',
    sendCode: 'Send me a verification code',
    firstDigit: 'Digit 1 of the verification code',
    sendLink: 'Send the reset link',
    checkEmail: 'Check your email',
    activate: 'Activate',
  },
  ar: {
    fullName: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    school: 'اسم المدرسة',
    mobile: 'رقم الجوال',
    birth: 'تاريخ الميلاد',
    sendCode: 'أرسل لي رمز التحقق',
    firstDigit: 'الرقم 1 من رمز التحقق',
    sendLink: 'إرسال رابط إعادة التعيين',
    checkEmail: 'تحقق من بريدك الإلكتروني',
    activate: 'تفعيل',
  },
} as const;

for (const locale of ['en', 'ar'] as const satisfies Locale[]) {
  test.describe(`at 360 px wide, in ${locale}`, () => {
    test('the signup code step and the reset confirmation fit, a long address wrapping', async ({
      browser,
      request,
    }) => {
      const text = labels[locale];
      const context = await browser.newContext({
        viewport: narrowPhone,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.addInitScript((chosen) => localStorage.setItem('locale', chosen), locale);

      await page.goto('/signup');
      const email = longEmail();
      await page.getByLabel(text.fullName).fill('Fatimah Al-Qahtani');
      await page.getByLabel(text.email).fill(email);
      await page.getByRole('textbox', { name: text.password }).fill('Madrasa#2026');
      await page.getByLabel(text.school).fill('Al-Noor Secondary School');
      await page.getByLabel(text.mobile).fill('+966512345670');
      await pickDate(page, page.getByLabel(text.birth), '1990-05-14', locale);
      await page.getByRole('button', { name: text.sendCode }).click();
      const firstDigit = page.getByRole('textbox', { name: text.firstDigit });
      await expect(firstDigit).toBeVisible();
      const box = await firstDigit.boundingBox();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      await expect(page.getByText(email)).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);

      // A reset link goes only to an account that exists.
      const registered = longEmail();
      await signUpThroughTheApi(request, registered, 'Madrasa#2026');
      await page.goto('/forgot-password');
      await page.getByLabel(text.email).fill(registered);
      await page.getByRole('button', { name: text.sendLink }).click();
      await expect(page.getByText(text.checkEmail)).toBeVisible();
      await expect(page.getByText(registered)).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
      await context.close();
    });

    test('a teacher on the trial can still activate from the phone’s header', async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: narrowPhone,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.addInitScript((chosen) => localStorage.setItem('locale', chosen), locale);
      await logInThroughTheForm(page, demo.soloTeacher);
      await expect(page).toHaveURL(/\/dashboard$/);
      const activate = page
        .getByRole('banner')
        .getByRole('button', { name: new RegExp(labels[locale].activate) });
      await expect(activate).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
      // The header clips what does not fit: its last control must be whole on the screen.
      const menu = await page.getByRole('banner').getByRole('button').last().boundingBox();
      expect(menu && menu.x >= 0 && menu.x + menu.width <= narrowPhone.width).toBe(true);
      await activate.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await context.close();
    });
  });
}
