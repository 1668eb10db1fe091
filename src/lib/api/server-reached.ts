type ServerReachedListener = () => void;
const listeners = new Set<ServerReachedListener>();

/**
 * The API client reports every answer the server gave; the outbox listens, so writes that
 * waited for the connection go as soon as any call gets through (docs/sync.md, "Who replays, and when"). Kept apart
 * from the sync engine so the client's first paint does not load it.
 */
export function onServerReached(listener: ServerReachedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportServerReached(): void {
  for (const listener of listeners) listener();
}
