import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import type { DashboardReviewQueueEntry } from '../../../contract/dashboard.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import { DashboardSection } from './dashboard-section.tsx';
import { formatCount } from './format-figures.ts';
import classes from './plain-list.module.css';

/** The principal's review queue: who has evidence waiting, and the way through it one by one. */
export function AwaitingReviewSection({ queue }: { queue: readonly DashboardReviewQueueEntry[] }) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const waiting = queue.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <DashboardSection
      title={t`Awaiting my review`}
      description={
        queue.length > 0 && (
          <Plural
            value={waiting}
            one="# piece of evidence, new or resubmitted"
            other="# pieces of evidence, new or resubmitted"
          />
        )
      }
    >
      {queue.length === 0 ? (
        <Text fz="sm" c="dimmed">
          <Trans>Nothing awaits your review.</Trans>
        </Text>
      ) : (
        <Stack gap="sm">
          <Stack gap={6} component="ul" className={classes.plainList}>
            {queue.map((entry) => (
              <Group key={entry.userId} component="li" justify="space-between" gap="xs">
                <Anchor
                  component={Link}
                  to={`/review?userId=${encodeURIComponent(entry.userId)}`}
                  fz="sm"
                >
                  <bdi>{entry.fullName}</bdi>
                </Anchor>
                <Badge variant="light" color="gray">
                  {formatCount(entry.count, locale)}
                </Badge>
              </Group>
            ))}
          </Stack>
          <Button
            component={Link}
            to="/review"
            leftSection={<IconChecklist size={16} aria-hidden />}
          >
            <Trans>Review one by one</Trans>
          </Button>
        </Stack>
      )}
    </DashboardSection>
  );
}
