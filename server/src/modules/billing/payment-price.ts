import { vatBreakdown, type VatBreakdown } from '../../../../contract/vat.ts';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { readBillingState, vatRateOn } from './billing-settings.ts';

/**
 * What a payment for a plan charges, VAT included, at the rate of the day. Outside the sandbox
 * a payment is refused while the seller's details are missing: it could not be invoiced.
 */
export async function paymentPrice(
  db: Pick<Database, 'select'>,
  priceHalalas: number,
  now: Date,
  isTest: boolean,
): Promise<VatBreakdown> {
  const state = await readBillingState(db);
  if (!state.seller && !isTest) throw new ApiError(503, 'billing.failed.sellerDetailsMissing');
  return vatBreakdown(priceHalalas, await vatRateOn(db, now), state.pricesIncludeVat);
}
