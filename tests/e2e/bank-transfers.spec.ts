import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from './support/playwright.ts';

import {
  accessTokenOf,
  demo,
  demoPassword,
  logInThroughTheForm,
  signUpThroughTheApi,
  uniqueEmail,
} from './support/accounts.ts';

/** The seeded school plan for up to 25 teachers: 575 SAR with VAT, 75.00 of it VAT. */
const schoolOf25PlanId = '0192f000-0000-7000-8000-000000000125';
const iban = 'SA0380000000608010167519';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Opens transfers: the bank account, beside the seller already set or the sandbox test seller's
 * own details, so the other specs' invoices read as before (docs/billing.md).
 */
async function openTransfers(request: APIRequestContext) {
  const token = await accessTokenOf(request, demo.superAdmin);
  const headers = { Authorization: `Bearer ${token}` };
  const current = (await (await request.get('/api/admin/billing', { headers })).json()) as {
    result: { seller: Record<string, string> | null; prices_include_vat: boolean };
  };
  const saved = await request.put('/api/admin/billing', {
    headers,
    data: {
      seller: current.result.seller ?? {
        seller_name_ar: 'شواهد (بائع تجريبي)',
        seller_name_en: 'Shawahid (test seller)',
        vat_number: '300000000000003',
        commercial_registration: '1010123456',
        address_ar: 'عنوان تجريبي، الرياض',
        address_en: 'Test address, Riyadh',
      },
      bank: { bank_name: 'Al Rajhi Bank', account_holder: 'Shawahid Technology Est.', iban },
      prices_include_vat: current.result.prices_include_vat,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

async function pageIn(browser: Browser, locale: 'ar' | 'en', email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.addInitScript((chosen) => localStorage.setItem('locale', chosen), locale);
  await logInThroughTheForm(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/** A new school's head asks, in Arabic on a phone, to pay the 25-teacher plan by transfer. */
async function askForTransfer(browser: Browser, request: APIRequestContext) {
  const email = uniqueEmail('transfer');
  await signUpThroughTheApi(request, email, demoPassword);
  const principal = await pageIn(browser, 'ar', email);
  await principal.goto(`/payment?planId=${schoolOf25PlanId}`);
  await principal.getByRole('button', { name: 'عرض بيانات التحويل' }).click();
  await expect(principal).toHaveURL(/\/payment\/transfer\//);
  const reference = principal.getByText(/^SHW-[A-Z2-9]{8}$/);
  await expect(reference).toBeVisible();
  return { principal, email, reference: (await reference.textContent()) ?? '' };
}

async function transfersTab(browser: Browser): Promise<Page> {
  const admin = await pageIn(browser, 'en', demo.superAdmin);
  await admin.goto('/admin-settings');
  await admin.getByRole('tab', { name: 'Bank transfers' }).click();
  return admin;
}

function pdfText(path: string): string {
  return execFileSync('pdftotext', ['-', '-'], { input: readFileSync(path) }).toString('utf8');
}

test.describe('bank transfers on a phone', () => {
  test.beforeAll(async ({ request }) => {
    await openTransfers(request);
  });

  test('a school pays by transfer: quotation, confirmation, active year, tax invoice', async ({
    browser,
    request,
  }) => {
    test.slow();
    const { principal, email, reference } = await askForTransfer(browser, request);
    await expect(principal.getByText('SA03 8000 0000 6080 1016 7519')).toBeVisible();
    await expect(principal.getByTestId('transfer-amount')).toHaveText(/575/);

    const quoting = principal.waitForEvent('download');
    await principal.getByRole('button', { name: 'تنزيل عرض السعر (PDF)' }).click();
    const quotation = pdfText(await (await quoting).path());
    expect(quotation).toContain('Not a tax invoice');
    expect(quotation).toContain(reference);

    const admin = await transfersTab(browser);
    const card = admin.locator('.mantine-Card-root', { hasText: reference });
    await expect(card).toContainText(email);
    await card.getByLabel('Amount received (SAR)').fill('575');
    await card.getByLabel('Received on').fill('2026-11-20');
    await card.getByLabel('Bank reference').fill('FT26112000123');
    await card.getByRole('button', { name: 'Confirm the transfer' }).click();
    await expect(admin.getByText(/Transfer confirmed/)).toBeVisible();
    await expect(admin.getByText(reference)).toHaveCount(0);

    const token = await accessTokenOf(request, email);
    const current = await request.get('/api/subscriptions/current', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await current.json()) as { result: { status: string } }).result.status).toBe('active');

    await principal.goto('/profile');
    await principal.getByRole('tab', { name: 'سجل المدفوعات' }).click();
    const invoiceButton = principal.getByRole('button', { name: /الفاتورة الضريبية INV-\d{6}/ });
    await expect(invoiceButton).toBeVisible();
    const invoiceNumber = /INV-\d{6}/.exec((await invoiceButton.textContent()) ?? '')?.[0] ?? '';
    const downloading = principal.waitForEvent('download');
    await invoiceButton.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
    const invoice = pdfText(await download.path());
    expect(invoice).toContain(invoiceNumber);
    expect(invoice).toContain('75.00');
    expect(invoice).toContain('575.00');
  });

  test('a rejected transfer shows the school the reason', async ({ browser, request }) => {
    test.slow();
    const { principal, reference } = await askForTransfer(browser, request);
    const transferPath = new URL(principal.url()).pathname;

    const admin = await transfersTab(browser);
    const card = admin.locator('.mantine-Card-root', { hasText: reference });
    await card
      .getByLabel('Reason for rejecting (the school sees it)')
      .fill('No transfer with this reference arrived by 20 November.');
    await card.getByRole('button', { name: 'Reject the transfer' }).click();
    await expect(admin.getByText('Transfer rejected.')).toBeVisible();

    await principal.goto('/profile');
    await principal.getByRole('tab', { name: 'سجل المدفوعات' }).click();
    await principal.getByRole('link', { name: 'لم تُقبل الحوالة' }).click();
    await expect(principal).toHaveURL(new RegExp(`${transferPath}$`));
    await expect(principal.getByTestId('transfer-rejection-reason')).toHaveText(
      'No transfer with this reference arrived by 20 November.',
    );
    await expect(principal.getByRole('button', { name: 'تنزيل عرض السعر (PDF)' })).toHaveCount(0);
  });
});
