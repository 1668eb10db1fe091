import { Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Button,
  Container,
  Group,
  Loader,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconChecks, IconPlayerTrackNext } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { EmptyState } from '../../../components/empty-state.tsx';
import { OfflineCopyNote } from '../../../components/offline-copy-note.tsx';
import { useAllCriteria } from '../../../entities/criteria/use-criteria.ts';
import { useServerDataRequest } from '../../../lib/api/use-server-data-request.ts';
import { dataInView } from '../../../lib/api/use-server-data.ts';
import { numberFormat } from '../../../lib/format/intl-formatters.ts';
import { useLocale } from '../../../lib/i18n/use-locale.ts';

import { AchievementCard } from '../achievement-card.tsx';
import { rowFromServer } from '../row-from-server.ts';
import { ReviewDecisionForm } from './review-decision-form.tsx';
import { reviewQueueOwnerOf, reviewQueueRequest } from './review-queue-request.ts';
import type { ReviewCursor } from './reviews-api.ts';

/**
 * The principal's review queue, one piece of evidence at a time (a phone's screen): the oldest
 * change first, the school's or one staff member's (`?userId=`). Skipped evidence stays
 * awaiting review for the next visit.
 */
export default function ReviewWalkPage() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const [searchParams] = useSearchParams();
  const userId = reviewQueueOwnerOf(searchParams);
  // The queue mixes staff of every job model: any set's criterion is named.
  const criteria = useAllCriteria();
  // Skipped evidence stays behind the cursor; each answer is a page from there on.
  const [cursor, setCursor] = useState<ReviewCursor | null>(null);
  const queue = useServerDataRequest(reviewQueueRequest(userId, cursor));
  // Decided or skipped on this visit; what the server still lists is what remains.
  const [passed, setPassed] = useState<ReadonlySet<string>>(new Set());
  const [decided, setDecided] = useState(0);
  const criteriaById = useMemo(
    () => new Map((criteria ?? []).map((criterion) => [criterion.id, criterion])),
    [criteria],
  );

  const page = dataInView(queue);
  const listed = page?.items ?? [];
  const remaining = listed.filter((entry) => !passed.has(entry.id));
  const current = remaining[0];
  const remainingCount = (page?.count ?? 0) - (listed.length - remaining.length);
  const queued = decided + remainingCount;
  const number = numberFormat(locale);
  const position = number.format(decided + 1);
  const total = number.format(queued);
  const ownerName = current?.ownerName ?? '';
  const pass = (id: string) => setPassed((before) => new Set(before).add(id));

  return (
    <Container size="sm" py="xl" px="sm">
      <Stack gap="md">
        <Title order={1}>
          <Trans>Awaiting my review</Trans>
        </Title>
        {((queue.status === 'loading' && !current) || criteria === undefined) && <Loader />}
        {queue.status === 'failed' && (
          <Text c="dimmed">
            <Trans>The review queue needs a connection. Check it and try again.</Trans>
          </Text>
        )}
        <OfflineCopyNote state={queue} />
        {queue.status === 'loaded' && criteria !== undefined && !current && (
          <EmptyState
            icon={<IconChecks size={28} />}
            title={<Trans>Nothing awaits your review</Trans>}
            action={
              <Button component={Link} to="/dashboard" variant="light">
                <Trans>Back to the dashboard</Trans>
              </Button>
            }
          >
            <Trans>New and resubmitted evidence from your staff appears here.</Trans>
          </EmptyState>
        )}
        {current && criteria !== undefined && (
          <>
            <Stack gap={4}>
              <Group justify="space-between" gap="xs">
                <Text fw={600}>
                  <bdi>{ownerName}</bdi>
                </Text>
                <Text fz="sm" c="dimmed">
                  {t`${position} of ${total}`}
                </Text>
              </Group>
              <Progress
                value={queued > 0 ? (decided / queued) * 100 : 0}
                size="sm"
                aria-label={t`Reviewed on this visit`}
              />
            </Stack>
            <AchievementCard
              key={`${current.id} ${current.version}`}
              row={rowFromServer(current)}
              criteriaById={criteriaById}
              showSyncState={false}
              reviewerView
              reviewActions={() => (
                <ReviewDecisionForm
                  achievementId={current.id}
                  version={current.version}
                  onSettled={(outcome) => {
                    if (outcome === 'decided') {
                      pass(current.id);
                      setDecided((count) => count + 1);
                    }
                    queue.reload();
                  }}
                />
              )}
            />
            <Group justify="space-between">
              <Anchor component={Link} to={`/achievements?userId=${current.ownerId}`} fz="sm">
                <Trans>
                  All evidence of <bdi>{ownerName}</bdi>
                </Trans>
              </Anchor>
              {remainingCount > 1 && (
                <Button
                  variant="subtle"
                  size="xs"
                  rightSection={<IconPlayerTrackNext size={14} aria-hidden />}
                  onClick={() => {
                    pass(current.id);
                    setCursor({ updatedAt: current.updatedAt, id: current.id });
                  }}
                >
                  <Trans>Skip for now</Trans>
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
    </Container>
  );
}
