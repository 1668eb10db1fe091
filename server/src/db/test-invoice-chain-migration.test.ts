import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { applyMigration, databaseBeforeMigration } from '../testing/database-before-migration.ts';

const chainMigration = '0020_separate_test_invoice_chain.sql';

const seller = '310122393500003';

/** One invoice of the old shared sequence: real or sandbox, numbered in one chain. */
async function insertInvoice(client: PGlite, number: number, isTest: boolean): Promise<void> {
  await client.query(
    `INSERT INTO "invoices" ("id", "number", "kind", "issued_at", "is_test", "seller_name_ar",
       "seller_name_en", "seller_vat_number", "seller_commercial_registration", "seller_address_ar",
       "seller_address_en", "buyer_name", "plan_name_ar", "plan_name_en", "period_starts_at",
       "period_ends_at", "quantity", "vat_rate_basis_points", "before_vat_halalas", "vat_halalas",
       "total_halalas", "payment_method", "previous_hash", "hash", "qr")
     VALUES (gen_random_uuid(), $1, 'simplified', now(), $2, 'س', 'S', $3, '1010123456', 'ع',
       'A', 'B', 'ب', 'P', now(), now(), 1, 1500, 12957, 1943, 14900, 'creditcard', 'prev', $4, 'qr')`,
    [number, isTest, seller, `hash-${number}`],
  );
}

describe('the test-invoice chain migration (0020) on a seller with a mixed sequence', () => {
  let client: PGlite;

  beforeAll(async () => {
    client = await databaseBeforeMigration(chainMigration);
    await insertInvoice(client, 1, false);
    await insertInvoice(client, 2, true);
    await insertInvoice(client, 3, false);
    await insertInvoice(client, 4, true);
    await client.query(
      `INSERT INTO "invoice_counters" ("seller_vat_number", "last_number", "last_hash")
       VALUES ($1, 4, 'hash-4')`,
      [seller],
    );
    await applyMigration(client, chainMigration);
  });

  afterAll(async () => {
    await client.close();
  });

  it('goes on with each chain after its own last invoice', async () => {
    const { rows } = await client.query<{
      is_test: boolean;
      last_number: number;
      last_hash: string;
    }>(
      `SELECT "is_test", "last_number", "last_hash" FROM "invoice_counters"
       WHERE "seller_vat_number" = $1 ORDER BY "is_test"`,
      [seller],
    );
    expect(rows).toEqual([
      { is_test: false, last_number: 3, last_hash: 'hash-3' },
      { is_test: true, last_number: 4, last_hash: 'hash-4' },
    ]);
  });

  it('lets the real and the test chain each use a number the other has', async () => {
    await insertInvoice(client, 4, false);
    await expect(insertInvoice(client, 4, false)).rejects.toThrow(/unique/i);
  });
});
