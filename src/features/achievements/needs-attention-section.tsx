import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useLiveQuery } from '../../lib/live-data/use-live-query.ts';
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
import { DeferredConfirmDialog } from '../../components/deferred-confirm-dialog.tsx';
import { ConflictNotice } from './conflict/conflict-notice.tsx';
import { savedVersionOf } from './conflict/saved-version-of.ts';
import { localRowFromServer } from './local-row-from-server.ts';

type Confirming = { item: AttentionItem; action: 'discard' | 'keep_theirs' };

/**
 * Changes the server refused, each with Retry and Discard, and conflicts with the server's
 * copy, each shown beside the device's own with "keep mine" and "use the saved version"; what drops local work asks
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
  const rows = useLiveQuery(async () => {
    const ids = (items ?? []).map((item) => item.entry.recordId);
    const found = await achievementsTable(db).bulkGet(ids);
    return new Map(found.flatMap((row) => (row ? [[row.id, row] as const] : [])));
  }, [db, items]);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [busy, setBusy] = useState(false);

  if (!items || items.length === 0) return null;

  const retry = async (item: AttentionItem) => {
    if (item.entry.state === 'conflict') {
      // The server tells her other device that its edit was replaced (docs/sync.md).
      await resolveConflict(db, item.entry.recordKey, 'keep_mine', {
        markKeptBody: (body) => ({ ...body, replacesOtherEdit: true }),
      });
    } else {
      await retryEntry(db, item.entry.id);
    }
    void requestReplay();
  };

  const waitingNote = (waiting: number) =>
    waiting > 0 && (
      <Text fz="xs" c="dimmed">
        {t({
          message: plural(waiting, {
            one: '# later change waits for this one.',
            other: '# later changes wait for this one.',
          }),
        })}
      </Text>
    );

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
          const row = rows?.get(item.entry.recordId);
          const description = row?.description ?? item.entry.path;
          const waiting = item.waitingEntryCount;
          const saved = item.conflict && savedVersionOf(item.conflict.serverRecord);
          return (
            <Alert
              key={item.entry.id}
              color={item.entry.state === 'conflict' ? 'red' : 'orange'}
              variant="light"
            >
              {item.entry.state === 'conflict' && row && saved ? (
                <Stack gap={6}>
                  <ConflictNotice
                    mine={row}
                    saved={saved}
                    onKeepMine={() => void retry(item)}
                    onUseSaved={() => setConfirming({ item, action: 'keep_theirs' })}
                  />
                  {waitingNote(waiting)}
                </Stack>
              ) : (
                <Stack gap={6}>
                  <Text fw={600} fz="sm" dir="auto">
                    {description}
                  </Text>
                  <Text fz="sm">
                    {item.entry.state === 'conflict'
                      ? t`This piece of evidence was also changed on another device while your change waited. Choose which version to keep.`
                      : translateKey(error?.key ?? 'common.error.unknown', error?.params)}
                  </Text>
                  {error?.fieldErrors.map((fieldError) => (
                    <Text key={fieldError.field} fz="xs">
                      {translateKey(fieldError.key, fieldError.params)}
                    </Text>
                  ))}
                  {waitingNote(waiting)}
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
                        <Trans>Use the saved version</Trans>
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
              )}
            </Alert>
          );
        })}
      </Stack>
      <DeferredConfirmDialog
        opened={confirming !== null}
        title={
          confirming?.action === 'keep_theirs'
            ? t`Use the saved version?`
            : t`Discard these changes?`
        }
        message={
          confirming?.action === 'keep_theirs'
            ? t`The version saved on the server replaces yours. Your changes and files saved only on this device will be deleted. This cannot be undone.`
            : t`The changes and files saved only on this device will be deleted. This cannot be undone.`
        }
        confirmLabel={confirming?.action === 'keep_theirs' ? t`Use the saved version` : t`Discard`}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
    </Card>
  );
}
