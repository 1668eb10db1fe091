import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Table, Text } from '@mantine/core';
import { useState } from 'react';

import type { RetentionItem } from '../../../contract/subscriptions.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { TableHeader } from '../../components/table-header.tsx';
import { formatLongDate } from '../../lib/format/format-date.ts';
import { useAsyncAction } from '../../lib/forms/use-async-action.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import { fetchRetentionDue, purgeRetainedData } from './admin-api.ts';

interface RetentionResultProps {
  items: readonly RetentionItem[];
  /** Receives the list as it stands after a purge. */
  onPurged: (items: RetentionItem[]) => void;
}

/** The subscriptions past retention, each with a confirmed purge of its data. */
export function RetentionResult({ items, onPurged }: RetentionResultProps) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const [purging, setPurging] = useState<RetentionItem | null>(null);
  const holderName = purging?.ownerName ?? '';

  const purge = useAsyncAction(async () => {
    if (!purging) return;
    await purgeRetainedData([purging.subscriptionId]);
    setPurging(null);
    onPurged(await fetchRetentionDue());
  });

  return (
    <>
      {items.length === 0 ? (
        <Text c="dimmed">
          <Trans>Nothing is past retention.</Trans>
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <TableHeader
              titles={[
                <Trans>Holder</Trans>,
                <Trans>Type</Trans>,
                <Trans>Ended on</Trans>,
                <Trans>Actions</Trans>,
              ]}
            />
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.subscriptionId}>
                  <Table.Td>{item.ownerName}</Table.Td>
                  <Table.Td>
                    {item.scope === 'organization' ? (
                      <Trans>Organisation</Trans>
                    ) : (
                      <Trans>Personal</Trans>
                    )}
                  </Table.Td>
                  <Table.Td>{formatLongDate(item.expiredAt, locale)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      onClick={() => setPurging(item)}
                    >
                      <Trans>Purge data</Trans>
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        opened={purging !== null}
        title={t`Purge data?`}
        message={
          <Trans>
            This permanently deletes the evidence, its files and the development plans of{' '}
            {holderName}. The accounts stay. This cannot be undone.
          </Trans>
        }
        confirmLabel={<Trans>Purge data</Trans>}
        busy={purge.busy}
        onConfirm={() => void purge.run()}
        onCancel={() => setPurging(null)}
      />
    </>
  );
}
