import { latinDigits } from './latin-digits.ts';

/** An IBAN as typed (spaces, lower case, Arabic-Indic digits) in its printed-without-spaces form. */
export function compactIban(value: string): string {
  return latinDigits(value).replace(/\s+/g, '').toUpperCase();
}

/**
 * A Saudi IBAN: SA, two check digits, then 22 digits (ISO 13616), whose mod-97 check is 1:
 * the check catches any single mistyped digit and most swapped pairs.
 */
export function isSaudiIban(value: string): boolean {
  const iban = compactIban(value);
  if (!/^SA\d{22}$/.test(iban)) return false;
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  const digits = rearranged.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}
