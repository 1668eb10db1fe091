import { Trans } from '@lingui/react/macro';
import { Progress, Stack, Text } from '@mantine/core';

import { useServerData } from '../../lib/api/use-server-data.ts';
import { formatBytes } from '../../lib/format/format-bytes.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import { fetchEvidenceStorageUsage } from './profile-api.ts';

/**
 * How much of the plan's storage for evidence files the user has used (contract
 * `evidenceStorageQuotas`). An online read: it says nothing until the server answers.
 */
export function EvidenceStorageUsage() {
  const { locale } = useLocale();
  const answer = useServerData('evidence-storage-usage', fetchEvidenceStorageUsage);

  // Offline or refused: the panel stays quiet rather than alarm anyone.
  if (answer.status !== 'loaded') return null;
  const usage = answer.data;
  const used = formatBytes(usage.usedBytes, locale);
  if (usage.quotaBytes === null) {
    return (
      <Text>
        <Trans>{used} of evidence files stored.</Trans>
      </Text>
    );
  }
  const quota = formatBytes(usage.quotaBytes, locale);
  const fraction = usage.quotaBytes > 0 ? Math.min(1, usage.usedBytes / usage.quotaBytes) : 1;
  return (
    <Stack gap="xs">
      <Text>
        <Trans>
          {used} of your {quota} for evidence files used.
        </Trans>
      </Text>
      <Progress value={fraction * 100} color={fraction >= 0.9 ? 'orange' : 'teal'} aria-hidden />
      <Text fz="sm" c="dimmed">
        <Trans>
          Photos, videos and documents count from upload. Files no piece of evidence keeps are
          removed after a day.
        </Trans>
      </Text>
    </Stack>
  );
}
