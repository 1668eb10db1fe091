import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Fieldset, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';

import { zBillingSettingsUpdate, type BillingSettings } from '../../../contract/billing.ts';
import { useAsyncAction } from '../../lib/forms/use-async-action.ts';
import { notifyKey, translateKey } from '../../lib/notify/notify.ts';
import { saveBillingSettings } from '../../entities/billing/billing-api.ts';
import { fieldErrorKeys } from '../../lib/forms/field-error-keys.ts';

type SellerField =
  | 'sellerNameAr'
  | 'sellerNameEn'
  | 'vatNumber'
  | 'commercialRegistration'
  | 'addressAr'
  | 'addressEn';
const bankFields = ['bankName', 'accountHolder', 'iban'] as const;
type BankField = (typeof bankFields)[number];

/** The seller on every tax invoice, the bank account for transfers, and VAT in prices. */
export function BillingSettingsForm({
  settings,
  onSaved,
}: {
  settings: BillingSettings;
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const [seller, setSeller] = useState<Record<SellerField, string>>(() => ({
    sellerNameAr: settings.seller?.sellerNameAr ?? '',
    sellerNameEn: settings.seller?.sellerNameEn ?? '',
    vatNumber: settings.seller?.vatNumber ?? '',
    commercialRegistration: settings.seller?.commercialRegistration ?? '',
    addressAr: settings.seller?.addressAr ?? '',
    addressEn: settings.seller?.addressEn ?? '',
  }));
  const [bank, setBank] = useState<Record<BankField, string>>(() => ({
    bankName: settings.bank?.bankName ?? '',
    accountHolder: settings.bank?.accountHolder ?? '',
    iban: settings.bank?.iban ?? '',
  }));
  const [pricesIncludeVat, setPricesIncludeVat] = useState(settings.pricesIncludeVat);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const bankGiven = bankFields.some((field) => bank[field].trim() !== '');
  const input = { seller, bank: bankGiven ? bank : null, pricesIncludeVat };

  const { busy, run } = useAsyncAction(async () => {
    await saveBillingSettings(input);
    notifyKey('billing.success.settingsSaved');
    onSaved();
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = zBillingSettingsUpdate.safeParse(input);
    setErrors(fieldErrorKeys(checked.error));
    if (checked.success) void run();
  }

  const errorOf = (path: string) => (errors[path] ? translateKey(errors[path]) : undefined);
  const sellerInput = (field: SellerField, label: string, dir: 'ltr' | 'rtl') => (
    <TextInput
      label={label}
      value={seller[field]}
      dir={dir}
      error={errorOf(`seller.${field}`)}
      onChange={(event) => {
        const { value } = event.currentTarget;
        setSeller((current) => ({ ...current, [field]: value }));
      }}
    />
  );
  const bankInput = (field: BankField, label: string, dir: 'ltr' | 'auto') => (
    <TextInput
      label={label}
      value={bank[field]}
      dir={dir}
      error={errorOf(`bank.${field}`)}
      onChange={(event) => {
        const { value } = event.currentTarget;
        setBank((current) => ({ ...current, [field]: value }));
      }}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Fieldset legend={t`Seller on tax invoices`}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {sellerInput('sellerNameAr', t`Legal name in Arabic`, 'rtl')}
            {sellerInput('sellerNameEn', t`Legal name in English`, 'ltr')}
            {sellerInput('vatNumber', t`VAT registration number (15 digits)`, 'ltr')}
            {sellerInput('commercialRegistration', t`Commercial registration number`, 'ltr')}
            {sellerInput('addressAr', t`Address in Arabic`, 'rtl')}
            {sellerInput('addressEn', t`Address in English`, 'ltr')}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t`Bank account for transfers (leave empty to offer card payments only)`}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {bankInput('bankName', t`Bank name`, 'auto')}
            {bankInput('accountHolder', t`Account holder`, 'auto')}
            {bankInput('iban', t`IBAN`, 'ltr')}
          </SimpleGrid>
        </Fieldset>
        <Switch
          label={t`Plan prices include VAT`}
          checked={pricesIncludeVat}
          onChange={(event) => setPricesIncludeVat(event.currentTarget.checked)}
        />
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          <Trans>Save billing settings</Trans>
        </Button>
      </Stack>
    </form>
  );
}
