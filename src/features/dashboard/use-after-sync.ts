import { useLiveQuery } from '../../lib/live-data/use-live-query.ts';
import { useEffect, useRef } from 'react';

import type { UserDb } from '../../lib/db/user-db.ts';

/** Writes synced in one run come in batches; one call after the run, not one per batch. */
const settleMs = 1_500;

/**
 * Calls `onSynced` when the server has accepted writes from this device since the screen
 * opened (`lastSyncAt` moved, in this tab or from the service worker), once the run has
 * settled: figures the server computes from those writes (the dashboard's) are stale then.
 */
export function useAfterSync(db: UserDb, onSynced: () => void): void {
  const lastSyncAt = useLiveQuery(async () => {
    const row = await db.syncMeta.get('lastSyncAt');
    return typeof row?.value === 'number' ? row.value : null;
  }, [db]);
  const seen = useRef<number | null | undefined>(undefined);
  const latestCallback = useRef(onSynced);
  useEffect(() => {
    latestCallback.current = onSynced;
  });

  useEffect(() => {
    if (lastSyncAt === undefined) return;
    if (seen.current === undefined) {
      seen.current = lastSyncAt;
      return;
    }
    if (lastSyncAt === seen.current) return;
    seen.current = lastSyncAt;
    const timer = setTimeout(() => latestCallback.current(), settleMs);
    return () => clearTimeout(timer);
  }, [lastSyncAt]);
}
