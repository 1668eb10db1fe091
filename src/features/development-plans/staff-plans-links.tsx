import { Trans } from '@lingui/react/macro';
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

import { useServerData } from '../../lib/api/use-server-data.ts';

import { fetchStaff } from './plans-api.ts';

/** The principal's staff, each opening their development plans. Needs the connection. */
export function StaffPlansLinks() {
  const answer = useServerData('staff-plans-links', fetchStaff);
  const staff = answer.status === 'loaded' ? answer.data : [];
  if (staff.length === 0) return null;
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Title order={2} fz="h4">
          <Trans>Staff plans</Trans>
        </Title>
        {staff.map((member) => (
          <Anchor
            key={member.userId}
            component={Link}
            to={`/development-plans/user/${member.userId}`}
          >
            <Text span dir="auto">
              {member.fullName}
            </Text>
          </Anchor>
        ))}
      </Stack>
    </Card>
  );
}
