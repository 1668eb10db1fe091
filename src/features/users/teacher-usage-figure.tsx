import { Trans } from '@lingui/react/macro';
import { Group, Paper, Progress, Stack, Text } from '@mantine/core';

import { useServerData } from '../../lib/api/use-server-data.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { numberFormat } from '../../lib/format/intl-formatters.ts';

import { fetchTeacherUsage } from './users-api.ts';

/** "Seats used / limit" of the school's plan: every staff member but its payer; open invitations hold seats too. */
export function TeacherUsageFigure({ refreshKey }: { refreshKey: number }) {
  const { locale } = useLocale();
  const answer = useServerData('teacher-usage', fetchTeacherUsage, {
    revision: refreshKey,
  });
  if (answer.status !== 'loaded') return null;
  const usage = answer.data;

  const number = numberFormat(locale);
  const used = number.format(usage.activeTeachers);
  const pending = number.format(usage.pendingInvitations);
  const taken = usage.activeTeachers + usage.pendingInvitations;
  const limit = usage.teacherLimit;
  const percent = limit ? Math.min(100, (taken / limit) * 100) : 100;

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>
            {limit === null ? (
              <Trans>Staff: {used} (no active school subscription)</Trans>
            ) : (
              <Trans>
                Seats used: {used} of {number.format(limit)}
              </Trans>
            )}
          </Text>
          <Text c="dimmed" fz="sm">
            <Trans>Pending invitations: {pending}</Trans>
          </Text>
        </Group>
        <Progress
          value={percent}
          color={limit !== null && taken < limit ? 'teal' : 'red'}
          aria-hidden
        />
      </Stack>
    </Paper>
  );
}
