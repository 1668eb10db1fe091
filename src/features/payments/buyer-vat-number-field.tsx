import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';

import { isVatNumber } from '../../../contract/vat-number.ts';
import { translateKey } from '../../lib/notify/notify.ts';

/** The school's VAT number, when it has one: its invoice is then a standard tax invoice. */
export function BuyerVatNumberField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useLingui();
  return (
    <TextInput
      label={t`School’s VAT number (optional, for a standard tax invoice)`}
      value={value}
      dir="ltr"
      inputMode="numeric"
      onChange={(event) => onChange(event.currentTarget.value)}
      error={
        buyerVatNumberProblem(value) ? translateKey('billing.failed.vatNumberInvalid') : undefined
      }
    />
  );
}

/** Whether a typed VAT number is wrong (empty is fine: it is optional). */
export function buyerVatNumberProblem(value: string): boolean {
  return value.trim() !== '' && !isVatNumber(value);
}
