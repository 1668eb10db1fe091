import { cardNumberDigits, cardNumberProblem } from '../../../contract/card-number.ts';
import { latinDigits } from '../../../contract/latin-digits.ts';
import type { MessageKey } from '../../../contract/message-keys.ts';
import type { PaymentSource } from '../../../contract/payments.ts';

import { expiryOf, expiryProblem } from './card-expiry.ts';

/** The card form's fields as the user sees them: the number grouped, the expiry as MM / YY. */
export interface CardDetails {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

export const emptyCardDetails: CardDetails = { name: '', number: '', expiry: '', cvc: '' };

/** The digits a security code may have: three for every brand we take (Amex's four is not). */
export const cvcLength = 3;

export function cardholderNameProblem(name: string): MessageKey | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'validation.error.required';
  const words = trimmed.split(/\s+/).length;
  return words < 2 || trimmed.length > 100 ? 'payment.failed.cardholderNameInvalid' : null;
}

export function cvcProblem(cvc: string): MessageKey | null {
  if (cvc === '') return 'validation.error.required';
  return new RegExp(`^\\d{${cvcLength}}$`).test(latinDigits(cvc))
    ? null
    : 'payment.failed.cvcInvalid';
}

/** The key of each field that cannot be sent as it is, by field; `now` in the user's time zone. */
export function cardDetailsProblems(
  details: CardDetails,
  now: Date,
): Partial<Record<keyof CardDetails, MessageKey>> {
  const problems: Partial<Record<keyof CardDetails, MessageKey>> = {};
  const checks: [keyof CardDetails, MessageKey | null][] = [
    ['name', cardholderNameProblem(details.name)],
    ['number', cardNumberProblem(cardNumberDigits(details.number))],
    ['expiry', expiryProblem(details.expiry, now)],
    ['cvc', cvcProblem(details.cvc)],
  ];
  for (const [field, problem] of checks) if (problem) problems[field] = problem;
  return problems;
}

/** What goes to the server for checked details. */
export function cardSourceOf(details: CardDetails): PaymentSource {
  const expiry = expiryOf(details.expiry);
  return {
    type: 'creditcard',
    name: details.name.trim(),
    number: cardNumberDigits(details.number),
    month: expiry?.month ?? 0,
    year: expiry?.year ?? 0,
    cvc: latinDigits(details.cvc),
  };
}

/**
 * The form field a server field error belongs under: `source.number` under the number, the
 * month and the year under the one expiry field.
 */
export function cardFieldOf(serverField: string): string {
  const field = serverField.replace(/^source\./, '');
  return field === 'month' || field === 'year' ? 'expiry' : field;
}

/** The field a card refusal with no field of its own belongs under, by its key. */
const fieldOfRefusal: Partial<Record<string, keyof CardDetails>> = {
  'payment.failed.cardholderNameInvalid': 'name',
  'payment.failed.cardNumberIncomplete': 'number',
  'payment.failed.cardNumberInvalid': 'number',
  'payment.failed.unsupportedCardBrand': 'number',
  'payment.failed.expiryInvalid': 'expiry',
  'payment.failed.expiredCard': 'expiry',
  'payment.failed.cvcInvalid': 'cvc',
  'payment.failed.incorrectCvc': 'cvc',
};

/** Where the gateway's refusal of one detail of the card goes: under that field, or nowhere. */
export function cardFieldOfRefusal(key: string): keyof CardDetails | undefined {
  return fieldOfRefusal[key];
}
