import type { z } from 'zod';

import type { zBillingSettingsUpdate, zVatRateCreate } from '../../../../contract/billing.ts';
import type { Database } from '../../db/database.ts';
import { billingSettings, vatRates } from '../../db/tables/billing.ts';

/**
 * Sets the seller, the bank and whether prices include VAT. Invoices already issued keep the
 * seller they printed (each has its own copy).
 */
export async function saveBillingSettings(
  db: Database,
  input: z.output<typeof zBillingSettingsUpdate>,
  now: Date,
): Promise<void> {
  const values = {
    ...input.seller,
    bankName: input.bank?.bankName ?? null,
    accountHolder: input.bank?.accountHolder ?? null,
    iban: input.bank?.iban ?? null,
    pricesIncludeVat: input.pricesIncludeVat,
    updatedAt: now,
  };
  await db
    .insert(billingSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: billingSettings.id, set: values });
}

/** A VAT rate from its first day; setting the same day again replaces that day's rate. */
export async function addVatRate(
  db: Database,
  input: z.output<typeof zVatRateCreate>,
): Promise<void> {
  await db
    .insert(vatRates)
    .values(input)
    .onConflictDoUpdate({
      target: vatRates.startsOn,
      set: { rateBasisPoints: input.rateBasisPoints },
    });
}
