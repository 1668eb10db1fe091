import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';

import { useUserDb } from '../../lib/session/use-user-db.ts';

import { achievementsTable, type AchievementRow } from './achievement-row.ts';
import { syncAchievementsFromServer } from './sync-achievements-from-server.ts';

/**
 * The user's achievements as the device has them. The server's copies are fetched on
 * opening, when the connection returns and after each write the outbox delivers, so
 * uploaded files and versions replace the local ones.
 */
export function useAchievements(): AchievementRow[] | undefined {
  const db = useUserDb();
  const lastSyncAt = useLiveQuery(async () => (await db.syncMeta.get('lastSyncAt'))?.value, [db]);
  useEffect(() => {
    void syncAchievementsFromServer(db);
  }, [db, lastSyncAt]);
  useEffect(() => {
    const refresh = () => void syncAchievementsFromServer(db);
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [db]);
  return useLiveQuery(() => achievementsTable(db).toArray(), [db]);
}
