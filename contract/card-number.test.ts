import { describe, expect, it } from 'vitest';

import { cardNumberDigits, cardNumberProblem, passesLuhn } from './card-number.ts';
import { latinDigits } from './latin-digits.ts';

describe('passesLuhn', () => {
  it.each(['4111111111111111', '5421080101000000', '4201320111111010', '4222222222222'])(
    'accepts %s',
    (digits) => expect(passesLuhn(digits)).toBe(true),
  );

  it('refuses a number with one digit mistyped or two swapped', () => {
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('4111111111111121')).toBe(false);
    expect(passesLuhn('4201320111111001')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });
});

describe('cardNumberDigits', () => {
  it('reads a number pasted with spaces or dashes, or typed in Arabic-Indic digits', () => {
    expect(cardNumberDigits('4111 1111-1111 1111')).toBe('4111111111111111');
    expect(cardNumberDigits('٤١١١ ١١١١ ١١١١ ١١١١')).toBe('4111111111111111');
    expect(cardNumberDigits('۴۱۱۱۱۱۱۱۱۱۱۱۱۱۱۱')).toBe('4111111111111111');
  });
});

describe('latinDigits', () => {
  it('turns only the digits into Latin ones', () => {
    expect(latinDigits('١٢ / ٣٠ abc')).toBe('12 / 30 abc');
  });
});

describe('cardNumberProblem', () => {
  it.each([
    ['', 'validation.error.required'],
    ['378282246310005', 'payment.failed.unsupportedCardBrand'],
    ['5', 'payment.failed.cardNumberIncomplete'],
    ['411111111111111', 'payment.failed.cardNumberIncomplete'],
    ['420132011111101', 'payment.failed.cardNumberIncomplete'],
    ['4111111111111112', 'payment.failed.cardNumberInvalid'],
    ['42013201111110100', 'payment.failed.cardNumberInvalid'], // mada has 16 digits
    ['41111111111111111111', 'payment.failed.cardNumberInvalid'],
  ])('"%s" is %s', (digits, key) => {
    expect(cardNumberProblem(digits)).toBe(key);
  });

  it('accepts the gateway’s test cards of each brand', () => {
    expect(cardNumberProblem('4111111111111111')).toBeNull();
    expect(cardNumberProblem('5421080101000000')).toBeNull();
    expect(cardNumberProblem('4201320111111010')).toBeNull();
    expect(cardNumberProblem('4222222222222')).toBeNull(); // a 13-digit Visa
  });
});
