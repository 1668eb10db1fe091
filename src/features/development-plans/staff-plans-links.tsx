import { Trans } from '@lingui/react/macro';
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';

import type { StaffCoverage } from '../../../contract/achievements.ts';

import { fetchStaff } from './plans-api.ts';

/** The principal's staff, each opening their development plans. Needs the connection. */
export function StaffPlansLinks() {
  const [staff, setStaff] = useState<StaffCoverage[] | null>(null);
  useEffect(() => {
    let live = true;
    fetchStaff().then(
      (rows) => live && setStaff(rows),
      () => live && setStaff([]),
    );
    return () => {
      live = false;
    };
  }, []);
  if (!staff || staff.length === 0) return null;
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
            <Text span>{member.fullName}</Text>
          </Anchor>
        ))}
      </Stack>
    </Card>
  );
}
