import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, List, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';

import { zVatRateCreate, type VatRate } from '../../../contract/billing.ts';
import { formatLongDate } from '../../lib/format/format-date.ts';
import { formatPercent } from '../../lib/format/format-percent.ts';
import { useAsyncAction } from '../../lib/forms/use-async-action.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { notifyKey, translateKey } from '../../lib/notify/notify.ts';
import { addVatRate } from '../../entities/billing/billing-api.ts';
import { fieldErrorKeys } from '../../lib/forms/field-error-keys.ts';

/** The VAT rates by their first day; a new rate applies from its day, never to past invoices. */
export function VatRatesAdmin({ rates, onSaved }: { rates: VatRate[]; onSaved: () => void }) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const [percent, setPercent] = useState<number | string>('');
  const [startsOn, setStartsOn] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const input = { rateBasisPoints: Math.round(Number(percent) * 100), startsOn };
  const { busy, run } = useAsyncAction(async () => {
    await addVatRate(input);
    notifyKey('billing.success.settingsSaved');
    onSaved();
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = zVatRateCreate.safeParse(
      percent === '' ? { ...input, rateBasisPoints: undefined } : input,
    );
    setErrors(fieldErrorKeys(checked.error));
    if (checked.success) void run();
  }

  const errorOf = (path: string) => (errors[path] ? translateKey(errors[path]) : undefined);
  return (
    <Stack gap="sm">
      <Title order={3} fz="h5">
        <Trans>VAT rates</Trans>
      </Title>
      <List>
        {rates.map((rate) => (
          <List.Item key={rate.startsOn}>
            <Text span>
              <Trans>
                {formatPercent(rate.rateBasisPoints / 10_000, locale)} from{' '}
                {formatLongDate(rate.startsOn, locale)}
              </Trans>
            </Text>
          </List.Item>
        ))}
      </List>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start">
          <NumberInput
            label={t`New rate (%)`}
            value={percent}
            onChange={setPercent}
            min={0}
            max={100}
            decimalScale={2}
            error={errorOf('rateBasisPoints')}
          />
          <TextInput
            type="date"
            label={t`From`}
            value={startsOn}
            onChange={(event) => setStartsOn(event.currentTarget.value)}
            error={errorOf('startsOn')}
          />
          <Button type="submit" loading={busy} mt={24} variant="default">
            <Trans>Add rate</Trans>
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
