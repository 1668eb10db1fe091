import { Trans } from '@lingui/react/macro';
import { Container, Loader } from '@mantine/core';

import { useOwnJobModel } from '../../entities/criteria/use-criteria.ts';
import { PlansScreen } from './plans-screen.tsx';
import type { PlanViewer } from './plan-viewer.ts';
import { createPlan } from './plan-writes.ts';
import { StaffPlansLinks } from './staff-plans-links.tsx';
import { usePlanViewer } from './use-plan-viewer.ts';
import { useOwnPlans } from './use-own-plans.ts';

/** `/development-plans`: the signed-in user's own plans (they are the beneficiary). */
export default function DevelopmentPlansPage() {
  const viewer = usePlanViewer();
  return (
    <Container size="md" py="xl" px="sm">
      {viewer ? <OwnPlans viewer={viewer} /> : <Loader />}
    </Container>
  );
}

function OwnPlans({ viewer }: { viewer: PlanViewer }) {
  const { rows, reach } = useOwnPlans(viewer.id);
  const me = { id: viewer.id, fullName: viewer.fullName };
  const jobModel = useOwnJobModel();
  return (
    <PlansScreen
      title={<Trans>My development plans</Trans>}
      viewer={viewer}
      jobModel={jobModel}
      rows={rows}
      reach={reach}
      create={{
        label: <Trans>New plan</Trans>,
        save: (input) => createPlan(input, { creator: me, beneficiary: me }),
      }}
    >
      {viewer.role === 'org_admin' && <StaffPlansLinks />}
    </PlansScreen>
  );
}
