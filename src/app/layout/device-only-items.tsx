import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { List, Stack, Text } from '@mantine/core';
import { useLiveQuery } from '../../lib/live-data/use-live-query.ts';

import { useUserDb } from '../../lib/session/use-user-db.ts';

import { readDeviceOnlyItems, type DeviceOnlyItem } from './read-device-only-items.ts';

/** Enough to recognise one's work in a small popover; the rest is counted. */
const shownItems = 5;

function ItemName({ item }: { item: DeviceOnlyItem }) {
  const { t } = useLingui();
  if (item.title) return <bdi>{item.title}</bdi>;
  if (item.kind === 'achievement') return <>{t`A piece of evidence`}</>;
  if (item.kind === 'plan') return <>{t`A development plan`}</>;
  if (item.kind === 'evaluation') return <>{t`An evaluation`}</>;
  return <>{t`A change`}</>;
}

/**
 * Where the browser has no Background Sync (Safari, Firefox), nothing leaves while the app is
 * closed: names what waits on this device only, and how it gets sent (docs/sync.md, "Who
 * replays, and when"). Renders nothing when nothing waits.
 */
export function DeviceOnlyItems() {
  const db = useUserDb();
  const items = useLiveQuery(() => readDeviceOnlyItems(db), [db]);
  if (!items || items.length === 0) return null;
  const more = items.length - shownItems;
  return (
    <Stack gap={4} role="group" aria-labelledby="device-only-items-heading">
      <Text fz="sm" fw={500} id="device-only-items-heading">
        <Plural
          value={items.length}
          one="# item is kept only on this device for now:"
          other="# items are kept only on this device for now:"
        />
      </Text>
      <List fz="sm" spacing={2} size="sm">
        {items.slice(0, shownItems).map((item) => (
          <List.Item key={item.recordKey}>
            <Text fz="sm" lineClamp={1} component="span">
              <ItemName item={item} />
            </Text>
          </List.Item>
        ))}
      </List>
      {more > 0 && (
        <Text fz="xs" c="dimmed">
          <Plural value={more} one="and # more" other="and # more" />
        </Text>
      )}
      <Text fz="sm">
        <Trans>
          This browser sends nothing while Shawahid is closed. Open Shawahid when you have signal,
          and they are sent.
        </Trans>
      </Text>
    </Stack>
  );
}
