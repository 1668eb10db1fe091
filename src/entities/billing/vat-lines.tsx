import { Trans } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';

import { vatBreakdown } from '../../../contract/vat.ts';
import { formatHalalas } from '../../lib/format/format-money.ts';
import { formatPercent } from '../../lib/format/format-percent.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { useBillingTerms } from './use-billing-terms.ts';

/** A price as the invoice will show it: before VAT, the VAT, and the total paid. */
export function VatLines({ priceHalalas }: { priceHalalas: number }) {
  const { locale } = useLocale();
  const terms = useBillingTerms();
  const split = vatBreakdown(priceHalalas, terms.rateBasisPoints, terms.pricesIncludeVat);
  const rate = formatPercent(terms.rateBasisPoints / 10_000, locale);
  const lines = [
    {
      label: <Trans>Price before VAT</Trans>,
      halalas: split.beforeVatHalalas,
      id: 'order-before-vat',
    },
    { label: <Trans>VAT ({rate})</Trans>, halalas: split.vatHalalas, id: 'order-vat' },
    { label: <Trans>Total including VAT</Trans>, halalas: split.totalHalalas, id: 'order-total' },
  ];
  return lines.map(({ label, halalas, id }) => {
    const total = id === 'order-total';
    return (
      <Group key={id} justify="space-between">
        <Text c={total ? undefined : 'dimmed'} fw={total ? 700 : undefined}>
          {label}
        </Text>
        <Text c={total ? undefined : 'dimmed'} fw={total ? 700 : undefined} data-testid={id}>
          {formatHalalas(halalas, locale)}
        </Text>
      </Group>
    );
  });
}

/** The VAT in a plan's price, in one short line under it. */
export function VatNote({ priceHalalas }: { priceHalalas: number }) {
  const { locale } = useLocale();
  const terms = useBillingTerms();
  const split = vatBreakdown(priceHalalas, terms.rateBasisPoints, terms.pricesIncludeVat);
  const rate = formatPercent(terms.rateBasisPoints / 10_000, locale);
  const vat = formatHalalas(split.vatHalalas, locale);
  return (
    <Text size="xs" c="dimmed">
      {terms.pricesIncludeVat ? (
        <Trans>
          Includes VAT ({rate}): {vat}
        </Trans>
      ) : (
        <Trans>
          Plus VAT ({rate}): {vat}
        </Trans>
      )}
    </Text>
  );
}
