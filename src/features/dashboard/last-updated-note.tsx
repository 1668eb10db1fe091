import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';

import { formatDateTime } from '../../lib/format/format-date.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

export interface LastUpdatedNoteProps {
  savedAt: number;
  fresh: boolean;
  refreshing: boolean;
  onRefresh: () => void;
}

/** When the figures were fetched; a warning when they are the last ones kept on this device. */
export function LastUpdatedNote({ savedAt, fresh, refreshing, onRefresh }: LastUpdatedNoteProps) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const when = formatDateTime(new Date(savedAt), locale);
  const refreshButton = (
    <Button size="compact-sm" variant="subtle" onClick={onRefresh} loading={refreshing}>
      <Trans>Refresh</Trans>
    </Button>
  );
  // While the first request of the visit runs, the kept copy is simply "last updated".
  if (fresh || refreshing) {
    return (
      <Group gap="xs">
        <Text fz="sm" c="dimmed">
          <Trans>Last updated {when}</Trans>
        </Text>
        {refreshButton}
      </Group>
    );
  }
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconCloudOff size={18} aria-hidden />}
      title={t`Showing the last figures seen on this device`}
    >
      <Group gap="xs" justify="space-between">
        <Text fz="sm">
          <Trans>Last updated {when}. They refresh when the connection is back.</Trans>
        </Text>
        {refreshButton}
      </Group>
    </Alert>
  );
}
