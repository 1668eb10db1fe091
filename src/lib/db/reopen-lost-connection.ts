import type { DBCore, DBCoreTable, Dexie, Middleware } from 'dexie';

import { isConnectionLost } from './is-connection-lost.ts';

/**
 * A Dexie middleware: when a request finds the connection lost (Safari closes backgrounded
 * pages' connections, not always with a `close` event), that connection is dropped once the
 * request has failed, so the next request opens a new one instead of failing the same way
 * until the page is reloaded. A database closed on purpose has no connection and stays closed.
 */
export function reopenLostConnection(db: Dexie): Middleware<DBCore> {
  const noteFailure = (error: unknown): void => {
    const connection = db.backendDB();
    if (!isConnectionLost(error) || !connection) return;
    setTimeout(() => {
      if (db.backendDB() === connection) db.close({ disableAutoOpen: false });
    });
  };
  const watched =
    <Request, Response>(call: (request: Request) => Promise<Response>) =>
    (request: Request): Promise<Response> =>
      call(request).catch((error: unknown) => {
        noteFailure(error);
        throw error;
      });
  return {
    stack: 'dbcore',
    name: 'reopen-lost-connection',
    create: (down) => ({
      ...down,
      table: (name): DBCoreTable => {
        const table = down.table(name);
        return {
          ...table,
          mutate: watched(table.mutate.bind(table)),
          get: watched(table.get.bind(table)),
          getMany: watched(table.getMany.bind(table)),
          query: watched(table.query.bind(table)),
          openCursor: watched(table.openCursor.bind(table)),
          count: watched(table.count.bind(table)),
        };
      },
    }),
  };
}
