import type { Table } from 'dexie';

import type { DevelopmentPlan } from '../../../contract/development-plans.ts';
import type { SyncedRecord } from '../../lib/db/synced-record.ts';
import type { UserDb } from '../../lib/db/user-db.ts';

/**
 * A plan as the device keeps it, goals and feedback inside (lib/db/schema.ts, version 3).
 * The server versions the whole plan, so one row and one outbox queue hold every change.
 */
export type PlanRow = Omit<DevelopmentPlan, 'version'> & SyncedRecord;

export function plansTable(db: UserDb): Table<PlanRow, string> {
  return db.table<PlanRow, string>('developmentPlans');
}

export function rowFromServer(plan: DevelopmentPlan): PlanRow {
  return { ...plan, syncState: 'synced' };
}
