import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';

import { zDevelopmentPlan } from '../../../contract/development-plans.ts';
import { planStatusLabel } from '../../entities/plan-status/plan-status-label.ts';
import { recordKeyOf } from '../../lib/db/record-key.ts';
import { formatDateTime } from '../../lib/format/format-date.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { translateKey } from '../../lib/notify/notify.ts';
import { useUserDb } from '../../lib/session/use-user-db.ts';
import { discardRecordChanges } from '../../lib/sync/discard-record-changes.ts';
import { entriesOfRecord } from '../../lib/sync/outbox-queries.ts';
import { resolveConflict } from '../../lib/sync/resolve-conflict.ts';
import { retryEntry } from '../../lib/sync/retry-entry.ts';
import { requestReplay } from '../../lib/sync/schedule-replay.ts';

import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
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
  const recordKey = recordKeyOf(plansTable(db).name, row.id);
  const head = useLiveQuery(async () => (await entriesOfRecord(db, recordKey))[0], [db, recordKey]);
  const conflict = useLiveQuery(() => db.conflicts.get(recordKey), [db, recordKey]);
  const [discarding, setDiscarding] = useState(false);

  if (row.syncState !== 'conflict' && row.syncState !== 'needs_attention') return null;

  const theirs = conflict ? zDevelopmentPlan.safeParse(conflict.serverRecord) : null;
  const server = theirs?.success ? theirs.data : null;
  const serverGrade =
    server?.feedback.grade == null ? undefined : gradeLabelOf(server.feedback.grade);

  const choose = async (choice: 'keep_mine' | 'keep_theirs') => {
    await resolveConflict(db, recordKey, choice);
    void requestReplay();
  };
  const retry = async () => {
    if (head) await retryEntry(db, head.id);
    void requestReplay();
  };

  return (
    <Alert color={row.syncState === 'conflict' ? 'red' : 'orange'} variant="light">
      {row.syncState === 'conflict' ? (
        <Stack gap="xs">
          <Text fw={600} fz="sm">
            <Trans>This plan was changed elsewhere while your change waited.</Trans>
          </Text>
          {server && (
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
          )}
          <Text fz="sm">
            <Trans>
              Keep your version to send your change on top of theirs, or use theirs and drop your
              unsent changes.
            </Trans>
          </Text>
          <Group gap="xs">
            <Button size="xs" onClick={() => void choose('keep_mine')}>
              <Trans>Keep my version</Trans>
            </Button>
            <Button size="xs" variant="light" onClick={() => void choose('keep_theirs')}>
              <Trans>Use the server’s version</Trans>
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="xs">
          <Text fw={600} fz="sm">
            {translateKey(head?.lastError?.key ?? 'common.error.unknown', head?.lastError?.params)}
          </Text>
          {head?.lastError?.fieldErrors.map((fieldError) => (
            <Text key={fieldError.field} fz="xs">
              {translateKey(fieldError.key, fieldError.params)}
            </Text>
          ))}
          <Group gap="xs">
            <Button size="xs" onClick={() => void retry()}>
              <Trans>Retry</Trans>
            </Button>
            <Button size="xs" variant="light" color="red" onClick={() => setDiscarding(true)}>
              <Trans>Discard my changes</Trans>
            </Button>
          </Group>
        </Stack>
      )}
      <ConfirmDialog
        opened={discarding}
        title={t`Discard these changes?`}
        message={t`The changes saved only on this device will be deleted. This cannot be undone.`}
        confirmLabel={t`Discard`}
        onConfirm={() => {
          void discardRecordChanges(db, recordKey).finally(() => setDiscarding(false));
        }}
        onCancel={() => setDiscarding(false)}
      />
    </Alert>
  );
}
