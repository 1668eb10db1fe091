import { useLiveQuery } from 'dexie-react-hooks';

import { useUserDb } from '../../lib/session/use-user-db.ts';

import { evaluationsTable, type EvaluationRow } from './evaluation-row.ts';

/** The user's finalised evaluation that still waits for their acknowledgement, if any. */
export function useEvaluationAwaitingAcknowledgement(userId: string): EvaluationRow | undefined {
  const db = useUserDb();
  return useLiveQuery(
    () =>
      evaluationsTable(db)
        .where('evaluateeId')
        .equals(userId)
        .filter((row) => row.side === 'principal' && row.status === 'finalised')
        .first(),
    [db, userId],
  );
}
