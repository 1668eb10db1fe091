import type { Table } from 'dexie';

import type { Evaluation, EvaluationBand } from '../../../contract/evaluations.ts';
import type { SyncedRecord } from '../../lib/db/synced-record.ts';
import type { UserDb } from '../../lib/db/user-db.ts';

/** One side of an evaluation form as the device keeps it (lib/db/schema.ts, version 5). */
export type EvaluationRow = Omit<Evaluation, 'version'> & SyncedRecord;

export function evaluationsTable(db: UserDb): Table<EvaluationRow, string> {
  return db.table<EvaluationRow, string>('evaluations');
}

export function evaluationBandsTable(db: UserDb): Table<EvaluationBand, string> {
  return db.table<EvaluationBand, string>('evaluationBands');
}

export function evaluationRowFromServer(form: Evaluation): EvaluationRow {
  return { ...form, syncState: 'synced' };
}
