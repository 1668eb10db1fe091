import type { PGlite } from '@electric-sql/pglite';

import {
  parseBusPayload,
  realtimeChannel,
  type BusEvent,
  type BusListener,
  type RealtimeBus,
} from './realtime-bus.ts';

/**
 * LISTEN/NOTIFY on the embedded database. PGlite belongs to one process, so this serves the
 * single-instance setup; it still goes through the database like the PostgreSQL bus does.
 */
export function pgliteBus(client: PGlite): RealtimeBus {
  let unlisten: (() => Promise<void>) | undefined;
  return {
    name: 'pglite',
    async publish(event: BusEvent) {
      await client.query('select pg_notify($1, $2)', [realtimeChannel, JSON.stringify(event)]);
    },
    async start(listener: BusListener) {
      unlisten = await client.listen(realtimeChannel, (payload) => {
        const event = parseBusPayload(payload);
        if (event) listener(event);
      });
    },
    async close() {
      if (client.closed) return;
      await unlisten?.().catch(() => {});
    },
  };
}
