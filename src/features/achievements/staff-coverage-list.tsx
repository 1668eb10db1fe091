import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Card, Loader, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

import { TableHeader } from '../../components/table-header.tsx';
import { useServerData } from '../../lib/api/use-server-data.ts';

import { fetchStaffCoverage } from './achievements-api.ts';

/** For the principal: each staff member's coverage, opening their achievements read-only. */
export function StaffCoverageList() {
  const { t } = useLingui();
  const staff = useServerData('staff-coverage', fetchStaffCoverage);
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          <Trans>Staff coverage</Trans>
        </Title>
        {staff.status === 'loading' && <Loader size="sm" />}
        {staff.status === 'failed' && (
          <Text c="dimmed" fz="sm">
            <Trans>The staff list needs a connection.</Trans>
          </Text>
        )}
        {staff.status === 'loaded' && (
          <Table.ScrollContainer minWidth={320}>
            <Table>
              <TableHeader
                titles={[
                  <Trans>Name</Trans>,
                  <Trans>Evidence</Trans>,
                  <Trans>Criteria covered</Trans>,
                ]}
              />
              <Table.Tbody>
                {staff.data.map((member) => {
                  const { coveredCriteria: covered, totalCriteria: total, fullName: name } = member;
                  const { awaitingReview } = member;
                  return (
                    <Table.Tr key={member.userId}>
                      <Table.Td>
                        <Anchor component={Link} to={`/achievements?userId=${member.userId}`}>
                          <bdi>{member.fullName}</bdi>
                        </Anchor>
                        {member.awaitingReview > 0 && (
                          <Badge
                            component={Link}
                            to={`/review?userId=${member.userId}`}
                            variant="light"
                            color="gray"
                            size="sm"
                            ms={6}
                            style={{ cursor: 'pointer' }}
                          >
                            {t({
                              message: plural(awaitingReview, {
                                one: '# to review',
                                other: '# to review',
                              }),
                            })}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>{member.achievementCount}</Table.Td>
                      <Table.Td>
                        <Text fz="xs">{t`${covered} of ${total}`}</Text>
                        <Progress
                          value={total > 0 ? (covered / total) * 100 : 0}
                          size="sm"
                          aria-label={t`Criteria covered by ${name}`}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
