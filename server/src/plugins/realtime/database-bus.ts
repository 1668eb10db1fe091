import type pg from 'pg';

import type { DatabaseListener } from './database-listener.ts';
import {
  parseBusPayload,
  realtimeChannel,
  type BusEvent,
  type BusListener,
  type RealtimeBus,
} from './realtime-bus.ts';

/** The part of a PostgreSQL pool or a PGlite client that sends a NOTIFY. */
interface Notifier {
  query(sql: string, params: unknown[]): Promise<unknown>;
}

/**
 * LISTEN/NOTIFY on the database: every instance on the same database hears every event,
 * through the instance's one listening connection.
 */
export function databaseBus(
  name: 'postgres' | 'pglite',
  notifier: Notifier | pg.Pool,
  listener: DatabaseListener,
): RealtimeBus {
  return {
    name,
    async publish(event: BusEvent) {
      await notifier.query('select pg_notify($1, $2)', [realtimeChannel, JSON.stringify(event)]);
    },
    async start(onEvent: BusListener) {
      await listener.listen(realtimeChannel, (payload) => {
        const event = parseBusPayload(payload);
        if (event) onEvent(event);
      });
    },
    // The listening connection is the instance's, closed with it.
    async close() {},
  };
}
