import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useCallback } from 'react';

import { evaluationEndpoints } from '../../../contract/endpoints/evaluations.ts';
import { evaluationResultsFileName } from '../../../contract/evaluation-results-export.ts';
import { callEndpoint } from '../../lib/api/api-client.ts';
import { useNetworkOnline } from '../../lib/api/use-network-online.ts';
import { saveBlob } from '../../lib/download/save-blob.ts';
import { useAsyncAction } from '../../lib/forms/use-async-action.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { useProfile } from '../../lib/session/profile-store.ts';

/**
 * "Download results (Excel)": the school's evaluation results of the school year shown, as
 * the server writes them, in the app's language. The server makes the file, so it needs a
 * connection; offline the button waits and says so.
 */
export function EvaluationResultsDownloadButton({ schoolYear }: { schoolYear: string }) {
  const { locale } = useLocale();
  const schoolName = useProfile()?.organizationName ?? '';
  const online = useNetworkOnline();
  const download = useCallback(async () => {
    const sheet = await callEndpoint(evaluationEndpoints.exportResults, {
      query: { schoolYear, lang: locale },
    });
    saveBlob(sheet, evaluationResultsFileName(schoolName, schoolYear, locale));
  }, [schoolYear, locale, schoolName]);
  const { busy, run } = useAsyncAction(download);
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        loading={busy}
        disabled={!online}
        onClick={() => void run()}
      >
        <Trans>Download results (Excel)</Trans>
      </Button>
      {!online && (
        <Text fz="xs" c="dimmed">
          <Trans>Downloading the results needs a connection.</Trans>
        </Text>
      )}
    </Stack>
  );
}
