import { expect, test, type Locator } from './support/playwright.ts';

import { demo, logInThroughTheForm } from './support/accounts.ts';

const personalPlanId = '0192f000-0000-7000-8000-000000000101';

const phones = [
  { width: 360, height: 780 },
  { width: 390, height: 844 },
];

const text = {
  en: {
    number: 'Card number',
    expiry: 'Expiry date',
    cvc: 'Security code',
    mada: 'mada',
    mastercard: 'Mastercard',
    pay: 'Pay now',
    invalidNumber: 'This card number is not valid. Check the digits against the card.',
    unsupported: 'This card type is not accepted. Pay with a mada, Visa or Mastercard card.',
  },
  ar: {
    number: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء',
    cvc: 'رمز الأمان',
    mada: 'مدى',
    mastercard: 'ماستركارد',
    pay: 'ادفع الآن',
    invalidNumber: 'رقم البطاقة غير صحيح. تحقّق من الأرقام كما هي على البطاقة.',
    unsupported: 'نوع البطاقة هذا غير مقبول. ادفع ببطاقة مدى أو فيزا أو ماستركارد.',
  },
} as const;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

/** The error Mantine shows under an input: the element named `<input id>-error`. */
async function errorUnder(input: Locator) {
  return input.page().locator(`[id="${await input.getAttribute('id')}-error"]`);
}

for (const locale of ['en', 'ar'] as const) {
  test(`the card form at phone width in ${locale}: brand, one row for expiry and CVC, the number's own error`, async ({
    page,
  }) => {
    const words = text[locale];
    await page.setViewportSize(phones[0] ?? { width: 360, height: 780 });
    await page.addInitScript((chosen) => localStorage.setItem('locale', chosen), locale);
    await logInThroughTheForm(page, demo.teacher);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto(`/payment?planId=${personalPlanId}`);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');

    const number = page.getByLabel(words.number);
    await number.pressSequentially('4201320111111010');
    await expect(number).toHaveValue('4201 3201 1111 1010');
    const mark = page.getByRole('img', { name: words.mada });
    await expect(mark).toBeVisible();
    // The mark sits inside the field, at the end of the number, which reads left to right.
    const [numberBox, markBox] = [await box(number), await box(mark)];
    expect(markBox.x).toBeGreaterThan(numberBox.x + numberBox.width / 2);
    expect(markBox.x + markBox.width).toBeLessThanOrEqual(numberBox.x + numberBox.width);

    await number.fill('');
    await number.pressSequentially('5421080101000000');
    await expect(page.getByRole('img', { name: words.mastercard })).toBeVisible();

    const expiry = page.getByLabel(words.expiry);
    const cvc = page.getByLabel(words.cvc);
    await expiry.pressSequentially('1230');
    await expect(expiry).toHaveValue('12 / 30');
    for (const phone of phones) {
      await page.setViewportSize(phone);
      const [expiryBox, cvcBox] = [await box(expiry), await box(cvc)];
      // One row, level and of one height, expiry first in the reading direction, inside the screen.
      expect(Math.abs(expiryBox.y - cvcBox.y)).toBeLessThan(1);
      expect(Math.abs(expiryBox.height - cvcBox.height)).toBeLessThan(1);
      if (locale === 'ar') expect(expiryBox.x).toBeGreaterThan(cvcBox.x + cvcBox.width);
      else expect(cvcBox.x).toBeGreaterThan(expiryBox.x + expiryBox.width);
      expect(Math.min(expiryBox.x, cvcBox.x)).toBeGreaterThanOrEqual(0);
      expect(Math.max(expiryBox.x + expiryBox.width, cvcBox.x + cvcBox.width)).toBeLessThanOrEqual(
        phone.width,
      );
    }

    await number.fill('');
    await number.pressSequentially('3782');
    await expect(await errorUnder(number)).toHaveText(words.unsupported);

    await number.fill('4111 1111 1111 1112');
    await page.getByRole('button', { name: words.pay }).click();
    await expect(await errorUnder(number)).toHaveText(words.invalidNumber);
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/payment\?planId=/);
  });
}
