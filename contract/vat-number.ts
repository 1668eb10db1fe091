import { z } from 'zod';

import { latinDigits } from './latin-digits.ts';

/**
 * A Saudi VAT registration number: 15 digits, the first and the last 3 (ZATCA's format for a
 * VAT group or single registrant). Arabic-Indic digits are read as Latin ones.
 */
export function isVatNumber(value: string): boolean {
  return /^3\d{13}3$/.test(latinDigits(value.trim()));
}

/** A commercial registration number (السجل التجاري): 10 digits. */
export function isCommercialRegistration(value: string): boolean {
  return /^\d{10}$/.test(latinDigits(value.trim()));
}

export const zVatNumber = z
  .string({ error: 'validation.error.required' })
  .transform((value) => latinDigits(value.trim()))
  .refine(isVatNumber, { error: 'billing.failed.vatNumberInvalid' });
