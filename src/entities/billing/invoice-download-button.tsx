import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';

import { fetchInvoicePdf } from './billing-api.ts';
import { invoiceNumberLabel } from '../../../contract/billing.ts';
import { useFileDownload } from '../../lib/download/use-file-download.ts';

/** Downloads a payment's tax invoice (bilingual PDF with its QR code). */
export function InvoiceDownloadButton({
  invoiceId,
  invoiceNumber,
  variant = 'default',
  size = 'sm',
}: {
  invoiceId: string;
  invoiceNumber: number;
  variant?: 'default' | 'filled' | 'subtle';
  size?: 'xs' | 'sm';
}) {
  const { download, downloading } = useFileDownload();
  const label = invoiceNumberLabel(invoiceNumber);
  return (
    <Button
      variant={variant}
      size={size}
      loading={downloading}
      onClick={() => void download(() => fetchInvoicePdf(invoiceId), `${label}.pdf`)}
    >
      <Trans>Tax invoice {label}</Trans>
    </Button>
  );
}
