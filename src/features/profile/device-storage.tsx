import { Trans } from '@lingui/react/macro';
import { Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

import { formatBytes } from '../../lib/format/format-bytes.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

interface StorageFigures {
  usage: number;
  quota: number;
  persisted: boolean;
}

/** What this device holds for offline work, and whether the browser may evict it. */
export function DeviceStorage() {
  const { locale } = useLocale();
  const [figures, setFigures] = useState<StorageFigures | null>(null);

  useEffect(() => {
    if (!navigator.storage?.estimate) return;
    void Promise.all([navigator.storage.estimate(), navigator.storage.persisted?.() ?? false]).then(
      ([estimate, persisted]) =>
        setFigures({ usage: estimate.usage ?? 0, quota: estimate.quota ?? 0, persisted }),
    );
  }, []);

  if (!figures) return null;
  const used = formatBytes(figures.usage, locale);
  const available = formatBytes(figures.quota, locale);
  return (
    <Stack gap="xs">
      <Text>
        <Trans>
          {used} used of {available} available on this device.
        </Trans>
      </Text>
      <Progress value={figures.quota > 0 ? (figures.usage / figures.quota) * 100 : 0} aria-hidden />
      <Text fz="sm" c="dimmed">
        {figures.persisted ? (
          <Trans>The browser keeps this data even when the device runs low on space.</Trans>
        ) : (
          <Trans>
            The browser may clear this data when the device runs low on space; saving your first
            evidence asks it to keep it.
          </Trans>
        )}
      </Text>
    </Stack>
  );
}
