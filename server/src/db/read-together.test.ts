import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { connectDatabase } from './connect-database.ts';
import type { DatabaseConnection } from './database.ts';
import { readTogether } from './read-together.ts';

/** A read that notes when it starts and ends, and ends a macrotask later. */
function tracedRead(name: string, trace: string[]) {
  return async () => {
    trace.push(`start ${name}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    trace.push(`end ${name}`);
    return name;
  };
}

let connection: DatabaseConnection;
beforeAll(async () => {
  connection = await connectDatabase({ driver: 'pglite' });
});
afterAll(async () => {
  await connection.close();
});

describe('readTogether', () => {
  it('starts every read at once outside a transaction', async () => {
    const trace: string[] = [];
    const results = await readTogether(connection.db, [
      tracedRead('a', trace),
      tracedRead('b', trace),
    ]);
    expect(results).toEqual(['a', 'b']);
    expect(trace.slice(0, 2)).toEqual(['start a', 'start b']);
  });

  // node-postgres deprecates a query sent on a connection that is still running one; a
  // transaction is one connection, and its 409 answers read the current record with several
  // queries at once.
  it('runs the reads one after another inside a transaction, in order', async () => {
    const trace: string[] = [];
    const results = await connection.db.transaction((tx) =>
      readTogether(tx, [tracedRead('a', trace), tracedRead('b', trace)]),
    );
    expect(results).toEqual(['a', 'b']);
    expect(trace).toEqual(['start a', 'end a', 'start b', 'end b']);
  });
});
