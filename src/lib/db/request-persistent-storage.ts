/** `navigator.storage` as the page has it; workers lack `persist`. */
interface PersistableStorage {
  persisted(): Promise<boolean>;
  persist?(): Promise<boolean>;
}

/**
 * Asks the browser not to evict this origin's data under storage pressure, so evidence
 * waiting for a signal survives. Answers whether storage is persistent; never throws.
 */
export async function requestPersistentStorage(
  storage: PersistableStorage | undefined = globalThis.navigator?.storage,
): Promise<boolean> {
  if (!storage?.persist) return false;
  try {
    if (await storage.persisted()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}
