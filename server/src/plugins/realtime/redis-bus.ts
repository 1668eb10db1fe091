import { Redis } from 'ioredis';

import { ConfigError } from '../../config.ts';
import {
  parseBusPayload,
  realtimeChannel,
  type BusEvent,
  type BusListener,
  type RealtimeBus,
} from './realtime-bus.ts';

/**
 * Redis pub/sub, for deployments that set REDIS_URL. ioredis reconnects and subscribes again
 * by itself; a publish while Redis is away waits in its offline queue.
 */
export function redisBus(url: string): RealtimeBus {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true });
  // Errors are retried by ioredis; without a listener they would be thrown as unhandled.
  publisher.on('error', () => {});
  subscriber.on('error', () => {});

  return {
    name: 'redis',
    async publish(event: BusEvent) {
      await publisher.publish(realtimeChannel, JSON.stringify(event));
    },
    async start(listener: BusListener) {
      subscriber.on('message', (channel: string, payload: string) => {
        if (channel !== realtimeChannel) return;
        const event = parseBusPayload(payload);
        if (event) listener(event);
      });
      try {
        await Promise.all([publisher.connect(), subscriber.connect()]);
        await subscriber.subscribe(realtimeChannel);
      } catch (error) {
        // Stop retrying, and say which setting to fix (never the URL's password).
        publisher.disconnect();
        subscriber.disconnect();
        const reason = error instanceof Error ? error.message : String(error);
        throw new ConfigError([
          `REDIS_URL names a Redis at ${new URL(url).host} that does not answer (${reason})`,
        ]);
      }
    },
    check: () => publisher.ping(),
    async close() {
      await Promise.all([
        subscriber.quit().catch(() => subscriber.disconnect()),
        publisher.quit().catch(() => publisher.disconnect()),
      ]);
    },
  };
}
