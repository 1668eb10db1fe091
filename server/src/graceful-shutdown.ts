import type { FastifyInstance } from 'fastify';

import type { DatabaseConnection } from './db/database.ts';

// Past the grace period, closing what is left should take moments; this bounds it anyway.
const closingMarginMs = 5_000;

/**
 * SIGTERM's work, so a rolling deploy loses nothing: readiness fails and new requests are
 * refused with an answer while accepted ones finish; once quiet, the server stops listening,
 * tells realtime clients to reconnect (1012) and waits for its connections; then the database
 * closes. Whatever still runs when `graceMs` is over is cut; quiet means no new request for
 * `quietMs`. Resolves with the exit code.
 */
export async function shutDownGracefully(
  app: FastifyInstance,
  connection: DatabaseConnection,
  { graceMs, quietMs }: { graceMs: number; quietMs: number },
): Promise<number> {
  const deadline = Date.now() + graceMs;
  await app.drain(deadline, quietMs);

  let cut = false;
  const cutRemaining = setTimeout(
    () => {
      cut = true;
      app.log.warn('shutdown: the grace period is over; closing the remaining connections');
      for (const client of app.websocketServer.clients) client.terminate();
      app.server.closeAllConnections();
    },
    Math.max(0, deadline - Date.now()),
  );
  const giveUp = setTimeout(
    () => {
      app.log.error('shutdown: connections did not close; exiting anyway');
      process.exit(1);
    },
    Math.max(0, deadline - Date.now()) + closingMarginMs,
  );
  giveUp.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(cutRemaining);
  }
  await connection.close();
  clearTimeout(giveUp);
  return cut ? 1 : 0;
}
