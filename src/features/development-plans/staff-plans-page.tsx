import { Trans } from '@lingui/react/macro';
import { Anchor, Container, Group, Loader, Stack } from '@mantine/core';
import { useCallback } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';

import { teacherJob } from '../../entities/criteria/use-criteria.ts';
import { useServerData } from '../../lib/api/use-server-data.ts';
import { PlansScreen } from './plans-screen.tsx';
import { fetchPlanOwner, fetchPlansOf } from './plans-api.ts';
import type { PlanViewer } from './plan-viewer.ts';
import { createPlan } from './plan-writes.ts';
import { usePlanViewer } from './use-plan-viewer.ts';
import { usePlans } from './use-plans.ts';

/**
 * `/development-plans/user/:userId`: a staff member's plans for their principal (who may
 * assign, edit, comment and grade) or a super admin (who may read, comment and grade).
 */
export default function StaffPlansPage() {
  const viewer = usePlanViewer();
  const { userId } = useParams();
  return (
    <Container size="md" py="xl" px="sm">
      {viewer && userId ? <StaffPlans viewer={viewer} userId={userId} /> : <Loader />}
    </Container>
  );
}

function StaffPlans({ viewer, userId }: { viewer: PlanViewer; userId: string }) {
  const fetchPlans = useCallback(() => fetchPlansOf(userId), [userId]);
  const { rows, reach } = usePlans(userId, fetchPlans);
  const name = rows?.find((row) => row.beneficiaryName)?.beneficiaryName ?? '';
  const canAssign = viewer.role === 'org_admin' && viewer.id !== userId;
  const [searchParams] = useSearchParams();
  // The member's job model picks her goals' criteria; the teacher's set until it is known (or
  // offline), as her evidence falls back when her job model has no set.
  const member = useServerData(userId, (signal) => fetchPlanOwner(userId, signal));
  const jobModel = member.status === 'loaded' ? member.data.jobModel : teacherJob;
  return (
    <Stack gap="sm">
      {!searchParams.has('plan') && (
        <Group gap="md">
          <Anchor component={Link} to="/development-plans" fz="sm">
            <Trans>Back to my plans</Trans>
          </Anchor>
          <Anchor component={Link} to={`/evaluations/user/${encodeURIComponent(userId)}`} fz="sm">
            <Trans>Open the evaluation form</Trans>
          </Anchor>
        </Group>
      )}
      <PlansScreen
        title={
          name ? (
            <Trans>
              Development plans of <bdi>{name}</bdi>
            </Trans>
          ) : (
            <Trans>Staff development plans</Trans>
          )
        }
        viewer={viewer}
        jobModel={jobModel}
        rows={rows}
        reach={reach}
        {...(canAssign && {
          create: {
            label: <Trans>Assign a plan</Trans>,
            save: (input) =>
              createPlan(input, {
                creator: { id: viewer.id, fullName: viewer.fullName },
                beneficiary: { id: userId, fullName: name },
              }),
          },
        })}
      />
    </Stack>
  );
}
