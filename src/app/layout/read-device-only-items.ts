import { evaluationsTable } from '../../entities/evaluation/evaluation-row.ts';
import { achievementsTable } from '../../features/achievements/achievement-row.ts';
import { plansTable } from '../../features/development-plans/plan-row.ts';
import { recordKeyOf } from '../../lib/db/record-key.ts';
import type { UserDb } from '../../lib/db/user-db.ts';
import { recordHeads } from '../../lib/sync/outbox-queries.ts';

/** What kind of record waits, so a record without a title can still be named. */
export type DeviceOnlyItemKind = 'achievement' | 'plan' | 'evaluation' | 'other';

/** A record whose latest changes wait on this device for the server. */
export interface DeviceOnlyItem {
  recordKey: string;
  kind: DeviceOnlyItemKind;
  /** The user's own words for it (description, plan name, evaluatee), or null when gone. */
  title: string | null;
}

const kindOfTable: Record<string, DeviceOnlyItemKind> = {
  achievements: 'achievement',
  developmentPlans: 'plan',
  evaluations: 'evaluation',
};

/**
 * The records waiting to be sent, oldest first, with what the user calls them; those needing
 * attention are left to the needs-attention list. liveQuery-friendly like readSyncStatus.
 */
export async function readDeviceOnlyItems(db: UserDb): Promise<DeviceOnlyItem[]> {
  const heads = (await recordHeads(db)).filter((head) => head.state === 'pending');
  const idsOf = (table: string) =>
    heads.filter((head) => head.recordTable === table).map((head) => head.recordId);
  const [achievements, plans, evaluations] = await Promise.all([
    achievementsTable(db).bulkGet(idsOf('achievements')),
    plansTable(db).bulkGet(idsOf('developmentPlans')),
    evaluationsTable(db).bulkGet(idsOf('evaluations')),
  ]);
  const titles = new Map<string, string>();
  for (const row of achievements) {
    if (row) titles.set(recordKeyOf('achievements', row.id), row.description);
  }
  for (const row of plans) if (row) titles.set(recordKeyOf('developmentPlans', row.id), row.name);
  for (const row of evaluations) {
    if (row)
      titles.set(recordKeyOf('evaluations', row.id), `${row.evaluateeName} ${row.schoolYear}`);
  }
  return heads.map((head) => ({
    recordKey: head.recordKey,
    kind: kindOfTable[head.recordTable] ?? 'other',
    title: titles.get(head.recordKey)?.trim() || null,
  }));
}
