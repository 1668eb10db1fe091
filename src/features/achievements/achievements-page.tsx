import { Container, Loader, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';

import { useOwnCriteria } from '../../entities/criteria/use-criteria.ts';
import { withCatalogs } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/session-store.ts';

import classes from '../../components/print-page.module.css';
import { OwnAchievements } from './own-achievements.tsx';

// What only a principal or an administrator sees is not loaded for a teacher's first rows
// (docs/achievements-at-scale.md).
const StaffAchievements = lazy(
  withCatalogs(['achievements', 'components', 'entities'], async () => ({
    default: (await import('./staff-achievements.tsx')).StaffAchievements,
  })),
);
const StaffCoverageList = lazy(
  withCatalogs(['achievements', 'components', 'entities'], async () => ({
    default: (await import('./staff-coverage-list.tsx')).StaffCoverageList,
  })),
);

const readersOfStaff = ['org_admin', 'super_admin'];

export default function AchievementsPage() {
  const session = useSession();
  const criteria = useOwnCriteria();
  const [searchParams] = useSearchParams();
  const role = session?.user.role ?? '';
  const staffUserId = readersOfStaff.includes(role) ? searchParams.get('userId') : null;
  const staffList = role === 'org_admin' && (
    <div className={classes.screen}>
      <Suspense fallback={<Loader />}>
        <StaffCoverageList />
      </Suspense>
    </div>
  );
  // "Open staff evidence" on the dashboard asks for the staff first.
  const staffFirst = searchParams.get('view') === 'staff';

  // The staff's views ask the server for their data: they do not wait for the viewer's own
  // criteria, read from the device, before their code loads and their request leaves. Below the
  // viewer's own evidence the staff list waits for it, so it is not pushed down once drawn.
  return (
    <Container size="md" py="xl" px="sm">
      {staffUserId && staffUserId !== session?.user.sub ? (
        <Suspense fallback={<Loader />}>
          <StaffAchievements userId={staffUserId} />
        </Suspense>
      ) : (
        <Stack gap="lg">
          {staffFirst && staffList}
          {criteria === undefined ? <Loader /> : <OwnAchievements criteria={criteria} />}
          {!staffFirst && criteria !== undefined && staffList}
        </Stack>
      )}
    </Container>
  );
}
