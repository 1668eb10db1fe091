import { Trans } from '@lingui/react/macro';
import { Anchor, Container, Loader, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';

import { teacherJob } from '../../entities/criteria/use-criteria.ts';
import { useServerData } from '../../lib/api/use-server-data.ts';
import { useProfile } from '../../lib/session/profile-store.ts';
import { useSession } from '../../lib/session/session-store.ts';
import { useUserDb } from '../../lib/session/use-user-db.ts';

import { EvaluationForm } from './evaluation-form.tsx';
import { fetchEvaluationsOf, fetchStaff } from './evaluations-api.ts';
import { refreshFormsFromServer } from './refresh-forms-from-server.ts';
import { SchoolYearSelect } from './school-year-select.tsx';
import { useFormPair } from './use-form-pair.ts';
import { useSchoolYear } from './use-school-year.ts';

/**
 * `/evaluations/user/:userId?year=`: a staff member's evaluation form for their principal (or
 * the super admin), who scores it and finalises it; the self-assessment shows once submitted.
 */
export default function StaffEvaluationPage() {
  const session = useSession();
  const profile = useProfile();
  const { userId } = useParams();
  const [year, setYear] = useSchoolYear();
  const db = useUserDb();
  const pair = useFormPair(userId ?? '', year);
  const staff = useServerData('evaluation-staff', fetchStaff);
  useEffect(() => {
    if (userId) void refreshFormsFromServer(db, () => fetchEvaluationsOf(userId));
  }, [db, userId, year]);
  const member =
    staff.status === 'loaded' ? staff.data.find((entry) => entry.userId === userId) : undefined;
  const staffName = member?.fullName;
  // Her job model names the set a new form scores; unknown when the list cannot be read.
  const evaluateeJobModel =
    staff.status === 'loaded' ? (member?.jobModel ?? teacherJob) : undefined;
  const name = pair?.principal?.evaluateeName || pair?.self?.evaluateeName || staffName || '';

  return (
    <Container size="sm" py="lg" px="sm">
      {session && userId && staff.status !== 'loading' ? (
        <Stack gap="md">
          <Anchor component={Link} to="/evaluations" fz="sm">
            <Trans>All evaluations</Trans>
          </Anchor>
          <Title order={1} fz="h2">
            {name ? (
              <Trans>
                Evaluation of <bdi>{name}</bdi>
              </Trans>
            ) : (
              <Trans>Staff evaluation</Trans>
            )}
          </Title>
          <SchoolYearSelect value={year} onChange={setYear} />
          {pair?.principal && pair.principal.status !== 'draft' && (
            <Anchor
              component={Link}
              to={`/evaluations/user/${encodeURIComponent(userId)}/faris?year=${year}`}
            >
              <Trans>Faris entry sheet</Trans>
            </Anchor>
          )}
          <EvaluationForm
            key={`${userId}-${year}`}
            evaluateeId={userId}
            evaluateeName={name}
            schoolYear={year}
            viewer={{ id: session.user.sub, fullName: profile?.fullName ?? '' }}
            mode="evaluator"
            evaluateeJobModel={evaluateeJobModel}
          />
        </Stack>
      ) : (
        <Loader />
      )}
    </Container>
  );
}
