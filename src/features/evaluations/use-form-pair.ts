import { useLiveQuery } from '../../lib/live-data/use-live-query.ts';

import type { EvaluationBand } from '../../../contract/evaluations.ts';
import {
  evaluationBandsTable,
  evaluationsTable,
  withRatingFields,
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
    const side = (name: EvaluationRow['side']) => {
      const row = rows.find((candidate) => candidate.side === name);
      return row && withRatingFields(row);
    };
    return { principal: side('principal'), self: side('self') };
  }, [db, evaluateeId, schoolYear]);
}

/** The levels of the overall rating with their labels and curve shares, 5 first. */
export function useEvaluationBands(): EvaluationBand[] {
  const db = useUserDb();
  return useLiveQuery(() => evaluationBandsTable(db).orderBy('sortOrder').toArray(), [db]) ?? [];
}
