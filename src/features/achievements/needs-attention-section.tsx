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
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * Changes the server refused or that conflict with its copy, each with Retry (or, for a
 * conflict, "keep mine") and Discard, which asks first. Renders nothing when all is well.
 */
export function NeedsAttentionSection() {
  const { t } = useLingui();
  const db = useUserDb();
  const items = useLiveQuery(() => readAttentionItems(db), [db]);
  const descriptions = useLiveQuery(async () => {
    const rows = await achievementsTable(db).toArray();
    return new Map(rows.map((row) => [row.id, row.description]));
  }, [db]);
  const [discarding, setDiscarding] = useState<AttentionItem | null>(null);
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

  const discard = async () => {
    if (!discarding) return;
    setBusy(true);
    try {
      await discardRecordChanges(db, discarding.entry.recordKey);
    } finally {
      setBusy(false);
      setDiscarding(null);
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
                  <Button size="xs" variant="light" color="red" onClick={() => setDiscarding(item)}>
                    <Trans>Discard</Trans>
                  </Button>
                </Group>
              </Stack>
            </Alert>
          );
        })}
      </Stack>
      <ConfirmDialog
        opened={discarding !== null}
        title={t`Discard these changes?`}
        message={t`The changes and files saved only on this device will be deleted. This cannot be undone.`}
        confirmLabel={t`Discard`}
        busy={busy}
        onConfirm={() => void discard()}
        onCancel={() => setDiscarding(null)}
      />
    </Card>
  );
}
