import { Trans } from '@lingui/react/macro';
import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

import type { HistoryRow } from '../../../contract/profile.ts';

import { HistoryInvoiceCell } from './history-invoice-cell.tsx';
import type { HistoryRowTexts } from './history-row-texts.ts';

function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

/** The history on a phone: a card per row, so nothing sits off-screen beside it. */
export function HistoryCards({
  rows,
  textsOf,
  withInvoices,
}: {
  rows: HistoryRow[];
  textsOf: (row: HistoryRow) => HistoryRowTexts;
  withInvoices: boolean;
}) {
  return (
    <Stack gap="sm">
      {rows.map((row) => {
        const texts = textsOf(row);
        return (
          <Card key={row.id} withBorder padding="sm" component="article">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600} size="sm">
                {texts.transactionDate}
              </Text>
              <Text fw={600} size="sm">
                {texts.amount}
              </Text>
            </Group>
            <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs" mt="xs">
              <Field label={<Trans>Plan</Trans>}>{texts.plan}</Field>
              <Field label={<Trans>Payment method</Trans>}>{texts.paymentMethod}</Field>
              <Field label={<Trans>End date</Trans>}>{texts.endDate}</Field>
            </SimpleGrid>
            {withInvoices && (
              <Group mt="xs">
                <HistoryInvoiceCell row={row} />
              </Group>
            )}
          </Card>
        );
      })}
    </Stack>
  );
}
