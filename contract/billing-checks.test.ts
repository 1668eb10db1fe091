import { describe, expect, it } from 'vitest';

import { isSaudiIban } from './iban.ts';
import { vatBreakdown } from './vat.ts';
import { isVatNumber } from './vat-number.ts';

describe('VAT of a price', () => {
  it('finds the 15 % inside a VAT-inclusive price, to the halala', () => {
    expect(vatBreakdown(37_500, 1500, true)).toEqual({
      beforeVatHalalas: 32_609,
      vatHalalas: 4_891,
      totalHalalas: 37_500,
      rateBasisPoints: 1500,
    });
  });

  it('adds the VAT on top of a price set before VAT', () => {
    expect(vatBreakdown(10_000, 1500, false)).toEqual({
      beforeVatHalalas: 10_000,
      vatHalalas: 1_500,
      totalHalalas: 11_500,
      rateBasisPoints: 1500,
    });
  });

  it('always adds up: before VAT plus VAT is the total', () => {
    for (let price = 100; price < 5_000; price += 37) {
      const split = vatBreakdown(price, 1500, true);
      expect(split.beforeVatHalalas + split.vatHalalas).toBe(price);
    }
  });
});

describe('VAT registration numbers', () => {
  it.each([
    ['300000000000003', true],
    ['310122393500003', true],
    ['٣١٠١٢٢٣٩٣٥٠٠٠٠٣', true],
    ['31012239350000', false],
    ['210122393500003', false],
    ['310122393500004', false],
    ['3101223935000a3', false],
  ])('%s is %s', (value, valid) => {
    expect(isVatNumber(value)).toBe(valid);
  });
});

describe('Saudi IBANs', () => {
  it('accepts a correct one as printed, with spaces or lower case', () => {
    expect(isSaudiIban('SA03 8000 0000 6080 1016 7519')).toBe(true);
    expect(isSaudiIban('sa0380000000608010167519')).toBe(true);
  });

  it('refuses a mistyped digit, another country, or the wrong length', () => {
    expect(isSaudiIban('SA0380000000608010167518')).toBe(false);
    expect(isSaudiIban('GB29NWBK60161331926819')).toBe(false);
    expect(isSaudiIban('SA038000000060801016751')).toBe(false);
  });
});
