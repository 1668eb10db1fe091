import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

import type { Database } from '../../db/database.ts';
import { databaseBus } from './database-bus.ts';
import { clientOf, type DatabaseListener } from './database-listener.ts';
import type { RealtimeBus } from './realtime-bus.ts';
import { redisBus } from './redis-bus.ts';

/**
 * Redis when REDIS_URL is set; otherwise the database's own LISTEN/NOTIFY, so instances on one
 * PostgreSQL database reach each other without anything else to run.
 */
export function chooseBus(
  redisUrl: string | undefined,
  db: Database,
  listener: DatabaseListener,
): RealtimeBus {
  if (redisUrl) return redisBus(redisUrl);
  const client = clientOf(db);
  if (client instanceof PGlite) return databaseBus('pglite', client, listener);
  if (client instanceof pg.Pool) return databaseBus('postgres', client, listener);
  throw new Error('No realtime bus for the database client');
}
