import { sendFrame, type RealtimeConnection } from './realtime-connection.ts';

/**
 * The channel the sync triggers notify on commit, with the id of each user whose device's
 * data changed, or `*` for everyone (server/drizzle/0005_sync_change_triggers.sql).
 */
export const syncChangesChannel = 'shawahid_sync';

// A batch of writes commits many transactions in a row: one poke per socket covers them.
const pokeEveryMs = 250;

interface PendingPoke {
  timer: NodeJS.Timeout;
  everyone: boolean;
}

/**
 * Pokes the signed-in sockets of this instance that a change concerns (docs/sync.md, "Pokes"): the
 * device pulls; the poke carries no data. At most one poke per socket every 250 ms.
 */
export function createPokes(connections: Iterable<RealtimeConnection>) {
  const pending = new Map<RealtimeConnection, PendingPoke>();
  const lastSentAt = new Map<RealtimeConnection, number>();

  function send(connection: RealtimeConnection, everyone: boolean): void {
    pending.delete(connection);
    lastSentAt.set(connection, Date.now());
    sendFrame(connection.socket, { type: 'poke', everyone });
  }

  function poke(connection: RealtimeConnection, everyone: boolean): void {
    const waiting = pending.get(connection);
    if (waiting) {
      waiting.everyone &&= everyone;
      return;
    }
    const wait = (lastSentAt.get(connection) ?? 0) + pokeEveryMs - Date.now();
    if (wait <= 0) return send(connection, everyone);
    const timer = setTimeout(() => {
      const later = pending.get(connection);
      if (later) send(connection, later.everyone);
    }, wait);
    timer.unref();
    pending.set(connection, { timer, everyone });
  }

  return {
    deliver(payload: string): void {
      const everyone = payload === '*';
      for (const connection of connections) {
        const principal = connection.principal;
        if (principal?.kind !== 'user') continue;
        if (everyone || principal.user.id === payload) poke(connection, everyone);
      }
    },
    forget(connection: RealtimeConnection): void {
      clearTimeout(pending.get(connection)?.timer);
      pending.delete(connection);
      lastSentAt.delete(connection);
    },
    stop(): void {
      for (const { timer } of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
}
