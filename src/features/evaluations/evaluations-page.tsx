import { Trans } from '@lingui/react/macro';
import { Container, Loader, Stack, Title } from '@mantine/core';

import { useProfile } from '../../lib/session/profile-store.ts';
import { useSession } from '../../lib/session/session-store.ts';

import { EvaluationForm } from './evaluation-form.tsx';
import { PerformanceCurveCard } from './performance-curve-card.tsx';
import { EvaluationSettingsCard } from './evaluation-settings-card.tsx';
import { SchoolYearSelect } from './school-year-select.tsx';
import { StaffEvaluationsList } from './staff-evaluations-list.tsx';
import { useOpenedForm } from './use-opened-form.ts';
import { useOwnExemption } from './use-own-exemption.ts';
import { useSchoolYear } from './use-school-year.ts';

const ownFormHeadingId = 'my-evaluation';

/**
 * `/evaluations?year=` (or `?form=<id>`, a notification's link): the signed-in staff member's own form (self-assessment, and the
 * principal's evaluation once finalised, to acknowledge); a principal also finds their staff.
 */
export default function EvaluationsPage() {
  const session = useSession();
  const profile = useProfile();
  const [year, setYear] = useSchoolYear();
  useOpenedForm(session?.user.sub ?? '', ownFormHeadingId);
  const ownExemption = useOwnExemption(session?.user.sub, year);
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
          <>
            <StaffEvaluationsList schoolYear={year} viewerId={viewer.id} />
            <PerformanceCurveCard schoolYear={year} viewerId={viewer.id} />
            <EvaluationSettingsCard />
          </>
        )}
        <Title order={2} fz="h3" id={ownFormHeadingId}>
          <Trans>My evaluation</Trans>
        </Title>
        <EvaluationForm
          key={year}
          evaluateeId={viewer.id}
          evaluateeName={viewer.fullName}
          schoolYear={year}
          viewer={viewer}
          mode="evaluatee"
          notEvaluatedReason={ownExemption}
        />
      </Stack>
    </Container>
  );
}
