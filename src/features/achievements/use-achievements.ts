import { useLiveQuery } from 'dexie-react-hooks';

import { useUserDb } from '../../lib/session/use-user-db.ts';

import { achievementsTable, type AchievementRow } from './achievement-row.ts';

/**
 * The user's achievements as the device has them. The sync engine keeps the table up to date
 * with the server (src/lib/sync: the outbox's push and the pull).
 */
export function useAchievements(): AchievementRow[] | undefined {
  const db = useUserDb();
  return useLiveQuery(() => achievementsTable(db).toArray(), [db]);
}
