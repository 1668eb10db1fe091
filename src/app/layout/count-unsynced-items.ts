/** Items of the signed-in user still waiting for the server; loads the sync engine on demand. */
export async function countUnsyncedItems(): Promise<number> {
  const [{ currentUserDb }, { readSyncStatus }] = await Promise.all([
    import('../../lib/db/current-user-db.ts'),
    import('../../lib/sync/sync-status.ts'),
  ]);
  try {
    const status = await readSyncStatus(currentUserDb());
    return status.pendingCount + status.needsAttentionCount + status.conflictCount;
  } catch {
    // No database open for this user yet: nothing can be waiting.
    return 0;
  }
}
