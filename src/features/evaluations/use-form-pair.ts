import { useLiveQuery } from 'dexie-react-hooks';

import type { EvaluationBand } from '../../../contract/evaluations.ts';
import {
  evaluationBandsTable,
  evaluationsTable,
  type EvaluationRow,
} from '../../entities/evaluation/evaluation-row.ts';
import { useUserDb } from '../../lib/session/use-user-db.ts';

export interface FormPair {
  principal: EvaluationRow | undefined;
  self: EvaluationRow | undefined;
}

/** Both sides of a staff member's form for a school year, as far as this device has them. */
export function useFormPair(evaluateeId: string, schoolYear: string): FormPair | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    const rows = await evaluationsTable(db)
      .where('[evaluateeId+schoolYear]')
      .equals([evaluateeId, schoolYear])
      .toArray();
    return {
      principal: rows.find((row) => row.side === 'principal'),
      self: rows.find((row) => row.side === 'self'),
    };
  }, [db, evaluateeId, schoolYear]);
}

/** The Ministry's rating bands, in their order. */
export function useEvaluationBands(): EvaluationBand[] {
  const db = useUserDb();
  return useLiveQuery(() => evaluationBandsTable(db).orderBy('sortOrder').toArray(), [db]) ?? [];
}
