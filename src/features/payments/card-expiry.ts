import { latinDigits } from '../../../contract/latin-digits.ts';
import type { MessageKey } from '../../../contract/message-keys.ts';

import { caretAfterDigits, editedDigits, type TypedValue } from './typed-value.ts';

const separator = ' / ';
const digitsOf = (text: string) => latinDigits(text).replace(/\D/g, '');

/** A card is valid to the end of its expiry month; issuers print at most about ten years ahead. */
const furthestExpiryYears = 20;

/**
 * The expiry field after an edit: MM / YY, the slash put in once the month is typed. A first digit
 * from 2 to 9 can only be a month 02 to 09; a pasted or autofilled MM/YYYY keeps the year's last
 * two digits.
 */
export function retypeExpiry(previous: string, typed: string, caret: number): TypedValue {
  const fourDigitYear = /^\s*(\d{1,2})\s*[/-]\s*\d{2}(\d{2})\s*$/.exec(latinDigits(typed));
  if (fourDigitYear) {
    const value = `${(fourDigitYear[1] ?? '').padStart(2, '0')}${separator}${fourDigitYear[2] ?? ''}`;
    return { value, caret: value.length };
  }
  const edit = editedDigits(previous, typed, caret, digitsOf);
  let { digits, digitsBeforeCaret } = edit;
  if (/^[2-9]/.test(digits)) {
    digits = `0${digits}`;
    digitsBeforeCaret += 1;
  }
  digits = digits.slice(0, 4);
  digitsBeforeCaret = Math.min(digitsBeforeCaret, digits.length);
  const deleting = typed.length < previous.length;
  const value =
    digits.length > 2 || (digits.length === 2 && !deleting)
      ? `${digits.slice(0, 2)}${separator}${digits.slice(2)}`
      : digits;
  return {
    value,
    caret:
      digitsBeforeCaret === digits.length
        ? value.length
        : caretAfterDigits(value, digitsBeforeCaret),
  };
}

/** The month and four-digit year of a complete MM / YY, or null. */
export function expiryOf(text: string): { month: number; year: number } | null {
  const match = /^(\d{2}) \/ (\d{2})$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** Why an expiry cannot be charged, as a catalogue key, or null; `now` in the user's time zone. */
export function expiryProblem(text: string, now: Date): MessageKey | null {
  if (text === '') return 'validation.error.required';
  const expiry = expiryOf(text);
  if (!expiry || expiry.year > now.getFullYear() + furthestExpiryYears) {
    return 'payment.failed.expiryInvalid';
  }
  const monthsFromNow =
    (expiry.year - now.getFullYear()) * 12 + (expiry.month - (now.getMonth() + 1));
  return monthsFromNow < 0 ? 'payment.failed.expiredCard' : null;
}
