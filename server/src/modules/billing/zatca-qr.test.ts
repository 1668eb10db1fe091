import { describe, expect, it } from 'vitest';

import { decodeZatcaQr, zatcaAmount, zatcaQr } from './zatca-qr.ts';

describe("ZATCA's QR code", () => {
  it('decodes back to each field, an Arabic seller name included', () => {
    const qr = zatcaQr({
      sellerName: 'مؤسسة شواهد للتقنية',
      vatNumber: '310122393500003',
      timestamp: '2026-11-28T09:30:00Z',
      totalWithVat: zatcaAmount(37_500),
      vatTotal: zatcaAmount(4_891),
    });
    expect(qr).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const fields = decodeZatcaQr(qr);
    expect([...fields.entries()]).toEqual([
      [1, 'مؤسسة شواهد للتقنية'],
      [2, '310122393500003'],
      [3, '2026-11-28T09:30:00Z'],
      [4, '375.00'],
      [5, '48.91'],
    ]);
  });

  it('gives each value its length in UTF-8 bytes, not in letters', () => {
    const bytes = Buffer.from(
      zatcaQr({
        sellerName: 'شواهد',
        vatNumber: '300000000000003',
        timestamp: '2026-01-01T00:00:00Z',
        totalWithVat: '1.00',
        vatTotal: '0.13',
      }),
      'base64',
    );
    expect(bytes[0]).toBe(1);
    // Five Arabic letters of two bytes each.
    expect(bytes[1]).toBe(10);
    expect(bytes.subarray(2, 12).toString('utf8')).toBe('شواهد');
    expect(bytes[12]).toBe(2);
  });
});
