import { Plural } from '@lingui/react/macro';
import { Group, Loader, Text } from '@mantine/core';
import { useLiveQuery } from '../lib/live-data/use-live-query.ts';

import { useUserDb } from '../lib/session/use-user-db.ts';

/**
 * On a new device, while the first pull brings the user's records page by page: how many
 * have arrived, so a long list filling in is not mistaken for missing data.
 */
export function FirstPullProgress() {
  const db = useUserDb();
  const count = useLiveQuery(async () => {
    const row = await db.syncMeta.get('firstPullCount');
    return typeof row?.value === 'number' ? row.value : null;
  }, [db]);
  if (count === null || count === undefined) return null;
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" aria-hidden />
      <Text fz="sm" c="dimmed">
        <Plural
          value={count}
          one="Bringing your data to this device: # item so far"
          other="Bringing your data to this device: # items so far"
        />
      </Text>
    </Group>
  );
}
