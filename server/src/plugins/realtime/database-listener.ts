import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

import type { Database, DatabaseDriver } from '../../db/database.ts';
import type { ReconnectionEvents } from './reconnection-log.ts';

export type PayloadHandler = (payload: string) => void;

/** LISTEN on the database: one connection per instance, whatever the number of channels. */
export interface DatabaseListener {
  /** Resolves once the channel is listened to, so nothing notified after it is missed. */
  listen(channel: string, onPayload: PayloadHandler): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseListenerOptions {
  /** Told when the listening connection drops, at each failed reconnection and when it is back. */
  events?: ReconnectionEvents;
}

/** The driver's client under a Drizzle database (Drizzle keeps it as `$client`). */
export function clientOf(db: Database): unknown {
  return '$client' in db ? db.$client : undefined;
}

export function databaseListener(
  db: Database,
  driver: DatabaseDriver,
  options: DatabaseListenerOptions = {},
): DatabaseListener {
  const client = clientOf(db);
  if (driver === 'pglite' && client instanceof PGlite) return pgliteListener(client);
  if (driver === 'postgres' && client instanceof pg.Pool) return postgresListener(client, options);
  throw new Error(`No LISTEN for the ${driver} database client`);
}

function pgliteListener(client: PGlite): DatabaseListener {
  const unlistens: (() => Promise<void>)[] = [];
  return {
    async listen(channel, onPayload) {
      unlistens.push(await client.listen(channel, onPayload));
    },
    async close() {
      if (client.closed) return;
      await Promise.all(unlistens.splice(0).map((unlisten) => unlisten().catch(() => {})));
    },
  };
}

const firstRetryDelayMs = 250;
const maxRetryDelayMs = 10_000;

/**
 * One client of its own, outside the pool (so ending the pool never waits for it), listening
 * on every channel asked for. When it drops, exactly one reconnection is pending at a time,
 * with capped, jittered exponential backoff, and it listens on every channel again: one
 * connection per instance, so every notification is delivered once
 * (server/src/plugins/realtime/database-outage.test.ts).
 */
function postgresListener(pool: pg.Pool, options: DatabaseListenerOptions): DatabaseListener {
  const handlers = new Map<string, PayloadHandler>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let closed = false;

  function connect(): Promise<pg.Client> {
    connecting ??= open().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  async function open(): Promise<pg.Client> {
    const opened = new pg.Client(pool.options);
    opened.on('notification', (notification) => {
      if (notification.payload === undefined) return;
      handlers.get(notification.channel)?.(notification.payload);
    });
    opened.on('error', (error) => dropped(opened, error));
    opened.on('end', () => dropped(opened, new Error('the listening connection ended')));
    try {
      await opened.connect();
      for (const channel of handlers.keys()) await opened.query(`listen ${quoted(channel)}`);
    } catch (error) {
      opened.removeAllListeners('end');
      await opened.end().catch(() => {});
      throw error;
    }
    client = opened;
    return opened;
  }

  function dropped(which: pg.Client, error: Error): void {
    if (client !== which) return;
    client = undefined;
    which.end().catch(() => {});
    if (closed) return;
    options.events?.dropped(error);
    scheduleReconnect(0);
  }

  function scheduleReconnect(attempt: number): void {
    if (closed || retryTimer) return;
    const delay =
      Math.min(maxRetryDelayMs, firstRetryDelayMs * 2 ** attempt) * (0.5 + Math.random() / 2);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (closed) return;
      connect().then(
        () => options.events?.restored(),
        (error: unknown) => {
          options.events?.failed(error instanceof Error ? error : new Error(String(error)));
          scheduleReconnect(attempt + 1);
        },
      );
    }, delay);
    retryTimer.unref();
  }

  return {
    async listen(channel, onPayload) {
      handlers.set(channel, onPayload);
      const current = client ?? (await connect());
      if (client === current) await current.query(`listen ${quoted(channel)}`);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const current = client ?? (await connecting?.catch(() => undefined));
      client = undefined;
      if (!current) return;
      current.removeAllListeners('end');
      await current.end().catch(() => {});
    },
  };
}

function quoted(channel: string): string {
  return `"${channel.replaceAll('"', '""')}"`;
}
