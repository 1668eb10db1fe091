import { Trans } from '@lingui/react/macro';
import { Container, Loader, Stack, Title } from '@mantine/core';

import { useProfile } from '../../lib/session/profile-store.ts';
import { useSession } from '../../lib/session/session-store.ts';

import { EvaluationForm } from './evaluation-form.tsx';
import { SchoolYearSelect } from './school-year-select.tsx';
import { StaffEvaluationsList } from './staff-evaluations-list.tsx';
import { useSchoolYear } from './use-school-year.ts';

/**
 * `/evaluations?year=`: the signed-in staff member's own form (self-assessment, and the
 * principal's evaluation once finalised, to acknowledge); a principal also finds their staff.
 */
export default function EvaluationsPage() {
  const session = useSession();
  const profile = useProfile();
  const [year, setYear] = useSchoolYear();
  if (!session) return <Loader />;
  const viewer = { id: session.user.sub, fullName: profile?.fullName ?? '' };
  return (
    <Container size="sm" py="lg" px="sm">
      <Stack gap="md">
        <Title order={1} fz="h2">
          <Trans>Evaluation</Trans>
        </Title>
        <SchoolYearSelect value={year} onChange={setYear} />
        {session.user.role === 'org_admin' && (
          <StaffEvaluationsList schoolYear={year} viewerId={viewer.id} />
        )}
        <Title order={2} fz="h3">
          <Trans>My evaluation</Trans>
        </Title>
        <EvaluationForm
          key={year}
          evaluateeId={viewer.id}
          evaluateeName={viewer.fullName}
          schoolYear={year}
          viewer={viewer}
          mode="evaluatee"
        />
      </Stack>
    </Container>
  );
}
