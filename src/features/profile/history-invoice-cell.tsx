import { Trans } from '@lingui/react/macro';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

import type { HistoryRow } from '../../../contract/profile.ts';
import { InvoiceDownloadButton } from '../../entities/billing/invoice-download-button.tsx';

/** A payment's tax invoice to download, or the page of a transfer awaited or not accepted. */
export function HistoryInvoiceCell({ row }: { row: HistoryRow }) {
  if (row.invoiceId && row.invoiceNumber !== null) {
    return (
      <InvoiceDownloadButton
        invoiceId={row.invoiceId}
        invoiceNumber={row.invoiceNumber}
        variant="subtle"
        size="xs"
      />
    );
  }
  if (row.paymentMethod === 'banktransfer' && row.status !== 'paid') {
    return (
      <Anchor
        component={Link}
        to={`/payment/transfer/${row.id}`}
        size="sm"
        c={row.status === 'failed' ? 'red' : undefined}
      >
        {row.status === 'failed' ? (
          <Trans>Transfer not accepted</Trans>
        ) : (
          <Trans>Awaiting transfer</Trans>
        )}
      </Anchor>
    );
  }
  return <Text c="dimmed">—</Text>;
}
