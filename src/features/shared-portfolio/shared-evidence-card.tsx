import { useLingui } from '@lingui/react/macro';
import { Anchor, Card, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';

import type { SharedEvidence } from '../../../contract/portfolio-shares.ts';
import { evidenceTypeLabel } from '../../entities/evidence-type/evidence-type-label.ts';
import { formatLongDate } from '../../lib/format/format-date.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import { sharedThumbnailUrl } from './shared-portfolio-api.ts';

/** One piece of evidence, read-only: its words, date, place, links and photos (tap to enlarge). */
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
  return (
    <Card withBorder radius="md" padding="sm" data-testid="shared-evidence">
      <Stack gap={6}>
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
        {evidence.otherFileNames.length > 0 && (
          <Text fz="sm" c="dimmed">
            {t`Files:`} <bdi>{evidence.otherFileNames.join('، ')}</bdi>
          </Text>
        )}
      </Stack>
    </Card>
  );
}
