import { PgTransaction } from 'drizzle-orm/pg-core';

import type { Database } from './database.ts';

type Reads<T extends readonly unknown[]> = { [K in keyof T]: () => PromiseLike<T[K]> };

/**
 * Independent reads, all at once on the pool, one after another inside a transaction: a
 * transaction is one connection, and node-postgres deprecates a query sent while another is
 * still running on it (pg 9 refuses it).
 */
export async function readTogether<const T extends readonly unknown[]>(
  db: Database,
  reads: Reads<T>,
): Promise<T> {
  if (!(db instanceof PgTransaction)) {
    return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  }
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
