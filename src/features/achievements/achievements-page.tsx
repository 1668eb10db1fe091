import { Container, Loader, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';

import { useOwnCriteria } from '../../entities/criteria/use-criteria.ts';
import { useSession } from '../../lib/session/session-store.ts';

import classes from '../../components/print-page.module.css';
import { OwnAchievements } from './own-achievements.tsx';
import { StaffAchievements } from './staff-achievements.tsx';
import { StaffCoverageList } from './staff-coverage-list.tsx';

const readersOfStaff = ['org_admin', 'super_admin'];

export default function AchievementsPage() {
  const session = useSession();
  const criteria = useOwnCriteria();
  const [searchParams] = useSearchParams();
  const role = session?.user.role ?? '';
  const staffUserId = readersOfStaff.includes(role) ? searchParams.get('userId') : null;
  const staffList = role === 'org_admin' && (
    <div className={classes.screen}>
      <StaffCoverageList />
    </div>
  );
  // "Open staff evidence" on the dashboard asks for the staff first.
  const staffFirst = searchParams.get('view') === 'staff';

  return (
    <Container size="md" py="xl" px="sm">
      {criteria === undefined ? (
        <Loader />
      ) : staffUserId && staffUserId !== session?.user.sub ? (
        <StaffAchievements userId={staffUserId} />
      ) : (
        <Stack gap="lg">
          {staffFirst && staffList}
          <OwnAchievements criteria={criteria} />
          {!staffFirst && staffList}
        </Stack>
      )}
    </Container>
  );
}
