import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';

import { zDevelopmentPlan } from '../../../contract/development-plans.ts';
import { RecordSyncAlert } from '../../components/record-sync-alert.tsx';
import { planStatusLabel } from '../../entities/plan-status/plan-status-label.ts';
import { recordKeyOf } from '../../lib/db/record-key.ts';
import { formatDateTime } from '../../lib/format/format-date.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { useUserDb } from '../../lib/session/use-user-db.ts';

import { gradeLabelOf } from './labels.ts';
import { plansTable, type PlanRow } from './plan-row.ts';

/**
 * A plan whose change the server refused, or that someone else changed meanwhile (say, the
 * principal graded it while this device was offline): both copies are kept until the user
 * chooses, never overwritten silently.
 */
export function PlanSyncAlert({ row }: { row: PlanRow }) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  const db = useUserDb();

  const describeServerCopy = (serverRecord: Record<string, unknown>) => {
    const theirs = zDevelopmentPlan.safeParse(serverRecord);
    if (!theirs.success) return null;
    const server = theirs.data;
    const serverGrade =
      server.feedback.grade == null ? undefined : gradeLabelOf(server.feedback.grade);
    return (
      <Stack gap={2}>
        <Text fz="sm">
          <Trans>
            The server’s copy: {i18n._(planStatusLabel[server.status])}, updated{' '}
            {formatDateTime(server.updatedAt, locale)}.
          </Trans>
        </Text>
        {server.feedback.adminComment && (
          <Text fz="sm">
            <Trans>Principal’s comment: {server.feedback.adminComment}</Trans>
          </Text>
        )}
        {serverGrade && (
          <Text fz="sm">
            {t`Grade:`} {i18n._(serverGrade)}
          </Text>
        )}
      </Stack>
    );
  };

  return (
    <RecordSyncAlert
      recordKey={recordKeyOf(plansTable(db).name, row.id)}
      syncState={row.syncState}
      conflictTitle={<Trans>This plan was changed elsewhere while your change waited.</Trans>}
      describeServerCopy={describeServerCopy}
    />
  );
}
