import { AsyncLocalStorage } from 'node:async_hooks';

import type { PGlite } from '@electric-sql/pglite';

interface OpenTransaction {
  open: boolean;
}

/**
 * Thrown when code inside a transaction queries the embedded database outside it (on `app.db`
 * instead of `tx`). PGlite has one connection: that query would wait for the transaction, and
 * the transaction for it, and every later request behind both.
 */
export class QueryOutsideTransactionError extends Error {
  constructor() {
    super(
      'A query on the database ran inside a transaction but outside it (app.db instead of tx); ' +
        'on the embedded database it would wait forever for the transaction that waits for it.',
    );
    this.name = 'QueryOutsideTransactionError';
  }
}

/**
 * Makes the PGlite client refuse, at once and loudly, a query that would deadlock it: one made
 * on the client itself while a transaction of the same call chain is open.
 */
export function guardPgliteTransactions(client: PGlite): PGlite {
  const transactions = new AsyncLocalStorage<OpenTransaction>();
  const refuseInsideTransaction = () => {
    if (transactions.getStore()?.open) throw new QueryOutsideTransactionError();
  };

  const transaction = client.transaction.bind(client);
  client.transaction = async (callback) => {
    refuseInsideTransaction();
    const current: OpenTransaction = { open: true };
    // Work that outlives the transaction (a promise started inside it) may query again once it
    // has closed, hence the flag and not only the context.
    return transactions.run(current, () =>
      transaction(callback).finally(() => {
        current.open = false;
      }),
    );
  };

  const query = client.query.bind(client);
  client.query = (async (...args: Parameters<PGlite['query']>) => {
    refuseInsideTransaction();
    return query(...args);
  }) as PGlite['query'];

  const exec = client.exec.bind(client);
  client.exec = async (...args) => {
    refuseInsideTransaction();
    return exec(...args);
  };
  // PGlite calls listeners while it handles the COMMIT of a transaction that sent a NOTIFY, in
  // that transaction's context; they run after it, so they may query.
  const listen = client.listen.bind(client);
  client.listen = (channel, callback, tx) =>
    listen(channel, (payload) => transactions.exit(() => callback(payload)), tx);
  return client;
}
