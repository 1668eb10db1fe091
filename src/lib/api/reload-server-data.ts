/** The reloads of the screens now showing each key's server data (see `useServerData`). */
const reloadsByKey = new Map<string, Set<() => void>>();

/** Registers a shown screen's reload under its key; the answer removes it again. */
export function listenForReload(key: string, reload: () => void): () => void {
  const reloads = reloadsByKey.get(key) ?? new Set();
  reloads.add(reload);
  reloadsByKey.set(key, reloads);
  return () => {
    reloads.delete(reload);
    if (reloads.size === 0) reloadsByKey.delete(key);
  };
}

/**
 * Asks again for `key` on every screen showing it, after a write that changed it elsewhere (an
 * administrator editing the subscription plans the chooser shows). Each keeps what it shows
 * until the fresh answer arrives.
 */
export function reloadServerData(key: string): void {
  for (const reload of reloadsByKey.get(key) ?? []) reload();
}
