/** `navigator.storage` as far as reading its persistence goes. */
interface PersistedStorage {
  persisted(): Promise<boolean>;
}

/**
 * Whether the browser promised not to clear this origin's data under storage pressure; null
 * where it cannot say. Only reads: the app asks for persistence at the first evidence saved
 * (src/lib/db/request-persistent-storage.ts).
 */
export async function readStoragePersisted(
  storage: PersistedStorage | undefined = globalThis.navigator?.storage,
): Promise<boolean | null> {
  if (typeof storage?.persisted !== 'function') return null;
  try {
    return await storage.persisted();
  } catch {
    return null;
  }
}
