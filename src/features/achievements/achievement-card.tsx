import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { lazy, memo, Suspense, useState, type ReactNode } from 'react';

import type { Criterion } from '../../../contract/achievements.ts';
import { isPlayableMedia } from '../../../contract/evidence-media.ts';
import { criterionName } from '../../entities/criteria/criterion-name.ts';
import { ReviewStatusBadge } from '../../entities/review-status/review-status-badge.tsx';
import { SyncStateBadge } from '../../entities/sync-status/sync-state-badge.tsx';
import { LazyPartBoundary } from '../../components/lazy-part-boundary/lazy-part-boundary.tsx';
import { ClampedText } from '../../components/limited-text/clamped-text.tsx';
import { MountWhenFirstOpened } from '../../components/mount-when-first-opened/mount-when-first-opened.tsx';
import { PlainBadge } from '../../components/plain-badge/plain-badge.tsx';
import { PlainButton } from '../../components/plain-button/plain-button.tsx';
import { formatDateTime, formatHijriDate } from '../../lib/format/format-date.ts';
import { withCatalogs } from '../../lib/i18n/i18n.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { useHistoryOverlay } from '../../lib/navigation/use-history-overlay.ts';

import type { AchievementFileMeta, AchievementRow } from './achievement-row.ts';
import classes from './achievement-card.module.css';
import { EvidenceFileChip } from './evidence-file-chip.tsx';
import { evidenceTypeLabel } from '../../entities/evidence-type/evidence-type-label.ts';
import { ReturnedNotice, ReviewHistory } from './review/review-history.tsx';
import { isViewablePhoto } from './use-evidence-thumbnail-url.ts';

// A list of many cards loads the player and the photo viewer only for a card that needs them:
// the player when a card has audio or video, the viewer when a photo is first opened.
const EvidenceMediaPlayer = lazy(
  withCatalogs(['achievements', 'components', 'entities'], async () => ({
    default: (await import('./evidence-media-player.tsx')).EvidenceMediaPlayer,
  })),
);
const PhotoViewer = lazy(
  withCatalogs(['achievements', 'components', 'entities'], async () => ({
    default: (await import('./photo-viewer.tsx')).PhotoViewer,
  })),
);

/** The card's element id, which the list scrolls to. */
export function achievementCardId(id: string): string {
  return `achievement-${id}`;
}

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
  /** The achievement a notification opened: outlined, and scrolled to by the list. */
  highlighted?: boolean;
}

/**
 * Memoised: a keystroke in the search draws the list again with the rows it had until the
 * new ones are read, and the cards of those rows need not be drawn again.
 */
export const AchievementCard = memo(function AchievementCard({
  row,
  criteriaById,
  onEdit,
  onDelete,
  showSyncState = true,
  reviewerView = false,
  reviewActions,
  highlighted = false,
}: AchievementCardProps) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  const duration = row.durationMinutes;
  const photos = row.files.filter(isViewablePhoto);
  const playable = row.files.filter((file) => isPlayableMedia(file.mimeType));
  const chipped = row.files.filter((file) => !playable.includes(file));
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
    <Card
      withBorder
      padding="md"
      className={classes.card}
      id={achievementCardId(row.id)}
      data-highlighted={highlighted || undefined}
    >
      {/* Plain elements laid out by the CSS module: a long list draws many cards. */}
      <div className={classes.body}>
        <div className={classes.head}>
          <div className={classes.description}>
            <ClampedText bold className={classes.descriptionText}>
              {row.description}
            </ClampedText>
          </div>
          <div className={classes.badges}>
            {(reviewerView || reviews.length > 0) && (
              <ReviewStatusBadge status={reviewStatus} resubmitted={reviews.length > 0} />
            )}
            {showSyncState && <SyncStateBadge state={row.syncState} />}
          </div>
        </div>
        {reviewStatus === 'returned' && lastReview && (
          <ReturnedNotice review={lastReview} ownView={!reviewerView} />
        )}
        <p className={classes.when}>
          {formatDateTime(row.eventStartAt, locale)} ·{' '}
          <span className={classes.hijri}>
            <bdi>{formatHijriDate(row.eventStartAt, locale)}</bdi>
          </span>
          <br />
          {t({ message: plural(duration, { one: '# min', other: '# min' }) })}
          {row.location && ` · ${row.location}`}
        </p>
        <div className={classes.tags}>
          <PlainBadge variant="outline">{i18n._(evidenceTypeLabel[row.evidenceType])}</PlainBadge>
          {row.criterionIds.map((id) => {
            const criterion = criteriaById.get(id);
            return (
              <PlainBadge key={id} className={classes.criterion}>
                {criterion ? criterionName(criterion, locale) : t`Unknown criterion`}
              </PlainBadge>
            );
          })}
        </div>
        {playable.length > 0 && (
          <LazyPartBoundary>
            <Suspense fallback={null}>
              {playable.map((file) => (
                <EvidenceMediaPlayer key={file.id} file={file} />
              ))}
            </Suspense>
          </LazyPartBoundary>
        )}
        {chipped.length > 0 && (
          <div className={classes.files}>
            {chipped.map((file) => (
              <EvidenceFileChip
                key={file.id}
                file={file}
                onView={photos.includes(file) ? () => view(file) : undefined}
              />
            ))}
          </div>
        )}
        {row.links.map((link) => (
          <div key={link} className={classes.link}>
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
          </div>
        ))}
        {reviews.length > 0 && <ReviewHistory reviews={reviews} />}
        {reviewActions?.(row)}
        {(onEdit || onDelete) && (
          <div className={classes.actions}>
            {onEdit && (
              <PlainButton onClick={() => onEdit(row)}>
                <Trans>Edit</Trans>
              </PlainButton>
            )}
            {onDelete && (
              <PlainButton variant="subtle" color="red" onClick={() => onDelete(row)}>
                <Trans>Delete</Trans>
              </PlainButton>
            )}
          </div>
        )}
      </div>
      {photos.length > 0 && (
        <MountWhenFirstOpened opened={viewer.opened}>
          {(opened) => (
            <PhotoViewer
              photos={photos}
              startIndex={firstPhoto}
              opened={opened}
              onClose={viewer.close}
            />
          )}
        </MountWhenFirstOpened>
      )}
    </Card>
  );
});
