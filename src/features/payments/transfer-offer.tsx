import { Trans } from '@lingui/react/macro';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';

import { requestTransfer } from '../../entities/billing/billing-api.ts';
import { useAsyncAction } from '../../lib/forms/use-async-action.ts';
import { buyerVatNumberProblem } from './buyer-vat-number-field.tsx';

/**
 * For a school plan: pay by bank transfer against a quotation instead of by card, with the
 * school's VAT number typed beside the order summary.
 */
export function TransferOffer({
  planId,
  buyerVatNumber,
}: {
  planId: string;
  buyerVatNumber: string;
}) {
  const navigate = useNavigate();
  const { busy, run } = useAsyncAction(async () => {
    if (buyerVatNumberProblem(buyerVatNumber)) return;
    const transfer = await requestTransfer({
      planId,
      ...(buyerVatNumber.trim() && { buyerVatNumber }),
    });
    void navigate(`/payment/transfer/${transfer.id}`);
  });

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          <Trans>Pay by bank transfer</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            Get the bank details, a reference and a quotation for your school. The subscription
            starts when the transfer is received, with its tax invoice.
          </Trans>
        </Text>
        <Button
          variant="default"
          loading={busy}
          onClick={() => void run()}
          style={{ alignSelf: 'flex-start' }}
        >
          <Trans>Get the bank details</Trans>
        </Button>
      </Stack>
    </Card>
  );
}
