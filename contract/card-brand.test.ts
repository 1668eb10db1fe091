import { describe, expect, it } from 'vitest';

import { cardBrandOf, longestNumberFor, madaBinPrefixes } from './card-brand.ts';

describe('cardBrandOf', () => {
  it.each([
    ['4111111111111111', 'visa'],
    ['4', 'visa'],
    ['5105105105105100', 'mastercard'],
    ['55', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000007', 'mastercard'],
  ])('reads %s as %s', (digits, brand) => {
    expect(cardBrandOf(digits)).toBe(brand);
  });

  it('reads a mada BIN as mada before the Visa or Mastercard range it falls in', () => {
    // Moyasar's mada test card: 420132 is a mada BIN inside Visa's 4.
    expect(cardBrandOf('4201320111111010')).toBe('mada');
    // 529415 is inside Mastercard's 51–55, 22337902 inside its 2221–2720.
    expect(cardBrandOf('5294150000000000')).toBe('mada');
    expect(cardBrandOf('2233790200000000')).toBe('mada');
    // mada-only ranges outside Visa and Mastercard.
    expect(cardBrandOf('5888450000000000')).toBe('mada');
    expect(cardBrandOf('9682010000000000')).toBe('mada');
  });

  it('reads every listed BIN as mada', () => {
    for (const prefix of madaBinPrefixes) expect(cardBrandOf(`${prefix}00`)).toBe('mada');
  });

  it('shows Visa until the sixth digit makes it a mada BIN', () => {
    expect(cardBrandOf('42013')).toBe('visa');
    expect(cardBrandOf('420132')).toBe('mada');
    expect(cardBrandOf('420133')).toBe('visa');
  });

  it('waits while the digits could still become a card we take', () => {
    expect(cardBrandOf('')).toBe('undetermined');
    expect(cardBrandOf('5')).toBe('undetermined'); // 51–55 or mada's 588845
    expect(cardBrandOf('2')).toBe('undetermined');
    expect(cardBrandOf('222')).toBe('undetermined');
    expect(cardBrandOf('96')).toBe('undetermined'); // mada's 968201
    expect(cardBrandOf('6049')).toBe('undetermined'); // mada's 604906
  });

  it('refuses other brands as soon as their first digits say so', () => {
    expect(cardBrandOf('34')).toBe('unsupported'); // American Express
    expect(cardBrandOf('378282246310005')).toBe('unsupported');
    expect(cardBrandOf('3')).toBe('unsupported');
    expect(cardBrandOf('6011111111111117')).toBe('unsupported'); // Discover
    expect(cardBrandOf('56')).toBe('unsupported');
    expect(cardBrandOf('2220')).toBe('unsupported');
    expect(cardBrandOf('2721')).toBe('unsupported');
    expect(cardBrandOf('588846')).toBe('unsupported');
  });
});

describe('longestNumberFor', () => {
  it('lets a Visa or an unknown number grow to 19 digits, mada and Mastercard to 16', () => {
    expect(longestNumberFor('visa')).toBe(19);
    expect(longestNumberFor('undetermined')).toBe(19);
    expect(longestNumberFor('mada')).toBe(16);
    expect(longestNumberFor('mastercard')).toBe(16);
  });
});
