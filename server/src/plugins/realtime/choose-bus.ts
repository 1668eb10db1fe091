import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

import type { Database, DatabaseDriver } from '../../db/database.ts';
import { pgliteBus } from './pglite-bus.ts';
import { postgresBus, type PostgresBusOptions } from './postgres-bus.ts';
import type { RealtimeBus } from './realtime-bus.ts';
import { redisBus } from './redis-bus.ts';

/** The driver's client under a Drizzle database (Drizzle keeps it as `$client`). */
function clientOf(db: Database): unknown {
  return '$client' in db ? db.$client : undefined;
}

/**
 * Redis when REDIS_URL is set; otherwise the database's own LISTEN/NOTIFY, so instances on one
 * PostgreSQL database reach each other without anything else to run.
 */
export function chooseBus(
  redisUrl: string | undefined,
  db: Database,
  driver: DatabaseDriver,
  options: PostgresBusOptions = {},
): RealtimeBus {
  if (redisUrl) return redisBus(redisUrl);
  const client = clientOf(db);
  if (driver === 'pglite' && client instanceof PGlite) return pgliteBus(client);
  if (driver === 'postgres' && client instanceof pg.Pool) return postgresBus(client, options);
  throw new Error(`No realtime bus for the ${driver} database client`);
}
