import { createHash, randomUUID } from 'node:crypto';

import { Redis } from 'ioredis';

import { realtimeSocketsPerHolder } from '../../../../contract/support-chat.ts';
import type { RealtimeConnection, RealtimePrincipal } from './realtime-connection.ts';

/**
 * At most `realtimeSocketsPerHolder` open sockets per account and per visitor token: one
 * visitor token once held 1,519 sockets (issue 32). Counted on this instance, and across
 * instances in Redis when REDIS_URL is set.
 */
export interface SocketCaps {
  /** Counts an authenticated socket in; false (and not counted) when its holder is at the cap. */
  admit(
    connection: RealtimeConnection,
    principal: RealtimePrincipal,
    token: string,
  ): Promise<boolean>;
  release(connection: RealtimeConnection): void;
  /** Tells Redis the sockets of this instance are still open (at each heartbeat). */
  refresh(): void;
  close(): Promise<void>;
}

/** Whose socket it is: the account, or the visitor token itself (by its hash). */
function holderOf(principal: RealtimePrincipal, token: string): string {
  if (principal.kind === 'user') return `user:${principal.user.id}`;
  return `visitor:${createHash('sha256').update(token).digest('base64url')}`;
}

/** How long a socket counts in Redis without a heartbeat: an instance that died stops counting. */
const redisEntryMs = 90_000;
const keyOf = (holder: string) => `shawahid:sockets:${holder}`;

// Drops lapsed sockets, counts the rest, and adds this one only under the cap: one round trip.
const admitScript = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

interface Held {
  holder: string;
  id: string;
}

export function createSocketCaps(redisUrl: string | undefined, now = Date.now): SocketCaps {
  const local = new Map<string, Set<RealtimeConnection>>();
  const held = new Map<RealtimeConnection, Held>();
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 3 }) : undefined;
  // ioredis retries by itself; without a listener its errors would be thrown as unhandled.
  redis?.on('error', () => {});

  async function admitInRedis(holder: string, id: string): Promise<boolean> {
    if (!redis) return true;
    const at = now();
    try {
      const admitted = await redis.eval(
        admitScript,
        1,
        keyOf(holder),
        String(at),
        String(at + redisEntryMs),
        String(realtimeSocketsPerHolder),
        id,
        String(redisEntryMs),
      );
      return admitted === 1;
    } catch {
      // Redis away: this instance's own count still holds the line.
      return true;
    }
  }

  return {
    async admit(connection, principal, token) {
      const holder = holderOf(principal, token);
      const mine = local.get(holder) ?? new Set<RealtimeConnection>();
      if (mine.size >= realtimeSocketsPerHolder) return false;
      const id = randomUUID();
      // Counted here before Redis answers, so a burst on one instance cannot slip past.
      mine.add(connection);
      local.set(holder, mine);
      held.set(connection, { holder, id });
      if (await admitInRedis(holder, id)) return true;
      mine.delete(connection);
      held.delete(connection);
      return false;
    },
    release(connection) {
      const entry = held.get(connection);
      if (!entry) return;
      held.delete(connection);
      const mine = local.get(entry.holder);
      mine?.delete(connection);
      if (mine?.size === 0) local.delete(entry.holder);
      redis?.zrem(keyOf(entry.holder), entry.id).catch(() => {});
    },
    refresh() {
      if (!redis) return;
      const until = now() + redisEntryMs;
      const pipeline = redis.pipeline();
      for (const { holder, id } of held.values()) {
        pipeline.zadd(keyOf(holder), 'XX', until, id).pexpire(keyOf(holder), redisEntryMs);
      }
      pipeline.exec().catch(() => {});
    },
    async close() {
      await redis?.quit().catch(() => redis.disconnect());
    },
  };
}
