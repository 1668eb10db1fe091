/**
 * node-postgres warns, once a process, when a query is sent on a connection still running
 * another (pg 9 will refuse it). Inside a transaction that is a bug of ours
 * (server/src/db/read-together.ts), so a server test run fails on it instead of printing it.
 * Registered once per worker: its test files share one module registry (vitest.config.ts).
 */
const registered = Symbol.for('shawahid.failOnOverlappingQueries');
const scope = globalThis as { [registered]?: true };

if (!scope[registered]) {
  scope[registered] = true;
  process.on('warning', (warning) => {
    if (
      warning.name === 'DeprecationWarning' &&
      warning.message.includes('already executing a query')
    ) {
      throw new Error(`Overlapping queries on one database connection: ${warning.message}`);
    }
  });
}
