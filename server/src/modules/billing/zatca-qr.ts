/** The fields of ZATCA's QR code for a simplified tax invoice (docs/billing.md, "The QR code"). */
export interface ZatcaQrFields {
  sellerName: string;
  vatNumber: string;
  /** ISO 8601, e.g. 2026-11-28T09:30:00Z. */
  timestamp: string;
  /** "375.00". */
  totalWithVat: string;
  /** "48.91". */
  vatTotal: string;
}

const tagsInOrder = ['sellerName', 'vatNumber', 'timestamp', 'totalWithVat', 'vatTotal'] as const;

/** Halalas as ZATCA's amounts: riyals with two decimals and a dot. */
export function zatcaAmount(halalas: number): string {
  return (halalas / 100).toFixed(2);
}

/**
 * The QR code's text: base64 of tag-length-value records, tags 1 to 5, each value its UTF-8
 * bytes with the byte count as length (ZATCA's E-invoicing Resolution, phase 1; an Arabic name
 * has more bytes than letters).
 */
export function zatcaQr(fields: ZatcaQrFields): string {
  const records = tagsInOrder.map((name, index) => {
    const value = Buffer.from(fields[name], 'utf8');
    if (value.length > 255) throw new Error(`the QR field ${name} is over 255 bytes`);
    return Buffer.concat([Buffer.from([index + 1, value.length]), value]);
  });
  return Buffer.concat(records).toString('base64');
}

/** Reads a QR text back into its tags and values, as a scanning app (ZATCA's) does. */
export function decodeZatcaQr(base64: string): Map<number, string> {
  const bytes = Buffer.from(base64, 'base64');
  const fields = new Map<number, string>();
  let at = 0;
  while (at + 2 <= bytes.length) {
    const tag = bytes[at] ?? 0;
    const length = bytes[at + 1] ?? 0;
    fields.set(tag, bytes.subarray(at + 2, at + 2 + length).toString('utf8'));
    at += 2 + length;
  }
  return fields;
}
