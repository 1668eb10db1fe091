/** A message written but not yet acknowledged by the server. */
export interface QueuedChatMessage {
  id: string;
  body: string;
  /** Set for the support team's replies; a contact always writes in their own conversation. */
  conversationId?: string;
  queuedAt: string;
}

const keyPrefix = 'shawahid.supportChat.outbox.';
const noMessages: readonly QueuedChatMessage[] = [];
// The last list read or written per owner: the same array until it changes, as React needs.
const cache = new Map<string, readonly QueuedChatMessage[]>();
const listeners = new Set<() => void>();

function storageKey(owner: string): string {
  return `${keyPrefix}${owner}`;
}

function isQueuedMessage(value: unknown): value is QueuedChatMessage {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === 'string' &&
    typeof entry.body === 'string' &&
    typeof entry.queuedAt === 'string' &&
    (entry.conversationId === undefined || typeof entry.conversationId === 'string')
  );
}

/**
 * Messages waiting for the socket, kept in localStorage per sender so that a reload or a
 * closed tab loses nothing; each keeps the id made when it was typed, so sending it twice
 * stores it once.
 */
export function readOutbox(owner: string | null): readonly QueuedChatMessage[] {
  if (owner === null) return noMessages;
  const cached = cache.get(owner);
  if (cached) return cached;
  const loaded = loadOutbox(owner);
  cache.set(owner, loaded);
  return loaded;
}

function loadOutbox(owner: string): readonly QueuedChatMessage[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(owner)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isQueuedMessage) : noMessages;
  } catch {
    return noMessages;
  }
}

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets what was read, e.g. when another tab or a test changed the storage. */
export function forgetCachedOutboxes(): void {
  cache.clear();
}

function writeOutbox(owner: string, messages: readonly QueuedChatMessage[]): void {
  cache.set(owner, messages);
  for (const listener of listeners) listener();
  try {
    if (messages.length === 0) localStorage.removeItem(storageKey(owner));
    else localStorage.setItem(storageKey(owner), JSON.stringify(messages));
  } catch {
    // Storage full or unavailable: the message stays in memory until it is sent.
  }
}

export function enqueueMessage(
  owner: string,
  message: QueuedChatMessage,
): readonly QueuedChatMessage[] {
  const queue = readOutbox(owner);
  if (queue.some((queued) => queued.id === message.id)) return queue;
  const next = [...queue, message];
  writeOutbox(owner, next);
  return next;
}

export function removeQueuedMessage(owner: string, id: string): readonly QueuedChatMessage[] {
  const queue = readOutbox(owner);
  if (!queue.some((queued) => queued.id === id)) return queue;
  const next = queue.filter((queued) => queued.id !== id);
  writeOutbox(owner, next);
  return next;
}
