import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';

import type { ServerData } from '../lib/api/use-server-data.ts';
import { formatDateTime } from '../lib/format/format-date.ts';
import { useLocale } from '../lib/i18n/use-locale.ts';

/**
 * Under a screen that reads the server: says the answer shown is the one kept on this device,
 * and from when, once asking again has failed: offline (no answer at all) or the server erred.
 */
export function OfflineCopyNote<T>({ state }: { state: ServerData<T> }) {
  const { locale } = useLocale();
  if (state.status !== 'loaded' || state.fresh || !state.error) return null;
  const when = formatDateTime(new Date(state.savedAt), locale);
  return (
    <Text c="dimmed" fz="sm" role="status">
      {state.error.status === null ? (
        <Trans>Offline: shown as last seen on this device, {when}.</Trans>
      ) : (
        <Trans>Could not refresh: shown as last seen on this device, {when}.</Trans>
      )}
    </Text>
  );
}
