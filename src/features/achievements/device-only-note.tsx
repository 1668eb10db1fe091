import { Plural } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';

import { hasBackgroundSync } from '../../lib/browser-support/has-background-sync.ts';

import type { AchievementRow } from './achievement-row.ts';

/**
 * Where the browser cannot send with the app closed (Safari, Firefox), says calmly how many
 * achievements exist only on this device and how they leave (docs/sync.md, "Honest status").
 */
export function DeviceOnlyNote({ rows }: { rows: readonly AchievementRow[] }) {
  const waiting = rows.filter((row) => row.syncState === 'pending').length;
  if (waiting === 0 || hasBackgroundSync()) return null;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <IconDeviceMobile size={18} aria-hidden style={{ flexShrink: 0 }} />
      <Text fz="sm" c="dimmed">
        <Plural
          value={waiting}
          one="# piece of evidence is kept only on this device for now; open Shawahid when you have signal to send it."
          other="# pieces of evidence are kept only on this device for now; open Shawahid when you have signal to send them."
        />
      </Text>
    </Group>
  );
}
