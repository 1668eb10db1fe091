import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

import type { Criterion } from '../../../contract/achievements.ts';
import { criterionName } from '../../entities/criteria/criterion-name.ts';
import { ReviewStatusBadge } from '../../entities/review-status/review-status-badge.tsx';
import { SyncStateBadge } from '../../entities/sync-status/sync-state-badge.tsx';
import { HijriDate } from '../../components/hijri-date.tsx';
import { formatDateTime } from '../../lib/format/format-date.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { useHistoryOverlay } from '../../lib/navigation/use-history-overlay.ts';

import type { AchievementFileMeta, AchievementRow } from './achievement-row.ts';
import classes from './achievement-card.module.css';
import { EvidenceFileChip } from './evidence-file-chip.tsx';
import { evidenceTypeLabel } from '../../entities/evidence-type/evidence-type-label.ts';
import { PhotoViewer } from './photo-viewer.tsx';
import { ReturnedNotice, ReviewHistory } from './review/review-history.tsx';
import { isViewablePhoto } from './use-evidence-thumbnail-url.ts';

export interface AchievementCardProps {
  row: AchievementRow;
  criteriaById: ReadonlyMap<string, Criterion>;
  /** Absent when read-only (a principal reading a teacher's evidence). */
  onEdit?: (row: AchievementRow) => void;
  onDelete?: (row: AchievementRow) => void;
  showSyncState?: boolean;
  /**
   * The principal's view: the review status always shows and `reviewActions` sit at the
   * bottom. The owner sees the status only once a principal has reviewed it.
   */
  reviewerView?: boolean;
  reviewActions?: (row: AchievementRow) => ReactNode;
}

export function AchievementCard({
  row,
  criteriaById,
  onEdit,
  onDelete,
  showSyncState = true,
  reviewerView = false,
  reviewActions,
}: AchievementCardProps) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  const duration = row.durationMinutes;
  const photos = row.files.filter(isViewablePhoto);
  const viewer = useHistoryOverlay();
  const reviews = row.reviews ?? [];
  const lastReview = reviews.at(-1);
  const reviewStatus = row.reviewStatus ?? 'pending';
  const [firstPhoto, setFirstPhoto] = useState(0);
  const view = (photo: AchievementFileMeta) => {
    setFirstPhoto(photos.indexOf(photo));
    viewer.open();
  };
  return (
    <Card withBorder padding="md" className={classes.card}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={600} className={classes.description}>
            {row.description}
          </Text>
          <Stack gap={4} align="flex-end" className={classes.badges}>
            {(reviewerView || reviews.length > 0) && (
              <ReviewStatusBadge status={reviewStatus} resubmitted={reviews.length > 0} />
            )}
            {showSyncState && <SyncStateBadge state={row.syncState} />}
          </Stack>
        </Group>
        {reviewStatus === 'returned' && lastReview && (
          <ReturnedNotice review={lastReview} ownView={!reviewerView} />
        )}
        <Text fz="sm" c="dimmed">
          {formatDateTime(row.eventStartAt, locale)} · <HijriDate value={row.eventStartAt} />
          <br />
          {t`${duration} min`}
          {row.location && ` · ${row.location}`}
        </Text>
        <Group gap={6}>
          <Badge variant="outline" size="sm">
            {i18n._(evidenceTypeLabel[row.evidenceType])}
          </Badge>
          {row.criterionIds.map((id) => {
            const criterion = criteriaById.get(id);
            return (
              <Badge key={id} variant="light" size="sm" className={classes.criterion}>
                {criterion ? criterionName(criterion, locale) : t`Unknown criterion`}
              </Badge>
            );
          })}
        </Group>
        {row.files.length > 0 && (
          <Group gap="xs">
            {row.files.map((file) => (
              <EvidenceFileChip
                key={file.id}
                file={file}
                onView={photos.includes(file) ? () => view(file) : undefined}
              />
            ))}
          </Group>
        )}
        {row.links.map((link) => (
          <Group key={link} gap={4} wrap="nowrap">
            <IconLink size={14} aria-hidden />
            <Anchor
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              fz="xs"
              dir="ltr"
              truncate
            >
              {link}
            </Anchor>
          </Group>
        ))}
        {reviews.length > 0 && <ReviewHistory reviews={reviews} />}
        {reviewActions?.(row)}
        {(onEdit || onDelete) && (
          <Group gap="xs" justify="flex-end">
            {onEdit && (
              <Button size="xs" variant="light" onClick={() => onEdit(row)}>
                <Trans>Edit</Trans>
              </Button>
            )}
            {onDelete && (
              <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(row)}>
                <Trans>Delete</Trans>
              </Button>
            )}
          </Group>
        )}
      </Stack>
      {photos.length > 0 && (
        <PhotoViewer
          photos={photos}
          startIndex={firstPhoto}
          opened={viewer.opened}
          onClose={viewer.close}
        />
      )}
    </Card>
  );
}
