import { Trans } from '@lingui/react/macro';

import { RecordSyncAlert } from '../../components/record-sync-alert.tsx';
import { evaluationsTable, type EvaluationRow } from '../../entities/evaluation/evaluation-row.ts';
import { recordKeyOf } from '../../lib/db/record-key.ts';
import { useUserDb } from '../../lib/session/use-user-db.ts';

/** The viewer's side of the form when the server refused a change or another device moved it. */
export function EvaluationSyncAlert({ row }: { row: EvaluationRow }) {
  const db = useUserDb();
  return (
    <RecordSyncAlert
      recordKey={recordKeyOf(evaluationsTable(db).name, row.id)}
      syncState={row.syncState}
      conflictTitle={
        <Trans>This form was changed on another device while your change waited.</Trans>
      }
    />
  );
}
