import { Trans, useLingui } from '@lingui/react/macro';
import { Button, NumberInput, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';

import {
  zTransferConfirm,
  zTransferReject,
  type PendingTransfer,
} from '../../../contract/billing.ts';
import { useAsyncAction } from '../../lib/forms/use-async-action.ts';
import { notifyKey, translateKey } from '../../lib/notify/notify.ts';
import { halalasFromRiyals } from './riyals.ts';
import { confirmTransfer, rejectTransfer } from '../../entities/billing/billing-api.ts';
import { fieldErrorKeys } from '../../lib/forms/field-error-keys.ts';
import { formatHalalas } from '../../lib/format/format-money.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

/** Confirms a transfer with what the bank statement shows, or rejects it with a reason. */
export function TransferDecisionForm({
  transfer,
  onDone,
}: {
  transfer: PendingTransfer;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const [amount, setAmount] = useState<number | string>('');
  const [receivedOn, setReceivedOn] = useState('');
  const [bankReference, setBankReference] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const confirmation = {
    amountHalalas: halalasFromRiyals(Number(amount)),
    receivedOn,
    bankReference,
  };

  const confirming = useAsyncAction(async () => {
    await confirmTransfer(transfer.id, confirmation);
    notifyKey('billing.success.transferConfirmed');
    onDone();
  });
  const rejecting = useAsyncAction(async () => {
    await rejectTransfer(transfer.id, reason);
    notifyKey('billing.success.transferRejected');
    onDone();
  });

  function confirm(event: FormEvent) {
    event.preventDefault();
    const checked = zTransferConfirm.safeParse(
      amount === '' ? { ...confirmation, amountHalalas: undefined } : confirmation,
    );
    const found = fieldErrorKeys(checked.error);
    if (checked.success && confirmation.amountHalalas !== transfer.amountHalalas) {
      found.amountHalalas = 'billing.failed.amountMismatch';
    }
    setErrors(found);
    if (Object.keys(found).length === 0) void confirming.run();
  }

  function reject() {
    const checked = zTransferReject.safeParse({ reason });
    setErrors(fieldErrorKeys(checked.error));
    if (checked.success) void rejecting.run();
  }

  const errorOf = (path: string) => (errors[path] ? translateKey(errors[path]) : undefined);
  return (
    <form onSubmit={confirm} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <NumberInput
            label={t`Amount received (SAR)`}
            description={t`Invoice total: ${formatHalalas(transfer.amountHalalas, locale)}`}
            value={amount}
            onChange={setAmount}
            decimalScale={2}
            min={0}
            error={errorOf('amountHalalas')}
          />
          <TextInput
            type="date"
            label={t`Received on`}
            value={receivedOn}
            onChange={(event) => setReceivedOn(event.currentTarget.value)}
            error={errorOf('receivedOn')}
          />
          <TextInput
            label={t`Bank reference`}
            value={bankReference}
            dir="ltr"
            onChange={(event) => setBankReference(event.currentTarget.value)}
            error={errorOf('bankReference')}
          />
        </SimpleGrid>
        <Button type="submit" loading={confirming.busy} style={{ alignSelf: 'flex-start' }}>
          <Trans>Confirm the transfer</Trans>
        </Button>
        <Textarea
          label={t`Reason for rejecting (the school sees it)`}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={errorOf('reason')}
          autosize
          minRows={2}
        />
        <Button
          color="red"
          variant="light"
          loading={rejecting.busy}
          onClick={reject}
          style={{ alignSelf: 'flex-start' }}
        >
          <Trans>Reject the transfer</Trans>
        </Button>
      </Stack>
    </form>
  );
}
