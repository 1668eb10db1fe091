import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Indicator, UnstyledButton } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCloudCheck,
  IconCloudOff,
  IconCloudUpload,
} from '@tabler/icons-react';
import { useLiveQuery } from '../../lib/live-data/use-live-query.ts';
import { lazy, Suspense, useState, type Ref } from 'react';

import { LazyPartBoundary } from '../../components/lazy-part-boundary/lazy-part-boundary.tsx';
import { useNetworkOnline } from '../../lib/api/use-network-online.ts';
import { formatPercent } from '../../lib/format/format-percent.ts';
import { withCatalogs } from '../../lib/i18n/i18n.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { useUserDb } from '../../lib/session/use-user-db.ts';
import { readSyncStatus } from '../../lib/sync/sync-status.ts';

// The details popover (floating-ui, focus handling) loads when the user reaches for it.
const loadPopover = withCatalogs(['app', 'components'], () => import('./sync-status-popover.tsx'));
const SyncStatusPopover = lazy(() =>
  loadPopover().then((module) => ({ default: module.SyncStatusPopover })),
);

/** The navbar's sync state: items waiting, items needing attention, last sync (docs/sync.md, "Honest status"). */
export default function SyncIndicator() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const db = useUserDb();
  const status = useLiveQuery(() => readSyncStatus(db), [db]);
  const networkOnline = useNetworkOnline();
  const [detailsWanted, setDetailsWanted] = useState(false);
  if (!status) return null;
  const blocked = status.needsAttentionCount + status.conflictCount;
  // Offline is never shown as synced: nothing can reach the server until it returns.
  const offline = !networkOnline || status.serverUnreachable;
  const Icon =
    blocked > 0
      ? IconAlertTriangle
      : offline
        ? IconCloudOff
        : status.pendingCount > 0
          ? IconCloudUpload
          : IconCloudCheck;
  const uploadingCount = status.uploads.files.length;
  const uploadedPercent = formatPercent(
    status.uploads.totalBytes > 0 ? status.uploads.uploadedBytes / status.uploads.totalBytes : 0,
    locale,
  );
  const color = blocked > 0 ? 'orange' : offline || status.pendingCount > 0 ? 'gray' : 'teal';
  const renderButton = (ref?: Ref<HTMLButtonElement>) => (
    <UnstyledButton
      ref={ref}
      aria-label={t`Sync status`}
      aria-description={
        offline
          ? t`Offline`
          : uploadingCount > 0
            ? t({
                message: plural(uploadingCount, {
                  one: `Uploading # file, ${uploadedPercent} sent`,
                  other: `Uploading # files, ${uploadedPercent} sent`,
                }),
              })
            : undefined
      }
      aria-haspopup="dialog"
      onClick={() => setDetailsWanted(true)}
      onPointerEnter={() => void loadPopover()}
      onFocus={() => void loadPopover()}
    >
      <Indicator
        disabled={status.pendingCount + blocked === 0}
        label={status.pendingCount + blocked}
        color={color}
        size={16}
      >
        <Icon size={22} color={`var(--mantine-color-${color}-7)`} aria-hidden />
      </Indicator>
    </UnstyledButton>
  );
  if (!detailsWanted) return renderButton();
  return (
    <LazyPartBoundary fallback={renderButton()}>
      <Suspense fallback={renderButton()}>
        <SyncStatusPopover status={status} offline={offline} renderButton={renderButton} />
      </Suspense>
    </LazyPartBoundary>
  );
}
