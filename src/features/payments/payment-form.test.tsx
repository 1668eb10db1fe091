import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import type { PaymentSource } from '../../../contract/payments.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import {
  activateArabic,
  activateSourceEnglish,
  fieldError,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import { PaymentForm } from './payment-form.tsx';

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

function renderForm(onPay = vi.fn<(source: PaymentSource) => Promise<void>>()) {
  onPay.mockResolvedValue(undefined);
  renderWithProviders(<PaymentForm onPay={onPay} />);
  return onPay;
}

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillCard(number: string) {
  type(/^Name on card/, 'Sara Ahmed');
  type(/^Card number/, number);
  type(/^Expiry date/, `12${nextYear}`);
  type(/^Security code/, '123');
}

const pay = () => fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));

describe('PaymentForm in English', () => {
  beforeAll(activateSourceEnglish);

  it('groups the number in fours as it is typed and shows the brand inside the field', () => {
    renderForm();
    const number = screen.getByLabelText<HTMLInputElement>(/^Card number/);

    type(/^Card number/, '41111');
    expect(number.value).toBe('4111 1');
    expect(screen.getByRole('img', { name: 'Visa' })).toBeTruthy();

    type(/^Card number/, '4201320111111010');
    expect(number.value).toBe('4201 3201 1111 1010');
    expect(screen.getByRole('img', { name: 'mada' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Visa' })).toBeNull();

    type(/^Card number/, '5421 0801 0100 0000');
    expect(screen.getByRole('img', { name: 'Mastercard' })).toBeTruthy();
  });

  it('puts the slash into the expiry and keeps only three digits of the security code', () => {
    renderForm();
    type(/^Expiry date/, '1230');
    expect(screen.getByLabelText<HTMLInputElement>(/^Expiry date/).value).toBe('12 / 30');
    type(/^Security code/, '12a34');
    expect(screen.getByLabelText<HTMLInputElement>(/^Security code/).value).toBe('123');
  });

  it('shows why a mistyped number cannot be paid under the number and does not send it', async () => {
    const onPay = renderForm();
    fillCard('4111 1111 1111 1112');
    pay();

    await waitFor(() =>
      expect(fieldError(/^Card number/)).toBe(
        'This card number is not valid. Check the digits against the card.',
      ),
    );
    expect(onPay).not.toHaveBeenCalled();
    expect(fieldError(/^Expiry date/)).toBeNull();
    expect(document.querySelector('.mantine-Notification-root')).toBeNull();
  });

  it('refuses an American Express card as soon as its first digits are typed', () => {
    renderForm();
    type(/^Card number/, '37');
    expect(fieldError(/^Card number/)).toBe(
      'This card type is not accepted. Pay with a mada, Visa or Mastercard card.',
    );
  });

  it('says which of expiry and security code is wrong, each under its own field', async () => {
    const onPay = renderForm();
    fillCard('4111111111111111');
    type(/^Expiry date/, '0120');
    type(/^Security code/, '12');
    pay();

    await waitFor(() => expect(fieldError(/^Expiry date/)).toBe('The card has expired.'));
    expect(fieldError(/^Security code/)).toBe(
      'Enter the 3-digit security code from the back of the card.',
    );
    expect(onPay).not.toHaveBeenCalled();
  });

  it('sends the digits, the month and the four-digit year of valid details', async () => {
    const onPay = renderForm();
    fillCard('٤١١١ ١١١١ ١١١١ ١١١١');
    pay();

    await waitFor(() =>
      expect(onPay).toHaveBeenCalledWith({
        type: 'creditcard',
        name: 'Sara Ahmed',
        number: '4111111111111111',
        month: 12,
        year: 2000 + Number(nextYear),
        cvc: '123',
      }),
    );
  });

  it('shows the gateway’s refusal of a field under that field', async () => {
    const onPay = vi.fn<(source: PaymentSource) => Promise<void>>();
    renderForm(onPay);
    onPay.mockRejectedValue(
      new ApiError('common.error.validation', 400, [
        { field: 'source.year', key: 'payment.failed.expiryInvalid' },
      ]),
    );
    fillCard('4111111111111111');
    pay();

    await waitFor(() =>
      expect(fieldError(/^Expiry date/)).toBe(
        'Enter the expiry date as on the card: the month, then the year (MM / YY).',
      ),
    );
    // As every form does with the server's field errors, the toast repeats them.
    await waitFor(() =>
      expect(document.querySelector('.mantine-Notification-root')?.textContent).toContain(
        'Enter the expiry date',
      ),
    );
  });

  it('shows the gateway’s refusal of the security code under it, not as a toast', async () => {
    const onPay = vi.fn<(source: PaymentSource) => Promise<void>>();
    renderForm(onPay);
    onPay.mockRejectedValue(new ApiError('payment.failed.incorrectCvc', 402));
    fillCard('4111111111111111');
    pay();

    await waitFor(() =>
      expect(fieldError(/^Security code/)).toBe("The card's security code (CVC) is incorrect."),
    );
    expect(document.querySelector('.mantine-Notification-root')).toBeNull();
  });
});

describe('PaymentForm in Arabic', () => {
  beforeAll(activateArabic);

  it('names the brand and the number’s problem in Arabic', async () => {
    renderForm();
    const number = screen.getByTestId('card-number');
    fireEvent.change(number, { target: { value: '4201320111111011' } });
    expect(screen.getByRole('img', { name: 'مدى' })).toBeTruthy();
    fireEvent.blur(number);

    await waitFor(() =>
      expect(fieldError(number)).toBe('رقم البطاقة غير صحيح. تحقّق من الأرقام كما هي على البطاقة.'),
    );
  });
});
