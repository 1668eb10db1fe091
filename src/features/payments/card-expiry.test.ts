import { describe, expect, it } from 'vitest';

import { expiryOf, expiryProblem, retypeExpiry } from './card-expiry.ts';

function edit(previous: string, typedWithCaret: string) {
  const caret = typedWithCaret.indexOf('|');
  const result = retypeExpiry(previous, typedWithCaret.replace('|', ''), caret);
  return `${result.value.slice(0, result.caret)}|${result.value.slice(result.caret)}`;
}

describe('retypeExpiry', () => {
  it('puts the slash in once the month is typed', () => {
    expect(edit('', '1|')).toBe('1|');
    expect(edit('1', '12|')).toBe('12 / |');
    expect(edit('12 / ', '12 / 3|')).toBe('12 / 3|');
    expect(edit('12 / 3', '12 / 30|')).toBe('12 / 30|');
    expect(edit('12 / 30', '12 / 301|')).toBe('12 / 30|');
  });

  it('reads a first digit from 2 to 9 as the month 02 to 09', () => {
    expect(edit('', '4|')).toBe('04 / |');
  });

  it('deletes the month’s last digit when backspace meets the slash', () => {
    expect(edit('12 / ', '12 /|')).toBe('1|');
    expect(edit('12 / 3', '12 / |')).toBe('12|');
  });

  it('reads a pasted or autofilled date, with a two- or four-digit year, in any digits', () => {
    expect(edit('', '12/30|')).toBe('12 / 30|');
    expect(edit('', '7/2031|')).toBe('07 / 31|');
    expect(edit('', '١٢/٣٠|')).toBe('12 / 30|');
  });
});

describe('expiryOf', () => {
  it('reads the month and the four-digit year of a complete date', () => {
    expect(expiryOf('07 / 31')).toEqual({ month: 7, year: 2031 });
    expect(expiryOf('13 / 31')).toBeNull();
    expect(expiryOf('00 / 31')).toBeNull();
    expect(expiryOf('07 / 3')).toBeNull();
  });
});

describe('expiryProblem', () => {
  const now = new Date(2026, 10, 27); // 27 November 2026

  it('accepts this month and later, as a card is valid to the end of its month', () => {
    expect(expiryProblem('11 / 26', now)).toBeNull();
    expect(expiryProblem('01 / 27', now)).toBeNull();
  });

  it('says the card has expired for an earlier month', () => {
    expect(expiryProblem('10 / 26', now)).toBe('payment.failed.expiredCard');
    expect(expiryProblem('12 / 25', now)).toBe('payment.failed.expiredCard');
  });

  it('asks for MM / YY when the date is incomplete, has no such month or is decades away', () => {
    expect(expiryProblem('', now)).toBe('validation.error.required');
    expect(expiryProblem('1', now)).toBe('payment.failed.expiryInvalid');
    expect(expiryProblem('12 / ', now)).toBe('payment.failed.expiryInvalid');
    expect(expiryProblem('13 / 28', now)).toBe('payment.failed.expiryInvalid');
    expect(expiryProblem('12 / 99', now)).toBe('payment.failed.expiryInvalid');
  });
});
