import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import { expect, test, type Page } from './support/playwright.ts';

import { logInThroughTheForm, signUpThroughTheApi, uniqueEmail } from './support/accounts.ts';

const personalPlanId = '0192f000-0000-7000-8000-000000000101';
// The sandbox issues invoices with its test seller while none is set (docs/billing.md).
const testSellerVatNumber = '300000000000003';

/** Pays for the personal plan with the sandbox's success card; `checkOrder` reads the order first. */
async function payForPersonalPlanByCard(
  page: Page,
  checkOrder: () => Promise<void> = async () => {},
): Promise<void> {
  await page.goto(`/payment?planId=${personalPlanId}`);
  await checkOrder();
  await page.getByLabel('Name on card').fill('Maha Al-Shehri');
  await page.getByLabel('Card number').fill('4111111111111111');
  await page.getByLabel('Expiry date').fill('12 / 30');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
}

test.describe('tax invoices', () => {
  test('a teacher pays by card, sees the VAT, and downloads the tax invoice', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('invoice');
    await signUpThroughTheApi(request, email, 'Invoice#2026');
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await logInThroughTheForm(page, email, 'Invoice#2026');
    await expect(page).not.toHaveURL(/\/login/);

    await payForPersonalPlanByCard(page, async () => {
      await expect(page.getByTestId('order-total')).toHaveText(/149/);
      await expect(page.getByTestId('order-vat')).toHaveText(/19\.43/);
      await expect(page.getByTestId('order-before-vat')).toHaveText(/129\.57/);
    });
    const invoiceButton = page.getByRole('button', { name: /Tax invoice INV-\d{6}/ });
    await expect(invoiceButton).toBeVisible();
    const invoiceNumber = /INV-\d{6}/.exec((await invoiceButton.textContent()) ?? '')?.[0] ?? '';

    const downloading = page.waitForEvent('download');
    await invoiceButton.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
    const text = execFileSync('pdftotext', ['-', '-'], {
      input: readFileSync(await download.path()),
    }).toString('utf8');
    expect(text).toContain(invoiceNumber);
    expect(text).toContain(testSellerVatNumber);
    expect(text).toContain('19.43');
    expect(text).toContain('Simplified Tax Invoice');

    // The payment history lists the same invoice.
    await page.goto('/profile');
    await page.getByRole('tab', { name: /Payment history/ }).click();
    await expect(page.getByRole('button', { name: `Tax invoice ${invoiceNumber}` })).toBeVisible();
  });

  test('on a phone, each payment shows its invoice without scrolling sideways', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const email = uniqueEmail('invoice-phone');
    await signUpThroughTheApi(request, email, 'Invoice#2026');
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await logInThroughTheForm(page, email, 'Invoice#2026');
    await expect(page).not.toHaveURL(/\/login/);
    await payForPersonalPlanByCard(page);

    await page.goto('/profile');
    await page.getByRole('tab', { name: /Payment history/ }).click();
    const invoiceButton = page.getByRole('button', { name: /Tax invoice INV-\d{6}/ });
    await expect(invoiceButton).toBeInViewport({ ratio: 1 });
    await expect(page.getByText('Visa').or(page.getByText('Card')).first()).toBeInViewport();
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBe(0);
  });
});
