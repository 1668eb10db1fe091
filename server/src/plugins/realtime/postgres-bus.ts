import pg from 'pg';

import {
  parseBusPayload,
  realtimeChannel,
  type BusEvent,
  type BusListener,
  type RealtimeBus,
} from './realtime-bus.ts';

const maxRetryDelayMs = 10_000;

export interface PostgresBusOptions {
  /** Called when the listening connection drops and when it is back, for the logs. */
  onConnectionChange?: (listening: boolean, error?: Error) => void;
}

/**
 * LISTEN/NOTIFY on PostgreSQL: every instance on the same database hears every event. The
 * listening connection is its own client, outside the pool (so ending the pool never waits
 * for it), and is reopened with backoff if it drops.
 */
export function postgresBus(pool: pg.Pool, options: PostgresBusOptions = {}): RealtimeBus {
  let listening: pg.Client | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  async function listen(listener: BusListener): Promise<void> {
    const client = new pg.Client(pool.options);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      client.end().catch(() => {});
    };
    const onNotification = (notification: pg.Notification) => {
      if (notification.channel !== realtimeChannel || !notification.payload) return;
      const event = parseBusPayload(notification.payload);
      if (event) listener(event);
    };
    const onError = (error: Error) => {
      client.off('notification', onNotification);
      client.off('error', onError);
      if (listening === client) listening = undefined;
      end();
      options.onConnectionChange?.(false, error);
      if (!closed) scheduleRetry(listener, 1);
    };
    client.on('notification', onNotification);
    client.on('error', onError);
    try {
      await client.connect();
      await client.query(`listen ${realtimeChannel}`);
    } catch (error) {
      onError(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
    listening = client;
  }

  function scheduleRetry(listener: BusListener, attempt: number): void {
    const delay = Math.min(maxRetryDelayMs, 250 * 2 ** attempt) * (0.5 + Math.random() / 2);
    retryTimer = setTimeout(() => {
      if (closed) return;
      listen(listener).then(
        () => options.onConnectionChange?.(true),
        () => scheduleRetry(listener, attempt + 1),
      );
    }, delay);
    retryTimer.unref();
  }

  return {
    name: 'postgres',
    async publish(event: BusEvent) {
      await pool.query('select pg_notify($1, $2)', [realtimeChannel, JSON.stringify(event)]);
    },
    start: listen,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const client = listening;
      listening = undefined;
      if (!client) return;
      await client.query(`unlisten ${realtimeChannel}`).catch(() => {});
      await client.end().catch(() => {});
    },
  };
}
