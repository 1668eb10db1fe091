/**
 * The `ifAvailable` part of Web Locks, shared by every "context" that is handed the
 * same instance: a stand-in for a page and a service worker on one origin.
 */
export function createFakeLockManager(): LockManager {
  const held = new Set<string>();
  const request = async <T>(
    name: string,
    options: LockOptions,
    callback: (lock: Lock | null) => T | Promise<T>,
  ): Promise<T> => {
    if (held.has(name)) {
      if (options.ifAvailable) return callback(null);
      throw new Error('The fake lock manager only supports ifAvailable requests.');
    }
    held.add(name);
    try {
      return await callback({ name, mode: options.mode ?? 'exclusive' });
    } finally {
      held.delete(name);
    }
  };
  return {
    request: request as LockManager['request'],
    query: () => Promise.resolve({ held: [], pending: [] }),
  };
}
