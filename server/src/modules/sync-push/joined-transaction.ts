import type { Database } from '../../db/database.ts';

/** What `db.transaction()` hands its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * `tx`, on which a nested `transaction()` joins `tx` instead of opening a savepoint. A pushed
 * mutation runs in one transaction that is rolled back whole whenever its write throws, so the
 * writes' own savepoints would only cost two round trips each. A write must therefore not
 * catch a database error inside a nested transaction and carry on: the mutation's transaction
 * is then aborted and answers 500, loudly, rather than going on half applied.
 */
export function joinedTransaction(tx: Transaction): Transaction {
  const joined: Transaction = new Proxy(tx, {
    get(target, property, receiver) {
      if (property !== 'transaction') return Reflect.get(target, property, receiver);
      const join: Transaction['transaction'] = (run) => run(joined);
      return join;
    },
  });
  return joined;
}
