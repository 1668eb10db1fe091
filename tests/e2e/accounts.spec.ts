import { expect, test } from './support/playwright.ts';

import { demo, logInThroughTheForm, signUpThroughTheApi, uniqueEmail } from './support/accounts.ts';
import { latestMailTo } from './support/outbox.ts';
import { pickDate } from './support/date-picker.ts';

test.describe('accounts', () => {
  test('a teacher signs up in Arabic with the emailed code and lands on the dashboard', async ({
    page,
  }) => {
    const email = uniqueEmail('arabic.signup');
    await page.addInitScript(() => localStorage.setItem('locale', 'ar'));
    await page.goto('/signup');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await page.getByLabel('الاسم الكامل').fill('نورة عبدالله القحطاني');
    await page.getByLabel('البريد الإلكتروني').fill(email);
    await page.getByRole('textbox', { name: 'كلمة المرور' }).fill('Madrasa#2026');
    await page.getByLabel('اسم المدرسة').fill('مدرسة الرياض الابتدائية');
    await page.getByLabel('رقم الجوال').fill('+966512345678');
    await pickDate(page, page.getByLabel('تاريخ الميلاد'), '1990-05-14', 'ar');
    const requestedAt = new Date().toISOString();
    await page.getByRole('button', { name: 'أرسل لي رمز التحقق' }).click();

    const mail = await latestMailTo(email, requestedAt);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code, 'the email holds a six-digit code').toBeDefined();
    await page.getByRole('textbox', { name: 'الرقم 1 من رمز التحقق' }).focus();
    await page.keyboard.type(code ?? '');

    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
  });

  test('a wrong code is refused with a translated message', async ({ page }) => {
    const email = uniqueEmail('wrong.code');
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Sara Al-Harbi');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Madrasa#2026');
    await page.getByLabel('School name').fill('Jeddah Model School');
    await page.getByLabel('Mobile').fill('+966512345679');
    await pickDate(page, page.getByLabel('Date of birth'), '1988-02-01');
    await page.getByRole('button', { name: 'Send me a verification code' }).click();
    await latestMailTo(email);
    await page.getByRole('textbox', { name: 'Digit 1 of the verification code' }).focus();
    await page.keyboard.type('000000');
    await expect(page.getByText('The verification code is incorrect.')).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('a reload during signup brings back the code step, asking only for the password again', async ({
    page,
  }) => {
    const email = uniqueEmail('reload.signup');
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Reem Al-Dosari');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Madrasa#2026');
    await page.getByLabel('School name').fill('Dammam Secondary School');
    await page.getByLabel('Mobile').fill('+966512345672');
    await pickDate(page, page.getByLabel('Date of birth'), '1991-07-09');
    const requestedAt = new Date().toISOString();
    await page.getByRole('button', { name: 'Send me a verification code' }).click();
    const code = /\b(\d{6})\b/.exec((await latestMailTo(email, requestedAt)).text)?.[1] ?? '';
    // The mail can arrive before the page has the server's answer; the visitor reloads a page
    // that shows the code step.
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('textbox', { name: 'Your password again' }).fill('Madrasa#2026');
    await page.getByRole('textbox', { name: 'Digit 1 of the verification code' }).focus();
    await page.keyboard.type(code);

    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the signup form refuses bad input before anything is sent', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await page.goto('/signup');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('weak');
    await page.getByLabel('Mobile').fill('0512');
    await page.getByRole('button', { name: 'Send me a verification code' }).click();
    await expect(
      page.getByText('Use at least 8 characters with an uppercase letter'),
    ).toBeVisible();
    await expect(page.getByText('Enter a valid mobile number')).toBeVisible();
    await expect(page.getByText('School name is required.')).toBeVisible();
  });

  test('a user logs out and back in', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await logInThroughTheForm(page, demo.teacher);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    await logInThroughTheForm(page, demo.teacher);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('wrong credentials show the translated error and keep the user out', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await logInThroughTheForm(page, demo.teacher, 'Wrong#Password1');
    await expect(page.getByText('Incorrect email or password.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a user resets a forgotten password through the emailed link', async ({ page }) => {
    const email = uniqueEmail('reset');
    // A fresh account, so the new password does not disturb the demo accounts.
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Khalid Al-Otaibi');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Original#2026');
    await page.getByLabel('School name').fill('Dammam Secondary');
    await page.getByLabel('Mobile').fill('+966512345670');
    await pickDate(page, page.getByLabel('Date of birth'), '1985-09-30');
    await page.getByRole('button', { name: 'Send me a verification code' }).click();
    const code = /\b(\d{6})\b/.exec((await latestMailTo(email)).text)?.[1] ?? '';
    await page.getByRole('textbox', { name: 'Digit 1 of the verification code' }).focus();
    await page.keyboard.type(code);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.evaluate(() => localStorage.removeItem('accessToken'));

    await page.goto('/forgot-password');
    const askedAt = new Date().toISOString();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await expect(page.getByText('Check your email')).toBeVisible();
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(
      (await latestMailTo(email, askedAt)).text,
    )?.[0];
    expect(link).toBeDefined();

    await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Renewed#2026');
    await page.getByRole('textbox', { name: 'Confirm the new password' }).fill('Renewed#2026');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await logInThroughTheForm(page, email, 'Renewed#2026');
    await expect(page).toHaveURL(/\/dashboard$/);

    // The link works once.
    await page.evaluate(() => localStorage.removeItem('accessToken'));
    await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Another#2026');
    await page.getByRole('textbox', { name: 'Confirm the new password' }).fill('Another#2026');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByText('This link is invalid or has expired.')).toBeVisible();
  });

  test('changing the password says when the current one is wrong, then signs the other devices out', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('password.change');
    const otherDevice = await signUpThroughTheApi(request, email, 'Original#2026');
    const profileOnOtherDevice = () =>
      request.get('/api/profile', { headers: { authorization: `Bearer ${otherDevice}` } });
    expect((await profileOnOtherDevice()).status()).toBe(200);
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await logInThroughTheForm(page, email, 'Original#2026');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/profile');

    const current = page.getByRole('textbox', { name: 'Current password' });
    const fresh = page.getByRole('textbox', { name: 'New password', exact: true });
    const confirmation = page.getByRole('textbox', { name: 'Confirm the new password' });
    await current.fill('Mistaken#2026');
    await fresh.fill('Renewed#2026');
    await confirmation.fill('Renewed#2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your current password is not correct.').first()).toBeVisible();

    await current.fill('Original#2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    expect((await profileOnOtherDevice()).status()).toBe(401);

    // This device carries on with its fresh session.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign out of all other devices' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out of all other devices' }).click();
    await expect(page.getByText('You are signed out on all other devices.')).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('an expired token found at start logs the user out', async ({ page }) => {
    const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({
        sub: 'someone',
        fullName: 'Old Session',
        email: 'old@school.test',
        profilePictureUrl: null,
        role: 'agent',
        organizationId: null,
        exp: Math.floor(Date.now() / 1000) - 60,
      }),
    ).toString('base64url');
    const expired = `${header}.${payload}.c2lnbmF0dXJl`;
    await page.addInitScript((token) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('accessToken', token);
        sessionStorage.setItem('seeded', '1');
      }
    }, expired);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  test('a role guard sends a teacher away from the super admin pages', async ({ page }) => {
    await logInThroughTheForm(page, demo.teacher);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/organizations');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the super admin lands on system settings', async ({ page }) => {
    await logInThroughTheForm(page, demo.superAdmin);
    await expect(page).toHaveURL(/\/admin-settings$/);
  });
});
