import type { Table } from 'dexie';

import type { Evaluation, EvaluationBand } from '../../../contract/evaluations.ts';
import type { SyncedRecord } from '../../lib/db/synced-record.ts';
import type { UserDb } from '../../lib/db/user-db.ts';

/** Fields the forms carry since issue 33: a row kept on a device before may lack them. */
type LaterFields =
  'objection' | 'objectionOpenUntil' | 'notEvaluatedReason' | 'history' | 'evaluateeJobModel';

/** One side of an evaluation form as the device keeps it (lib/db/schema.ts, version 5). */
export type EvaluationRow = Omit<Evaluation, 'version' | LaterFields> &
  Partial<Pick<Evaluation, LaterFields>> &
  SyncedRecord;

export function evaluationsTable(db: UserDb): Table<EvaluationRow, string> {
  return db.table<EvaluationRow, string>('evaluations');
}

export function evaluationBandsTable(db: UserDb): Table<EvaluationBand, string> {
  return db.table<EvaluationBand, string>('evaluationBands');
}

export function evaluationRowFromServer(form: Evaluation): EvaluationRow {
  return { ...form, syncState: 'synced' };
}

type RatingField = 'weightedScore' | 'overallRating' | 'strengths' | 'developmentAreas' | 'history';
type StoredRow = Omit<EvaluationRow, RatingField> & Partial<Pick<EvaluationRow, RatingField>>;

/**
 * A row stored before the rating came (server migration 0015) lacks its fields until the pull
 * brings the form again; it reads as an unrated form meanwhile.
 */
export function withRatingFields(row: StoredRow): EvaluationRow {
  return {
    ...row,
    weightedScore: row.weightedScore ?? 0,
    overallRating: row.overallRating ?? null,
    strengths: row.strengths ?? '',
    developmentAreas: row.developmentAreas ?? '',
    history: row.history ?? [],
  };
}
