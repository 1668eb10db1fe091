import { useLiveQuery } from '../../lib/live-data/use-live-query.ts';

import { useUserDb } from '../../lib/session/use-user-db.ts';

import { achievementsTable, type AchievementRow } from './achievement-row.ts';
import { useIdleAfter } from './use-idle-after.ts';

/**
 * Every achievement, for the printed portfolio. The browser lays a page out for print right
 * after `beforeprint` (use-printing.ts), too soon to read them then, so they are read once the
 * screen has shown its first rows (`firstRowsShown`) and the page is idle, and kept up to date from there.
 */
export function usePrintableAchievements(firstRowsShown: boolean): AchievementRow[] {
  const db = useUserDb();
  const wanted = useIdleAfter(firstRowsShown);
  return (
    useLiveQuery(
      (): Promise<AchievementRow[]> =>
        wanted ? achievementsTable(db).toArray() : Promise.resolve([]),
      [db, wanted],
    ) ?? []
  );
}
