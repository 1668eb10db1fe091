import { Container, Loader, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';

import { useOwnCriteria } from '../../entities/criteria/use-criteria.ts';
import { useSession } from '../../lib/session/session-store.ts';

import classes from '../../components/print-page.module.css';
import { achievementsViewOf } from './achievements-view.ts';
import { OwnAchievements } from './own-achievements.tsx';
import { loadStaffAchievements, loadStaffCoverageList } from './staff-views.ts';

const StaffAchievements = lazy(async () => ({
  default: (await loadStaffAchievements()).StaffAchievements,
}));
const StaffCoverageList = lazy(async () => ({
  default: (await loadStaffCoverageList()).StaffCoverageList,
}));

export default function AchievementsPage() {
  const session = useSession();
  const criteria = useOwnCriteria();
  const [searchParams] = useSearchParams();
  const view = achievementsViewOf(session?.user, searchParams);
  const staffList = view.kind === 'own' && view.staffList !== 'none' && (
    <div className={classes.screen}>
      <Suspense fallback={<Loader />}>
        <StaffCoverageList />
      </Suspense>
    </div>
  );

  // The staff's views ask the server for their data: they do not wait for the viewer's own
  // criteria, read from the device, before their code loads and their request leaves. Below the
  // viewer's own evidence the staff list waits for it, so it is not pushed down once drawn.
  return (
    <Container size="md" py="xl" px="sm">
      {view.kind === 'member' ? (
        <Suspense fallback={<Loader />}>
          <StaffAchievements userId={view.userId} />
        </Suspense>
      ) : (
        <Stack gap="lg">
          {view.staffList === 'first' && staffList}
          {criteria === undefined ? <Loader /> : <OwnAchievements criteria={criteria} />}
          {view.staffList === 'after' && criteria !== undefined && staffList}
        </Stack>
      )}
    </Container>
  );
}
