import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useLiveQuery } from '../lib/live-data/use-live-query.ts';
import { useState, type ReactNode } from 'react';

import type { SyncState } from '../lib/db/synced-record.ts';
import { translateKey } from '../lib/notify/notify.ts';
import { useUserDb } from '../lib/session/use-user-db.ts';
import { discardRecordChanges } from '../lib/sync/discard-record-changes.ts';
import { entriesOfRecord } from '../lib/sync/outbox-queries.ts';
import { resolveConflict } from '../lib/sync/resolve-conflict.ts';
import { retryEntry } from '../lib/sync/retry-entry.ts';
import { requestReplay } from '../lib/sync/schedule-replay.ts';

import { ConfirmDialog } from './confirm-dialog.tsx';

export interface RecordSyncAlertProps {
  recordKey: string;
  syncState: SyncState;
  /** What a conflict says first, e.g. "This plan was changed elsewhere while your change waited." */
  conflictTitle: ReactNode;
  /** The server's copy in a few lines, from the conflict's stored record. */
  describeServerCopy?: (serverRecord: Record<string, unknown>) => ReactNode;
}

/**
 * A record whose change the server refused, or that someone else changed meanwhile: both copies
 * are kept until the user chooses (docs/sync.md, "Conflicts" and "Needs attention"), never
 * overwritten silently. Shows nothing while the record is pending or synced.
 */
export function RecordSyncAlert(props: RecordSyncAlertProps) {
  const { t } = useLingui();
  const db = useUserDb();
  const { recordKey } = props;
  const head = useLiveQuery(async () => (await entriesOfRecord(db, recordKey))[0], [db, recordKey]);
  const conflict = useLiveQuery(() => db.conflicts.get(recordKey), [db, recordKey]);
  const [discarding, setDiscarding] = useState(false);

  if (props.syncState !== 'conflict' && props.syncState !== 'needs_attention') return null;

  const choose = async (choice: 'keep_mine' | 'keep_theirs') => {
    await resolveConflict(db, recordKey, choice);
    void requestReplay();
  };
  const retry = async () => {
    if (head) await retryEntry(db, head.id);
    void requestReplay();
  };

  return (
    <Alert color={props.syncState === 'conflict' ? 'red' : 'orange'} variant="light">
      {props.syncState === 'conflict' ? (
        <Stack gap="xs">
          <Text fw={600} fz="sm">
            {props.conflictTitle}
          </Text>
          {conflict && props.describeServerCopy?.(conflict.serverRecord)}
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
