import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseConnection } from './database.ts';
import { executeRows } from './execute-rows.ts';
import { connectDatabase } from './connect-database.ts';
import { QueryOutsideTransactionError } from './pglite-transaction-guard.ts';

describe('the embedded database inside a transaction', () => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await connectDatabase({ driver: 'pglite' });
    await connection.db.execute(sql`create table notes (body text)`);
  });

  afterAll(async () => {
    await connection.close();
  });

  it('refuses a query on the database instead of the transaction, and rolls the transaction back', async () => {
    const { db } = connection;
    const write = db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values ('kept only if committed')`);
      await db.execute(sql`select 1`);
    });
    // Drizzle wraps what the driver throws as the cause of its own error.
    await expect(write).rejects.toMatchObject({ cause: expect.any(QueryOutsideTransactionError) });
    const rows = await executeRows(db, sql`select count(*)::int as count from notes`);
    expect(rows).toEqual([{ count: 0 }]);
  });

  it('answers queries on the transaction, and on the database once the transaction has closed', async () => {
    const { db } = connection;
    let afterCommit: Promise<unknown> = Promise.resolve();
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values ('committed')`);
      afterCommit = new Promise((resolve) => setTimeout(resolve, 20)).then(() =>
        db.execute(sql`select body from notes`),
      );
    });
    await expect(afterCommit).resolves.toMatchObject({ rows: [{ body: 'committed' }] });
  });

  it('lets queries from other requests wait their turn while a transaction is open', async () => {
    const { db } = connection;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const write = db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values ('second')`);
      await held;
    });
    const read = db.execute(sql`select count(*)::int as count from notes`);
    release();
    await write;
    await expect(read).resolves.toMatchObject({ rows: [{ count: 2 }] });
  });

  it('lets a listener told of a notification sent inside a transaction query the database', async () => {
    const { db } = connection;
    if (connection.driver !== 'pglite') throw new Error('the embedded database was asked for');
    let heard: Promise<unknown> = Promise.reject(new Error('nothing was heard'));
    heard.catch(() => undefined);
    await connection.client.listen('note_added', () => {
      heard = executeRows(db, sql`select count(*)::int as count from notes`);
    });

    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values ('third')`);
      await tx.execute(sql`select pg_notify('note_added', 'third')`);
    });

    await expect.poll(() => heard, { timeout: 5_000 }).toEqual([{ count: 3 }]);
  });
});
