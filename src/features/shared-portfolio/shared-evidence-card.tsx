import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconDownload, IconPaperclip } from '@tabler/icons-react';

import { isPlayableMedia } from '../../../contract/evidence-media.ts';
import type { SharedEvidence } from '../../../contract/portfolio-shares.ts';
import { MediaPlayer } from '../../components/media-player/media-player.tsx';
import { evidenceTypeLabel } from '../../entities/evidence-type/evidence-type-label.ts';
import { ReviewStatusBadge } from '../../entities/review-status/review-status-badge.tsx';
import { formatLongDate } from '../../lib/format/format-date.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import { sharedFileUrl, sharedThumbnailUrl } from './shared-portfolio-api.ts';

/**
 * One piece of evidence, read-only: where it stands with the principal, its words, date, place,
 * links, photos (tap to enlarge) and documents or videos to open.
 */
export function SharedEvidenceCard({
  evidence,
  token,
  onOpenPhoto,
}: {
  evidence: SharedEvidence;
  token: string;
  onOpenPhoto: (src: string) => void;
}) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  const date = formatLongDate(evidence.eventStartAt, locale);
  const type = i18n._(evidenceTypeLabel[evidence.evidenceType]);
  const { review } = evidence;
  const reviewer = review.reviewerName;
  const reviewedOn = review.reviewedAt && formatLongDate(review.reviewedAt, locale);
  return (
    <Card withBorder radius="md" padding="sm" data-testid="shared-evidence">
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <ReviewStatusBadge status={review.status} />
          {reviewer && reviewedOn && (
            <Text fz="xs" c="dimmed">
              <Trans>
                by <bdi>{reviewer}</bdi> on {reviewedOn}
              </Trans>
            </Text>
          )}
        </Group>
        <Text style={{ whiteSpace: 'pre-line' }}>
          <bdi>{evidence.description}</bdi>
        </Text>
        <Text fz="sm" c="dimmed">
          {date} · {type}
          {evidence.location && (
            <>
              {' · '}
              <bdi>{evidence.location}</bdi>
            </>
          )}
        </Text>
        {evidence.photoIds.length > 0 && (
          <Group gap="xs">
            {evidence.photoIds.map((id) => {
              const src = sharedThumbnailUrl(token, id);
              return (
                <UnstyledButton
                  key={id}
                  onClick={() => onOpenPhoto(src)}
                  aria-label={t`Enlarge photo`}
                >
                  <Image src={src} alt="" w={96} h={96} radius="sm" fit="cover" loading="lazy" />
                </UnstyledButton>
              );
            })}
          </Group>
        )}
        {evidence.links.map((link) => (
          <Anchor
            key={link}
            href={link}
            target="_blank"
            rel="noopener noreferrer nofollow"
            fz="sm"
            dir="ltr"
            style={{ overflowWrap: 'anywhere' }}
          >
            {link}
          </Anchor>
        ))}
        {evidence.otherFiles.map((file) => (
          <Stack key={file.id} gap={4}>
            {/* The file route honours ranges: a video plays and seeks as it streams. */}
            {isPlayableMedia(file.mimeType) && (
              <MediaPlayer
                src={sharedFileUrl(token, file.id)}
                mimeType={file.mimeType}
                label={
                  file.mimeType.startsWith('audio/')
                    ? t`Audio: ${file.name}`
                    : t`Video: ${file.name}`
                }
              />
            )}
            <Anchor
              href={sharedFileUrl(token, file.id)}
              download
              fz="sm"
              style={{ overflowWrap: 'anywhere' }}
            >
              <Group gap={4} wrap="nowrap" component="span">
                {isPlayableMedia(file.mimeType) ? (
                  <IconDownload size={14} aria-hidden style={{ flexShrink: 0 }} />
                ) : (
                  <IconPaperclip size={14} aria-hidden style={{ flexShrink: 0 }} />
                )}
                <bdi>{file.name}</bdi>
              </Group>
            </Anchor>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
