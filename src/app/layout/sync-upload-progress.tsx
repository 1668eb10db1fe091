import { Plural, Trans } from '@lingui/react/macro';
import { Group, Progress, Stack, Text } from '@mantine/core';

import { formatBytes } from '../../lib/format/format-bytes.ts';
import { formatPercent } from '../../lib/format/format-percent.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import type { UploadProgress } from '../../lib/sync/upload-progress.ts';

// A popover on a phone has room for a few names; the total covers the rest.
const filesListed = 4;

function fractionOf(sent: number, total: number): number {
  return total > 0 ? Math.min(1, sent / total) : 0;
}

/** The files still on their way to the server: bytes sent in all, and of each file. */
export function SyncUploadProgress({ uploads }: { uploads: UploadProgress }) {
  const { locale } = useLocale();
  const count = uploads.files.length;
  if (count === 0) return null;
  const sent = formatBytes(uploads.uploadedBytes, locale);
  const total = formatBytes(uploads.totalBytes, locale);
  const overall = fractionOf(uploads.uploadedBytes, uploads.totalBytes);
  return (
    <Stack gap={4} data-testid="sync-upload-progress">
      <Text fz="sm">
        <Plural value={count} one="# file to upload" other="# files to upload" />
        {' · '}
        <Trans>
          {sent} of {total} sent
        </Trans>
      </Text>
      <Progress value={overall * 100} size="sm" aria-label={formatPercent(overall, locale)} />
      {uploads.files.slice(0, filesListed).map((file) => {
        const fraction = fractionOf(file.uploadedBytes, file.size);
        return (
          <Group key={file.id} gap="xs" wrap="nowrap">
            <Text fz="xs" truncate="end" dir="auto" style={{ flex: 1, minWidth: 0 }}>
              {file.name}
            </Text>
            <Progress value={fraction * 100} size="xs" w={64} aria-label={file.name} />
            <Text fz="xs" c="dimmed" w={36} ta="end">
              {formatPercent(fraction, locale)}
            </Text>
          </Group>
        );
      })}
      {count > filesListed && (
        <Text fz="xs" c="dimmed">
          <Plural value={count - filesListed} one="and # more file" other="and # more files" />
        </Text>
      )}
    </Stack>
  );
}
