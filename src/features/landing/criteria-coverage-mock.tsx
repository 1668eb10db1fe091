import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Group, Progress, Stack, Text } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import tone from './text-tone.module.css';

interface CoverageRow {
  criterion: MessageDescriptor;
  evidenceCount: number;
}

const rows: readonly CoverageRow[] = [
  { criterion: msg`Performing job duties`, evidenceCount: 5 },
  { criterion: msg`Interaction with parents`, evidenceCount: 3 },
  { criterion: msg`Diversifying teaching strategies`, evidenceCount: 7 },
  { criterion: msg`Classroom management`, evidenceCount: 2 },
  { criterion: msg`Diversifying assessment methods`, evidenceCount: 0 },
];

const fullCoverageCount = 6;

/** Illustrative: how many evidence items back each criterion. */
export function CriteriaCoverageMock() {
  const { i18n } = useLingui();
  return (
    <Stack gap="sm">
      <Text fw={700}>
        <Trans>Criteria coverage</Trans>
      </Text>
      {rows.map(({ criterion, evidenceCount }) => (
        <Stack key={criterion.id} gap={4}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text size="xs" fw={500}>
              {i18n._(criterion)}
            </Text>
            <Text
              size="xs"
              className={evidenceCount === 0 ? tone.warning : tone.muted}
              style={{ flexShrink: 0 }}
            >
              <Plural value={evidenceCount} _0="No evidence yet" one="# item" other="# items" />
            </Text>
          </Group>
          <Progress
            size="sm"
            value={Math.min(100, (evidenceCount / fullCoverageCount) * 100)}
            color={evidenceCount === 0 ? 'red' : undefined}
          />
        </Stack>
      ))}
    </Stack>
  );
}
