import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

import { invoiceNumberLabel } from '../../../contract/billing.ts';
import { TableHeader } from '../../components/table-header.tsx';
import { reportApiError } from '../../lib/api/report-api-error.ts';
import { useServerData } from '../../lib/api/use-server-data.ts';
import { formatDateTime } from '../../lib/format/format-date.ts';
import { formatHalalas } from '../../lib/format/format-money.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { fetchInvoices, fetchInvoicesWorkbook } from '../../entities/billing/billing-api.ts';
import { useFileDownload } from '../../lib/download/use-file-download.ts';

function monthStart(today: Date): string {
  return `${today.toISOString().slice(0, 8)}01`;
}

/** The invoices of a period, for the accountant: listed here and exported as XLSX. */
export function InvoicesAdmin() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const [from, setFrom] = useState(() => monthStart(new Date()));
  const [to, setTo] = useState(() => new Date().toISOString().slice(0, 10));
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to);
  const list = useServerData(`invoices:${from}:${to}`, (signal) =>
    valid ? fetchInvoices(from, to, signal) : Promise.resolve([]),
  );
  const failure = list.status === 'failed' ? list.error : null;
  useEffect(() => {
    if (failure) void reportApiError(failure);
  }, [failure]);
  const { download, downloading } = useFileDownload();

  return (
    <Stack gap="md">
      <Group align="flex-end">
        <TextInput
          type="date"
          label={t`From`}
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t`To`}
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
        />
        <Button
          variant="default"
          loading={downloading}
          disabled={!valid}
          onClick={() =>
            void download(() => fetchInvoicesWorkbook(from, to), `invoices-${from}-${to}.xlsx`)
          }
        >
          <Trans>Export as Excel (XLSX)</Trans>
        </Button>
      </Group>
      {list.status === 'loading' ? (
        <Loader />
      ) : list.status === 'loaded' && list.data.length === 0 ? (
        <Text c="dimmed">
          <Trans>No invoices were issued in this period.</Trans>
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <TableHeader
              titles={[
                <Trans>Invoice</Trans>,
                <Trans>Issued</Trans>,
                <Trans>Buyer</Trans>,
                <Trans>VAT</Trans>,
                <Trans>Total</Trans>,
              ]}
            />
            <Table.Tbody>
              {(list.status === 'loaded' ? list.data : []).map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Td dir="ltr">{invoiceNumberLabel(invoice.number)}</Table.Td>
                  <Table.Td>{formatDateTime(invoice.issuedAt, locale)}</Table.Td>
                  <Table.Td>
                    <bdi>{invoice.buyerName}</bdi>
                  </Table.Td>
                  <Table.Td>{formatHalalas(invoice.vatHalalas, locale)}</Table.Td>
                  <Table.Td>{formatHalalas(invoice.totalHalalas, locale)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
