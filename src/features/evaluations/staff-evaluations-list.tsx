import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from 'react-router-dom';

import { evaluationsTable } from '../../entities/evaluation/evaluation-row.ts';
import { useServerData } from '../../lib/api/use-server-data.ts';
import { useUserDb } from '../../lib/session/use-user-db.ts';

import { evaluationStatusColor, evaluationStatusLabel } from './evaluation-labels.ts';
import { EvaluationResultsDownloadButton } from './evaluation-results-download-button.tsx';
import { fetchStaff } from './evaluations-api.ts';

/**
 * The principal's staff, each with their evaluation's state this school year, and the year's
 * results to download as a spreadsheet.
 */
export function StaffEvaluationsList({
  schoolYear,
  viewerId,
}: {
  schoolYear: string;
  viewerId: string;
}) {
  const { i18n } = useLingui();
  const db = useUserDb();
  const staff = useServerData('evaluation-staff', fetchStaff);
  const forms = useLiveQuery(
    () =>
      evaluationsTable(db)
        .filter((row) => row.schoolYear === schoolYear && row.side === 'principal')
        .toArray(),
    [db, schoolYear],
  );
  const members =
    staff.status === 'loaded' ? staff.data.filter((member) => member.userId !== viewerId) : [];
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Title order={2} fz="h4">
          <Trans>Staff evaluations</Trans>
        </Title>
        <EvaluationResultsDownloadButton schoolYear={schoolYear} />
        {staff.status === 'failed' && (
          <Text fz="sm" c="dimmed">
            <Trans>The staff list shows when the server can be reached.</Trans>
          </Text>
        )}
        {members.map((member) => {
          const form = forms?.find((row) => row.evaluateeId === member.userId);
          return (
            <Group key={member.userId} justify="space-between" wrap="nowrap" gap="xs">
              <Anchor
                component={Link}
                to={`/evaluations/user/${encodeURIComponent(member.userId)}?year=${schoolYear}`}
              >
                <Text span dir="auto">
                  {member.fullName}
                </Text>
              </Anchor>
              {form ? (
                <Badge color={evaluationStatusColor[form.status]} variant="light">
                  {i18n._(evaluationStatusLabel[form.status])}
                </Badge>
              ) : (
                <Badge color="gray" variant="outline">
                  <Trans>Not started</Trans>
                </Badge>
              )}
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
