import { Trans, useLingui } from '@lingui/react/macro';
import { Loader, Table, Text } from '@mantine/core';
import { useEffect } from 'react';

import type { HistoryRow } from '../../../contract/profile.ts';
import { TableHeader } from '../../components/table-header.tsx';
import { usePlanNameInLocale } from '../../entities/subscription/use-plan-name-in-locale.ts';
import { reportApiError } from '../../lib/api/report-api-error.ts';
import { useServerData } from '../../lib/api/use-server-data.ts';
import { formatLongDate } from '../../lib/format/format-date.ts';
import { formatHalalas } from '../../lib/format/format-money.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import { isPaymentMethod, paymentMethodLabel } from './payment-method-label.ts';

/** Subscription or payment history: date, amount, method, plan, end date (docs/states-and-transitions.md, "Payments"). */
export function HistoryTable({ load }: { load: (signal: AbortSignal) => Promise<HistoryRow[]> }) {
  const { i18n } = useLingui();
  const { locale } = useLocale();
  const nameInLocale = usePlanNameInLocale();
  const history = useServerData('history', load);
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
          ]}
        />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{formatLongDate(row.transactionDate, locale)}</Table.Td>
              <Table.Td>{formatHalalas(row.amountHalalas, locale)}</Table.Td>
              <Table.Td>
                {row.paymentMethod && isPaymentMethod(row.paymentMethod)
                  ? i18n._(paymentMethodLabel[row.paymentMethod])
                  : '—'}
              </Table.Td>
              <Table.Td>{nameInLocale(row.planName)}</Table.Td>
              <Table.Td>{row.endDate ? formatLongDate(row.endDate, locale) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
