import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';

import type { CriteriaSet } from '../../../contract/job-models.ts';
import { criterionName } from '../../entities/criteria/criterion-name.ts';
import { jobModelLabel } from '../../entities/job-model/job-model-label.ts';
import { useServerData } from '../../lib/api/use-server-data.ts';
import { numberFormat } from '../../lib/format/intl-formatters.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import { fetchCriteriaSets } from './admin-api.ts';
import { CriteriaSetModal } from './criteria-set-modal.tsx';

/**
 * Each job model's criteria set for the super admin (issue 33, item 7): names in both
 * languages and weights summing to 100; a model without a set is scored on the teacher's.
 */
export function CriteriaSetsAdmin() {
  const { i18n } = useLingui();
  const { locale } = useLocale();
  const sets = useServerData('criteria-sets', fetchCriteriaSets);
  const [editing, setEditing] = useState<CriteriaSet | null>(null);
  if (sets.status === 'failed') {
    return (
      <Text c="dimmed">
        <Trans>The criteria sets show when the server can be reached.</Trans>
      </Text>
    );
  }
  if (sets.status !== 'loaded') return <Loader />;
  const teacherSet = sets.data.find((set) => set.jobModel === 'teacher');
  return (
    <Stack gap="md">
      {sets.data.map((set) => {
        const label = i18n._(jobModelLabel[set.jobModel]);
        return (
          <Card key={set.jobModel} withBorder padding="md">
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Title order={2} fz="h4">
                  {label}
                </Title>
                <Button variant="light" size="compact-sm" onClick={() => setEditing(set)}>
                  {set.criteria.length > 0 ? <Trans>Edit</Trans> : <Trans>Create the set</Trans>}
                </Button>
              </Group>
              {set.criteria.length === 0 ? (
                <Text fz="sm" c="dimmed">
                  <Trans>No set yet: members are scored on the teacher’s set.</Trans>
                </Text>
              ) : (
                <List spacing={2} fz="sm">
                  {set.criteria.map((criterion) => (
                    <List.Item key={criterion.id}>
                      <bdi>{criterionName(criterion, locale)}</bdi> ·{' '}
                      {numberFormat(locale).format(criterion.weight)}
                    </List.Item>
                  ))}
                </List>
              )}
            </Stack>
          </Card>
        );
      })}
      <CriteriaSetModal
        key={editing?.jobModel ?? 'closed'}
        set={editing}
        teacherSet={teacherSet}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          sets.reload();
        }}
      />
    </Stack>
  );
}
