import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

import { watchTableInSlices, type TableWatch } from '../../lib/live-data/watch-table-in-slices.ts';
import { useUserDb } from '../../lib/session/use-user-db.ts';

import { achievementsTable, type AchievementRow } from './achievement-row.ts';
import { useIdleAfter } from './use-idle-after.ts';

export interface PrintableAchievements {
  rows: AchievementRow[];
  /**
   * Null when `rows` are the device's as they are; else reads them now and settles once they
   * are drawn: the print button waits for it, so a piece saved a moment before is printed.
   */
  upToDate: () => Promise<void> | null;
}

/**
 * Every achievement, for the printed portfolio. The browser lays a page out for print right
 * after `beforeprint` (use-printing.ts), too soon to read them then, so they are read once the
 * screen has shown its first rows (`firstRowsShown`) and the page is idle, and again once the
 * page is idle after each change: a slice per task, so a phone with thousands of pieces neither
 * stalls after the first rows nor after each save or sync (docs/achievements-at-scale.md).
 */
export function usePrintableAchievements(firstRowsShown: boolean): PrintableAchievements {
  const db = useUserDb();
  const wanted = useIdleAfter(firstRowsShown);
  const [read, setRead] = useState<{ db: typeof db; rows: AchievementRow[] } | null>(null);
  const latest = useRef(read);
  const [error, setError] = useState<unknown>(null);
  const watch = useRef<TableWatch | null>(null);
  useEffect(() => {
    if (!wanted) return;
    const started = watchTableInSlices(
      achievementsTable(db),
      (rows) => {
        latest.current = { db, rows };
        setRead(latest.current);
      },
      (failure) => setError(() => failure),
    );
    watch.current = started;
    return () => {
      started.stop();
      if (watch.current === started) watch.current = null;
    };
  }, [db, wanted]);
  const upToDate = useCallback(() => {
    const handed = watch.current?.upToDate();
    // Drawn before the caller goes on: the print view is drawn with `flushSync` right after.
    return handed ? handed.then(() => flushSync(() => setRead(latest.current))) : null;
  }, []);
  // As a live query's failure does: the screen's boundary offers to draw it again.
  if (error !== null) throw error;
  // Another user's rows are never printed (a sign-in on the same tab).
  return { rows: read?.db === db ? read.rows : noRows, upToDate };
}

const noRows: AchievementRow[] = [];
