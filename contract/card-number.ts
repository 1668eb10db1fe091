import { cardBrandOf, cardNumberLengths } from './card-brand.ts';
import { latinDigits } from './latin-digits.ts';
import type { MessageKey } from './message-keys.ts';

/** The digits of a card number as typed or pasted: spaces, dashes and Arabic digits allowed. */
export function cardNumberDigits(text: string): string {
  return latinDigits(text).replace(/\D/g, '');
}

/** The Luhn checksum every card number carries in its last digit; a mistyped digit breaks it. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * Why a card number (digits only) cannot be charged, as a catalogue key, or null when it can:
 * a brand we do not take, a length its brand does not have, or a failed checksum.
 */
export function cardNumberProblem(digits: string): MessageKey | null {
  if (digits === '') return 'validation.error.required';
  const reading = cardBrandOf(digits);
  if (reading === 'unsupported') return 'payment.failed.unsupportedCardBrand';
  if (reading === 'undetermined') return 'payment.failed.cardNumberIncomplete';
  const lengths = cardNumberLengths[reading];
  if (!lengths.includes(digits.length)) {
    return digits.length < Math.max(...lengths)
      ? 'payment.failed.cardNumberIncomplete'
      : 'payment.failed.cardNumberInvalid';
  }
  return passesLuhn(digits) ? null : 'payment.failed.cardNumberInvalid';
}
