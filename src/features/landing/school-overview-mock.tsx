import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Group, Progress, Stack, Text } from '@mantine/core';

import mock from './mock-surface.module.css';
import tone from './text-tone.module.css';
import { WrappingBadge } from './wrapping-badge.tsx';

interface StaffRow {
  key: string;
  name: MessageDescriptor;
  criteriaCovered: number;
  planStatus: 'active' | 'draft';
}

const criteriaTotal = 11;

const staff: readonly StaffRow[] = [
  { key: 'khalid', name: msg`Khalid Al-Shehri`, criteriaCovered: 10, planStatus: 'active' },
  { key: 'faisal', name: msg`Faisal Al-Dosari`, criteriaCovered: 7, planStatus: 'active' },
  { key: 'majed', name: msg`Majed Al-Zahrani`, criteriaCovered: 4, planStatus: 'draft' },
];

/** Illustrative: a principal following the staff of a boys' intermediate school. */
export function SchoolOverviewMock() {
  const { i18n } = useLingui();

  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text fw={700}>
          <Trans>Staff coverage</Trans>
        </Text>
        <Text size="xs" className={tone.muted}>
          <Trans>Al-Yasmin Intermediate School</Trans>
        </Text>
        <WrappingBadge variant="light">
          <Trans>18 of 25 teachers</Trans>
        </WrappingBadge>
      </Stack>
      {staff.map(({ key, name, criteriaCovered, planStatus }) => (
        <div key={key} className={mock.itemRow}>
          <Avatar size={32} radius="xl" variant="light">
            {i18n._(name).charAt(0)}
          </Avatar>
          <Stack gap={4} className={mock.grow}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={600}>
                {i18n._(name)}
              </Text>
              <WrappingBadge
                size="xs"
                variant="light"
                color={planStatus === 'active' ? 'green' : 'gray'}
              >
                {planStatus === 'active' ? <Trans>Active plan</Trans> : <Trans>Draft plan</Trans>}
              </WrappingBadge>
            </Group>
            <Progress size="sm" value={(criteriaCovered / criteriaTotal) * 100} />
            <Text size="xs" className={tone.muted}>
              <Trans>
                {criteriaCovered} of{' '}
                <Plural
                  value={criteriaTotal}
                  one="# criterion covered"
                  other="# criteria covered"
                />
              </Trans>
            </Text>
          </Stack>
        </div>
      ))}
    </Stack>
  );
}
