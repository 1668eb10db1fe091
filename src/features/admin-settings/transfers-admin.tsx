import { Trans } from '@lingui/react/macro';
import { Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';

import { reportApiError } from '../../lib/api/report-api-error.ts';
import { useServerData } from '../../lib/api/use-server-data.ts';
import { formatLongDate } from '../../lib/format/format-date.ts';
import { formatHalalas } from '../../lib/format/format-money.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { fetchPendingTransfers } from '../../entities/billing/billing-api.ts';
import { usePlanNameInLocale } from '../../entities/subscription/use-plan-name-in-locale.ts';
import { TransferDecisionForm } from './transfer-confirm-form.tsx';

/** Transfers awaiting the money, oldest first, each to confirm or reject. */
export function TransfersAdmin() {
  const { locale } = useLocale();
  const nameInLocale = usePlanNameInLocale();
  const pending = useServerData('pending-transfers', fetchPendingTransfers);
  const failure = pending.status === 'failed' ? pending.error : null;
  useEffect(() => {
    if (failure) void reportApiError(failure);
  }, [failure]);
  if (pending.status !== 'loaded') return pending.status === 'loading' ? <Loader /> : null;
  if (pending.data.length === 0) {
    return (
      <Text c="dimmed">
        <Trans>No transfers are awaited.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {pending.data.map((transfer) => (
        <Card key={transfer.id} withBorder padding="md">
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap">
              <Text fw={700} ff="monospace">
                <bdi>{transfer.reference}</bdi>
              </Text>
              <Text fw={700}>{formatHalalas(transfer.amountHalalas, locale)}</Text>
            </Group>
            <Stack gap={0}>
              <Text size="sm">
                <bdi>{transfer.buyerName}</bdi> · <bdi>{nameInLocale(transfer.planName)}</bdi>
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                <bdi>{transfer.buyerEmail}</bdi>
              </Text>
            </Stack>
            <Text size="sm" c="dimmed">
              <Trans>Asked on {formatLongDate(transfer.createdAt, locale)}</Trans>
            </Text>
            <TransferDecisionForm transfer={transfer} onDone={pending.reload} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
