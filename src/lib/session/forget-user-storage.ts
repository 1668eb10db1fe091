/**
 * Removes what this origin's localStorage keeps for one user: every key that names them (the
 * dashboard's last answer `dashboard:<id>`, their unsent support messages, the push offer's
 * answer). Features keep a user's copies under keys holding the user's id for this reason.
 */
export function forgetUserStorage(userId: string, storage: Storage = localStorage): void {
  try {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) if (key?.includes(userId)) storage.removeItem(key);
  } catch {
    // Storage blocked: nothing could have been kept there either.
  }
}
