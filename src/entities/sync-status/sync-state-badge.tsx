import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

import { PlainBadge } from '../../components/plain-badge/plain-badge.tsx';
import type { SyncState } from '../../lib/db/synced-record.ts';

const label: Record<SyncState, MessageDescriptor> = {
  synced: msg`Synced`,
  pending: msg`Waiting to sync`,
  needs_attention: msg`Needs attention`,
  conflict: msg`Conflict`,
};

const color: Record<SyncState, string> = {
  synced: 'green',
  pending: 'gray',
  needs_attention: 'orange',
  conflict: 'red',
};

/** A record's sync state on its card, the same for achievements and plans. */
export function SyncStateBadge({ state }: { state: SyncState }) {
  const { _ } = useLingui();
  return <PlainBadge color={color[state]}>{_(label[state])}</PlainBadge>;
}
