import { Trans } from '@lingui/react/macro';
import { Alert, Divider, Loader, Stack } from '@mantine/core';
import { useEffect } from 'react';

import { reportApiError } from '../../lib/api/report-api-error.ts';
import { useServerData } from '../../lib/api/use-server-data.ts';
import { fetchBillingSettings } from '../../entities/billing/billing-api.ts';
import { BillingSettingsForm } from './billing-settings-form.tsx';
import { VatRatesAdmin } from './vat-rates-admin.tsx';

/** System settings, billing: the seller and bank, and the VAT rates (docs/billing.md). */
export function BillingAdmin() {
  const settings = useServerData('billing-settings', fetchBillingSettings);
  const failure = settings.status === 'failed' ? settings.error : null;
  useEffect(() => {
    if (failure) void reportApiError(failure);
  }, [failure]);
  if (settings.status !== 'loaded') return settings.status === 'loading' ? <Loader /> : null;
  return (
    <Stack gap="lg">
      {settings.data.seller === null && (
        <Alert color="yellow" title={<Trans>Tax invoices cannot be issued yet</Trans>}>
          <Trans>
            Fill in the seller’s details below. Until then real payments are refused; the test
            gateway issues invoices marked “test”.
          </Trans>
        </Alert>
      )}
      <BillingSettingsForm settings={settings.data} onSaved={settings.reload} />
      <Divider />
      <VatRatesAdmin rates={settings.data.vatRates} onSaved={settings.reload} />
    </Stack>
  );
}
