import { desc, eq, lte } from 'drizzle-orm';

import type { BillingSettings } from '../../../../contract/billing.ts';
import type { Database } from '../../db/database.ts';
import { billingSettings, vatRates } from '../../db/tables/billing.ts';
import { riyadhDate } from '../dashboard/riyadh-time.ts';

type Reader = Pick<Database, 'select'>;

export interface Seller {
  sellerNameAr: string;
  sellerNameEn: string;
  vatNumber: string;
  commercialRegistration: string;
  addressAr: string;
  addressEn: string;
}

export interface BankAccount {
  bankName: string;
  accountHolder: string;
  iban: string;
}

export interface BillingState {
  seller: Seller | null;
  bank: BankAccount | null;
  pricesIncludeVat: boolean;
}

/**
 * The sandbox's seller while the super admin has set none: invoices made with it carry the
 * "test" mark (docs/billing.md), so nobody can mistake them for real tax invoices.
 */
export const testSeller: Seller = {
  sellerNameAr: 'شواهد (بائع تجريبي)',
  sellerNameEn: 'Shawahid (test seller)',
  vatNumber: '300000000000003',
  commercialRegistration: '0000000000',
  addressAr: 'عنوان تجريبي، الرياض',
  addressEn: 'Test address, Riyadh',
};

/** The billing settings row (the migration inserts it), with unset groups as null. */
export async function readBillingState(db: Reader): Promise<BillingState> {
  const [row] = await db.select().from(billingSettings).where(eq(billingSettings.id, 1));
  if (!row) return { seller: null, bank: null, pricesIncludeVat: true };
  const { sellerNameAr, sellerNameEn, vatNumber, commercialRegistration, addressAr, addressEn } =
    row;
  const seller =
    sellerNameAr && sellerNameEn && vatNumber && commercialRegistration && addressAr && addressEn
      ? { sellerNameAr, sellerNameEn, vatNumber, commercialRegistration, addressAr, addressEn }
      : null;
  const { bankName, accountHolder, iban } = row;
  const bank = bankName && accountHolder && iban ? { bankName, accountHolder, iban } : null;
  return { seller, bank, pricesIncludeVat: row.pricesIncludeVat };
}

/** The VAT rate of the Riyadh day of `moment`: the latest that started on or before it. */
export async function vatRateOn(db: Reader, moment: Date): Promise<number> {
  const [rate] = await db
    .select({ rateBasisPoints: vatRates.rateBasisPoints })
    .from(vatRates)
    .where(lte(vatRates.startsOn, riyadhDate(moment)))
    .orderBy(desc(vatRates.startsOn))
    .limit(1);
  return rate?.rateBasisPoints ?? 0;
}

/** GET /admin/billing. */
export async function adminBillingSettings(db: Reader): Promise<BillingSettings> {
  const state = await readBillingState(db);
  const rates = await db.select().from(vatRates).orderBy(desc(vatRates.startsOn));
  return {
    ...state,
    vatRates: rates.map(({ startsOn, rateBasisPoints }) => ({ startsOn, rateBasisPoints })),
  };
}
