import { Trans, useLingui } from '@lingui/react/macro';
import { Loader, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';

import type { HistoryRow } from '../../../contract/profile.ts';
import { TableHeader } from '../../components/table-header.tsx';
import { usePlanNameInLocale } from '../../entities/subscription/use-plan-name-in-locale.ts';
import { reportApiError } from '../../lib/api/report-api-error.ts';
import { useServerData } from '../../lib/api/use-server-data.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import { HistoryInvoiceCell } from './history-invoice-cell.tsx';
import { HistoryCards } from './history-cards.tsx';
import { historyRowTexts } from './history-row-texts.ts';

/**
 * Subscription or payment history: date, amount, method, plan, end date (docs/states-and-transitions.md,
 * "Payments"); payments also with their tax invoice, or the pro-forma of a pending transfer.
 * A table, or on a phone a card per row.
 */
export function HistoryTable({
  load,
  withInvoices = false,
}: {
  load: (signal: AbortSignal) => Promise<HistoryRow[]>;
  withInvoices?: boolean;
}) {
  const { i18n } = useLingui();
  const { locale } = useLocale();
  const nameInLocale = usePlanNameInLocale();
  const history = useServerData('history', load);
  // A phone shows a card per row: six columns would leave the invoice off-screen.
  const isPhone = useMediaQuery('(max-width: 40em)', false, { getInitialValueInEffect: false });
  const failure = history.status === 'failed' ? history.error : null;
  useEffect(() => {
    if (failure) void reportApiError(failure);
  }, [failure]);

  if (history.status === 'loading') return <Loader size="sm" />;
  const rows = history.status === 'loaded' ? history.data : [];
  if (rows.length === 0) {
    return (
      <Text c="dimmed">
        <Trans>Nothing here yet.</Trans>
      </Text>
    );
  }
  const textsOf = (row: HistoryRow) =>
    historyRowTexts(row, { i18n, locale, planName: nameInLocale });
  if (isPhone) return <HistoryCards rows={rows} textsOf={textsOf} withInvoices={withInvoices} />;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped>
        <TableHeader
          titles={[
            <Trans>Transaction date</Trans>,
            <Trans>Amount</Trans>,
            <Trans>Payment method</Trans>,
            <Trans>Plan</Trans>,
            <Trans>End date</Trans>,
            ...(withInvoices ? [<Trans>Invoice</Trans>] : []),
          ]}
        />
        <Table.Tbody>
          {rows.map((row) => {
            const texts = textsOf(row);
            return (
              <Table.Tr key={row.id}>
                <Table.Td>{texts.transactionDate}</Table.Td>
                <Table.Td>{texts.amount}</Table.Td>
                <Table.Td>{texts.paymentMethod}</Table.Td>
                <Table.Td>{texts.plan}</Table.Td>
                <Table.Td>{texts.endDate}</Table.Td>
                {withInvoices && (
                  <Table.Td>
                    <HistoryInvoiceCell row={row} />
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
