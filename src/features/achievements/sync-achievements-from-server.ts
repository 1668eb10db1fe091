import type { UserDb } from '../../lib/db/user-db.ts';

import { achievementsTable } from './achievement-row.ts';
import { fetchAchievements } from './achievements-api.ts';
import { mergeServerAchievements } from './merge-server-achievements.ts';

/**
 * Brings the server's copies of the user's achievements into Dexie, keeping every local
 * change that has not reached the server. Does nothing offline; a failed fetch is silent
 * because the screen already shows what the device has.
 */
export async function syncAchievementsFromServer(db: UserDb): Promise<boolean> {
  if (globalThis.navigator?.onLine === false) return false;
  const syncedBefore = (await db.syncMeta.get('lastSyncAt'))?.value;
  let serverRows;
  try {
    serverRows = await fetchAchievements();
  } catch {
    return false;
  }
  const table = achievementsTable(db);
  await db.transaction('rw', [table, db.syncMeta], async () => {
    // Read inside the transaction so a write made meanwhile is seen and kept; a write
    // synced during the fetch may be missing from the list, so nothing is deleted then.
    const syncedDuringFetch = (await db.syncMeta.get('lastSyncAt'))?.value !== syncedBefore;
    const { put, deleteIds } = mergeServerAchievements(await table.toArray(), serverRows, {
      allowDeletes: !syncedDuringFetch,
    });
    await table.bulkPut(put);
    await table.bulkDelete(deleteIds);
  });
  return true;
}
