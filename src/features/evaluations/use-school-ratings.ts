import { useLiveQuery } from '../../lib/live-data/use-live-query.ts';

import { withRatingFields, type EvaluationRow } from '../../entities/evaluation/evaluation-row.ts';
import { principalFormsOfYear } from '../../entities/evaluation/principal-forms-of-year.ts';
import { useUserDb } from '../../lib/session/use-user-db.ts';

/**
 * The principal's forms of the school year that this device keeps: a principal keeps every
 * staff member's (docs/sync.md, "Pull"), so the curve is counted offline too.
 */
export function useSchoolPrincipalForms(
  schoolYear: string,
  evaluatorId: string | undefined,
): EvaluationRow[] | undefined {
  const db = useUserDb();
  return useLiveQuery(
    () =>
      principalFormsOfYear(db, schoolYear).then((rows) =>
        rows.filter((row) => row.evaluateeId !== evaluatorId).map(withRatingFields),
      ),
    [db, schoolYear, evaluatorId],
  );
}
