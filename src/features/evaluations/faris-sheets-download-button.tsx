import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useCallback } from 'react';

import { evaluationEndpoints } from '../../../contract/endpoints/evaluations.ts';
import { farisSheetsFileName } from '../../../contract/faris-sheet.ts';
import { callEndpoint } from '../../lib/api/api-client.ts';
import { useNetworkOnline } from '../../lib/api/use-network-online.ts';
import { saveBlob } from '../../lib/download/save-blob.ts';
import { useAsyncAction } from '../../lib/forms/use-async-action.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { useProfile } from '../../lib/session/profile-store.ts';

/**
 * "Faris entry sheets (PDF)": the school's finalised evaluations, a page each, made by the
 * server in the app's language; it needs a connection (the results button says so offline).
 */
export function FarisSheetsDownloadButton({ schoolYear }: { schoolYear: string }) {
  const { locale } = useLocale();
  const schoolName = useProfile()?.organizationName ?? '';
  const online = useNetworkOnline();
  const download = useCallback(async () => {
    const pdf = await callEndpoint(evaluationEndpoints.farisSheets, {
      query: { schoolYear, lang: locale },
    });
    saveBlob(pdf, farisSheetsFileName(schoolName, schoolYear, locale));
  }, [schoolYear, locale, schoolName]);
  const { busy, run } = useAsyncAction(download);
  return (
    <Button
      variant="default"
      leftSection={<IconPrinter size={16} aria-hidden />}
      loading={busy}
      disabled={!online}
      onClick={() => void run()}
    >
      <Trans>Faris entry sheets (PDF)</Trans>
    </Button>
  );
}
