import { cardBrandOf, longestNumberFor } from '../../../contract/card-brand.ts';
import { cardNumberDigits } from '../../../contract/card-number.ts';

import { caretAfterDigits, editedDigits, type TypedValue } from './typed-value.ts';

/** The number in groups of four, as it is printed on the card. */
export function groupCardNumber(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The card number field after an edit (typing, deleting or pasting anywhere in it): Latin digits
 * grouped in fours, no longer than its brand allows, with the caret after the same digit as in
 * what the user typed.
 */
export function retypeCardNumber(previous: string, typed: string, caret: number): TypedValue {
  const edit = editedDigits(previous, typed, caret, cardNumberDigits);
  const digits = edit.digits.slice(0, longestNumberFor(cardBrandOf(edit.digits)));
  const value = groupCardNumber(digits);
  return { value, caret: caretAfterDigits(value, Math.min(edit.digitsBeforeCaret, digits.length)) };
}
