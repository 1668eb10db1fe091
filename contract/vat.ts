/** A price split into what it is before VAT, the VAT in it, and the total paid, in halalas. */
export interface VatBreakdown {
  beforeVatHalalas: number;
  vatHalalas: number;
  totalHalalas: number;
  /** 1500 is 15 %. */
  rateBasisPoints: number;
}

/**
 * The VAT of a plan's price (docs/billing.md, "VAT"): a VAT-inclusive price is the total and
 * the VAT is the part of it the rate makes; otherwise the VAT is added on top. Halalas are
 * rounded half up once, on the VAT, so before + VAT always equals the total.
 */
export function vatBreakdown(
  priceHalalas: number,
  rateBasisPoints: number,
  pricesIncludeVat: boolean,
): VatBreakdown {
  if (pricesIncludeVat) {
    const vatHalalas = Math.round((priceHalalas * rateBasisPoints) / (10_000 + rateBasisPoints));
    return {
      beforeVatHalalas: priceHalalas - vatHalalas,
      vatHalalas,
      totalHalalas: priceHalalas,
      rateBasisPoints,
    };
  }
  const vatHalalas = Math.round((priceHalalas * rateBasisPoints) / 10_000);
  return {
    beforeVatHalalas: priceHalalas,
    vatHalalas,
    totalHalalas: priceHalalas + vatHalalas,
    rateBasisPoints,
  };
}
