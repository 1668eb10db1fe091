import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';

import { useUserDb } from '../../lib/session/use-user-db.ts';
import { translateKey } from '../../lib/notify/notify.ts';
import type { AttentionItem } from '../../lib/sync/attention-items.ts';
import { readAttentionItems } from '../../lib/sync/attention-items.ts';
import { discardRecordChanges } from '../../lib/sync/discard-record-changes.ts';
import { resolveConflict } from '../../lib/sync/resolve-conflict.ts';
import { retryEntry } from '../../lib/sync/retry-entry.ts';
import { requestReplay } from '../../lib/sync/schedule-replay.ts';

import { achievementsTable } from './achievement-row.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { localRowFromServer } from './local-row-from-server.ts';

type Confirming = { item: AttentionItem; action: 'discard' | 'keep_theirs' };

/**
 * Changes the server refused, each with Retry and Discard, and conflicts with the server's
 * copy, each with "keep mine" and "keep the saved version"; what drops local work asks
 * first. Renders nothing when all is well.
 */
export function NeedsAttentionSection() {
  const { t } = useLingui();
  const db = useUserDb();
  // Plans show their own conflicts and refusals on the plan screen.
  const items = useLiveQuery(
    async () =>
      (await readAttentionItems(db)).filter((item) => item.entry.recordTable === 'achievements'),
    [db],
  );
  const descriptions = useLiveQuery(async () => {
    const rows = await achievementsTable(db).toArray();
    return new Map(rows.map((row) => [row.id, row.description]));
  }, [db]);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [busy, setBusy] = useState(false);

  if (!items || items.length === 0) return null;

  const retry = async (item: AttentionItem) => {
    if (item.entry.state === 'conflict') {
      await resolveConflict(db, item.entry.recordKey, 'keep_mine');
    } else {
      await retryEntry(db, item.entry.id);
    }
    void requestReplay();
  };

  const confirm = async () => {
    if (!confirming) return;
    setBusy(true);
    try {
      const { recordKey } = confirming.item.entry;
      if (confirming.action === 'keep_theirs') {
        await resolveConflict(db, recordKey, 'keep_theirs', { toLocalRecord: localRowFromServer });
      } else {
        await discardRecordChanges(db, recordKey);
      }
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };

  return (
    <Card withBorder id="needs-attention">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          <Trans>Needs attention</Trans>
        </Title>
        {items.map((item) => {
          const error = item.entry.lastError;
          const description = descriptions?.get(item.entry.recordId) ?? item.entry.path;
          const waiting = item.waitingEntryCount;
          return (
            <Alert
              key={item.entry.id}
              color={item.entry.state === 'conflict' ? 'red' : 'orange'}
              variant="light"
            >
              <Stack gap={6}>
                <Text fw={600} fz="sm">
                  {description}
                </Text>
                <Text fz="sm">
                  {item.entry.state === 'conflict'
                    ? t`This achievement was changed elsewhere after your copy was made.`
                    : translateKey(error?.key ?? 'common.error.unknown', error?.params)}
                </Text>
                {error?.fieldErrors.map((fieldError) => (
                  <Text key={fieldError.field} fz="xs">
                    {translateKey(fieldError.key, fieldError.params)}
                  </Text>
                ))}
                {waiting > 0 && (
                  <Text fz="xs" c="dimmed">
                    {t`${waiting} later changes wait for this one.`}
                  </Text>
                )}
                <Group gap="xs">
                  <Button size="xs" onClick={() => void retry(item)}>
                    {item.entry.state === 'conflict' ? t`Keep my version` : t`Retry`}
                  </Button>
                  {item.entry.state === 'conflict' ? (
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setConfirming({ item, action: 'keep_theirs' })}
                    >
                      <Trans>Keep the saved version</Trans>
                    </Button>
                  ) : (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => setConfirming({ item, action: 'discard' })}
                    >
                      <Trans>Discard</Trans>
                    </Button>
                  )}
                </Group>
              </Stack>
            </Alert>
          );
        })}
      </Stack>
      <ConfirmDialog
        opened={confirming !== null}
        title={
          confirming?.action === 'keep_theirs'
            ? t`Keep the saved version?`
            : t`Discard these changes?`
        }
        message={
          confirming?.action === 'keep_theirs'
            ? t`The version saved on the server replaces yours. Your changes and files saved only on this device will be deleted. This cannot be undone.`
            : t`The changes and files saved only on this device will be deleted. This cannot be undone.`
        }
        confirmLabel={confirming?.action === 'keep_theirs' ? t`Keep the saved version` : t`Discard`}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
    </Card>
  );
}
