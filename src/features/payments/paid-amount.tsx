import { Trans } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';

import type { PaymentResult } from '../../../contract/payments.ts';
import { formatHalalas } from '../../lib/format/format-money.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

/** What a paid payment charged: the price before VAT, the VAT in it, and the total. */
export function PaidAmount({ result }: { result: PaymentResult }) {
  const { locale } = useLocale();
  const rows = [
    [<Trans key="before">Price before VAT</Trans>, result.amountHalalas - result.vatHalalas],
    [<Trans key="vat">VAT</Trans>, result.vatHalalas],
    [<Trans key="total">Total paid</Trans>, result.amountHalalas],
  ] as const;
  return (
    <Stack gap={4}>
      {rows.map(([label, halalas], index) => (
        <Group key={index} justify="space-between">
          <Text size="sm" fw={index === rows.length - 1 ? 700 : 400}>
            {label}
          </Text>
          <Text size="sm" fw={index === rows.length - 1 ? 700 : 400}>
            {formatHalalas(halalas, locale)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
