import { expect, test, type Page } from './support/playwright.ts';

import { demo, logInThroughTheForm } from './support/accounts.ts';

const personalPlanId = '0192f000-0000-7000-8000-000000000101';
const schoolOf25PlanId = '0192f000-0000-7000-8000-000000000125';

async function fillCard(page: Page, number: string, labels = englishCardLabels) {
  await page.getByLabel(labels.name).fill('Sara Ahmed');
  await page.getByLabel(labels.number).fill(number);
  await page.getByLabel(labels.expiry).fill('12 / 30');
  await page.getByLabel(labels.cvc).fill('123');
}

const englishCardLabels = {
  name: 'Name on card',
  number: 'Card number',
  expiry: 'Expiry date',
  cvc: 'Security code',
};

const arabicCardLabels = {
  name: 'الاسم على البطاقة',
  number: 'رقم البطاقة',
  expiry: 'تاريخ الانتهاء',
  cvc: 'رمز الأمان',
};

test.describe('payments', () => {
  test('a solo teacher on the trial buys the personal plan with the success test card', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await logInThroughTheForm(page, demo.soloTeacher);
    await expect(page.getByTestId('subscription-status')).toHaveText('Free trial');

    await page.getByRole('button', { name: 'Activate' }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose a plan' });
    const card = chooser.getByRole('region', { name: 'Personal yearly' });
    const select = card.getByRole('button', { name: 'Select' });
    await card.getByLabel('I agree to the terms of use').check();
    await card.getByLabel('I have read the refund policy').check();
    await expect(select).toBeDisabled();
    await card.getByLabel('I understand there is no refund after payment').check();
    await select.click();

    await expect(page).toHaveURL(new RegExp(`/payment\\?planId=${personalPlanId}$`));
    await expect(page.getByTestId('order-total')).toHaveText(/149/);
    await expect(page.getByRole('button', { name: 'Activate' })).toHaveCount(0);
    await fillCard(page, '4111111111111111');
    await page.getByRole('button', { name: 'Pay now' }).click();

    // The gateway's hosted 3-D Secure step.
    await expect(page.getByRole('heading', { name: '3-D Secure verification' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm payment' }).click();

    await expect(page).toHaveURL(/\/payment\/callback\?id=/);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await expect(page.getByText(/Your subscription is active until/)).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('subscription-status')).toHaveText('Active');
  });

  test('a card with insufficient funds shows the translated failure in Arabic', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'ar'));
    await logInThroughTheForm(page, demo.teacher2);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto(`/payment?planId=${personalPlanId}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The order total in riyals, formatted for Arabic.
    await expect(page.getByTestId('order-total')).toHaveText(/149\s*ر\.س/);
    await fillCard(page, '4201320000311101', arabicCardLabels);
    await page.locator('form button[type="submit"]').click();

    await expect(page.getByRole('button', { name: 'تأكيد الدفع' })).toBeVisible();
    await page.getByRole('button', { name: 'تأكيد الدفع' }).click();

    await expect(page).toHaveURL(/\/payment\/callback\?id=/);
    await expect(page.getByTestId('payment-failure')).toHaveText('رصيد البطاقة غير كافٍ.');
  });

  test('a declined card fails, and a principal then buys the 25-teacher tier', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await logInThroughTheForm(page, demo.principal);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto(`/payment?planId=${schoolOf25PlanId}`);
    await expect(page.getByTestId('order-total')).toHaveText(/575/);
    await fillCard(page, '4201321234411220');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(page.getByTestId('payment-failure')).toHaveText('The card was declined.');

    // "Try again" goes back to the payment of the same plan, not to the marketing page.
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(new RegExp(`/payment\\?planId=${schoolOf25PlanId}$`));
    await fillCard(page, '4111111111111111');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Payment history' }).click();
    await expect(
      page.getByRole('cell', { name: 'School – up to 25 teachers' }).first(),
    ).toBeVisible();
  });
});
