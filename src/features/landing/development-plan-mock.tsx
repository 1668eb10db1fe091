import { Trans } from '@lingui/react/macro';
import { Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheckFilled, IconProgress } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import mock from './mock-surface.module.css';
import tone from './text-tone.module.css';

interface Goal {
  key: string;
  statement: ReactNode;
  done: boolean;
}

/** Illustrative: an active plan with its goals and the principal's feedback. */
export function DevelopmentPlanMock() {
  const goals: Goal[] = [
    { key: 'exit-tickets', statement: <Trans>Use exit tickets in every lesson</Trans>, done: true },
    {
      key: 'rubric',
      statement: <Trans>Share an assessment rubric with colleagues</Trans>,
      done: true,
    },
    {
      key: 'analysis',
      statement: <Trans>Analyse unit test results by skill</Trans>,
      done: false,
    },
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" align="flex-start">
        <Stack gap={0} className={mock.grow}>
          <Text fw={700}>
            <Trans>Strengthening formative assessment</Trans>
          </Text>
          <Text size="xs" className={tone.muted}>
            <Trans>First term plan</Trans>
          </Text>
        </Stack>
        <Badge color="green" variant="light">
          <Trans>Active</Trans>
        </Badge>
      </Group>
      <Stack gap={6}>
        {goals.map(({ key, statement, done }) => (
          <div key={key} className={mock.itemRow}>
            <ThemeIcon
              size={20}
              radius="xl"
              variant={done ? 'light' : 'transparent'}
              color={done ? 'green' : 'orange'}
            >
              {done ? <IconCircleCheckFilled size={16} /> : <IconProgress size={16} />}
            </ThemeIcon>
            <Text size="sm" className={mock.grow}>
              {statement}
            </Text>
          </div>
        ))}
      </Stack>
      <Paper withBorder radius="md" p="sm" className={mock.note}>
        <Group justify="space-between" gap="xs" mb={4}>
          <Text size="xs" fw={700}>
            <Trans>Principal&apos;s feedback</Trans>
          </Text>
          <Badge size="sm" variant="light">
            <Trans>Grade: Excellent</Trans>
          </Badge>
        </Group>
        <Text size="xs">
          <Trans>
            Clear progress this term. Please present your rubric at the next staff meeting.
          </Trans>
        </Text>
      </Paper>
    </Stack>
  );
}
