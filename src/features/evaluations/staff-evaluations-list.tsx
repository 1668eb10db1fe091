import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Anchor, Badge, Card, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useLiveQuery } from '../../lib/live-data/use-live-query.ts';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { EscapableMenu } from '../../components/escapable-menu/escapable-menu.tsx';
import { principalFormsOfYear } from '../../entities/evaluation/principal-forms-of-year.ts';
import { useServerData } from '../../lib/api/use-server-data.ts';
import { useUserDb } from '../../lib/session/use-user-db.ts';

import { evaluationStatusColor, evaluationStatusLabel } from './evaluation-labels.ts';
import { EvaluationResultsDownloadButton } from './evaluation-results-download-button.tsx';
import { fetchExemptionReasons, fetchExemptions } from './evaluation-season-api.ts';
import { fetchStaff } from './evaluations-api.ts';
import { FarisSheetsDownloadButton } from './faris-sheets-download-button.tsx';
import { ExemptionModal } from './exemption-modal.tsx';
import { NotEvaluatedList } from './not-evaluated-list.tsx';

interface Member {
  userId: string;
  fullName: string;
}

/**
 * The principal's staff, each with their evaluation's state this school year, the ones not
 * evaluated this year apart (issue 33, item 8), and the year's results to download.
 */
export function StaffEvaluationsList({
  schoolYear,
  viewerId,
}: {
  schoolYear: string;
  viewerId: string;
}) {
  const { t, i18n } = useLingui();
  const db = useUserDb();
  const staff = useServerData('evaluation-staff', fetchStaff);
  const exemptions = useServerData(`evaluation-exemptions-${schoolYear}`, (signal) =>
    fetchExemptions(schoolYear, signal),
  );
  const reasons = useServerData('evaluation-exemption-reasons', fetchExemptionReasons);
  const [exempting, setExempting] = useState<Member | null>(null);
  const forms = useLiveQuery(() => principalFormsOfYear(db, schoolYear), [db, schoolYear]);
  const exempt = exemptions.status === 'loaded' ? exemptions.data : [];
  const isExempt = (member: Member) => exempt.some((entry) => entry.userId === member.userId);
  const members =
    staff.status === 'loaded' ? staff.data.filter((member) => member.userId !== viewerId) : [];
  const evaluated = members.filter((member) => !isExempt(member));
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Title order={2} fz="h4">
          <Trans>Staff evaluations</Trans>
        </Title>
        <FarisSheetsDownloadButton schoolYear={schoolYear} />
        <EvaluationResultsDownloadButton schoolYear={schoolYear} />
        {staff.status === 'failed' && (
          <Text fz="sm" c="dimmed">
            <Trans>The staff list shows when the server can be reached.</Trans>
          </Text>
        )}
        {evaluated.map((member) => {
          const form = forms?.find((row) => row.evaluateeId === member.userId);
          const name = member.fullName;
          return (
            <Group key={member.userId} justify="space-between" wrap="nowrap" gap="xs">
              <Anchor
                component={Link}
                to={`/evaluations/user/${encodeURIComponent(member.userId)}?year=${schoolYear}`}
              >
                <Text span dir="auto">
                  {name}
                </Text>
              </Anchor>
              <Group gap={4} wrap="nowrap">
                {form ? (
                  <Badge color={evaluationStatusColor[form.status]} variant="light">
                    {i18n._(evaluationStatusLabel[form.status])}
                  </Badge>
                ) : (
                  <Badge color="gray" variant="outline">
                    <Trans>Not started</Trans>
                  </Badge>
                )}
                {(!form || form.status === 'draft') && reasons.status === 'loaded' && (
                  <EscapableMenu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon variant="subtle" color="gray" aria-label={t`More for ${name}`}>
                        <IconDots size={18} aria-hidden />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item onClick={() => setExempting(member)}>
                        <Trans>Not evaluated this year…</Trans>
                      </Menu.Item>
                    </Menu.Dropdown>
                  </EscapableMenu>
                )}
              </Group>
            </Group>
          );
        })}
        {reasons.status === 'loaded' && (
          <NotEvaluatedList
            schoolYear={schoolYear}
            members={members.filter(isExempt)}
            exemptions={exempt}
            reasons={reasons.data}
            onChanged={exemptions.reload}
          />
        )}
      </Stack>
      <ExemptionModal
        member={exempting}
        schoolYear={schoolYear}
        reasons={reasons.status === 'loaded' ? reasons.data : []}
        onClose={() => setExempting(null)}
        onSaved={() => {
          setExempting(null);
          exemptions.reload();
        }}
      />
    </Card>
  );
}
