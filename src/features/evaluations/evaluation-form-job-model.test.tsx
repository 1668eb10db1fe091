import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Criterion } from '../../../contract/achievements.ts';
import { evaluationFormId } from '../../../contract/evaluation-form-id.ts';
import { criteriaTable } from '../../entities/criteria/criteria-table.ts';
import { evaluationsTable } from '../../entities/evaluation/evaluation-row.ts';
import { closeUserDb, openUserDb } from '../../lib/db/current-user-db.ts';
import { makeProfile } from '../../lib/session/make-profile.ts';
import { clearProfile, setProfile } from '../../lib/session/profile-store.ts';
import {
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import { EvaluationForm } from './evaluation-form.tsx';

// The server's answers: no evidence yet, and the reasons for leaving a member out.
vi.mock('./evaluations-api.ts', () => ({ fetchEvidenceOf: () => Promise.resolve([]) }));
vi.mock('./evaluation-season-api.ts', () => ({
  fetchExemptionReasons: () =>
    Promise.resolve([{ code: 'probation', nameEn: 'Probation', nameAr: 'تجربة', sortOrder: 1 }]),
}));

const memberId = '0195f3a0-0000-7000-8000-00000000c0de';
const year = '2026-2027';

function makeCriterion(job: string, index: number, nameEn: string): Criterion {
  return {
    id: `0195f3a0-0000-7000-8000-${job.length.toString(16).padStart(4, '0')}0000000${index}`,
    job,
    code: `${job}-${index}`,
    nameEn,
    nameAr: nameEn,
    weight: 50,
    sortOrder: index,
  };
}

const teacherSet = [
  makeCriterion('teacher', 1, 'Performing job duties'),
  makeCriterion('teacher', 2, 'Classroom management'),
];
const counsellorSet = [
  makeCriterion('student_counsellor', 1, 'Guiding students'),
  makeCriterion('student_counsellor', 2, 'Following up attendance'),
];

function ownForm(props: { notEvaluatedReason?: string | null } = {}) {
  return (
    <EvaluationForm
      evaluateeId={memberId}
      evaluateeName="Huda"
      schoolYear={year}
      viewer={{ id: memberId, fullName: 'Huda' }}
      mode="evaluatee"
      {...props}
    />
  );
}

beforeAll(() => activateSourceEnglish());

describe('the evaluation form follows the member’s job model', () => {
  beforeEach(async () => {
    const db = openUserDb(memberId);
    await criteriaTable(db).bulkPut([...teacherSet, ...counsellorSet]);
  });
  afterEach(async () => {
    const db = openUserDb(memberId);
    await Promise.all([evaluationsTable(db).clear(), db.outbox.clear()]);
    clearProfile();
  });
  afterAll(() => closeUserDb());

  it('scores a counsellor on the counsellor’s set, offline, and starts her form on it', async () => {
    setProfile(makeProfile({ id: memberId, jobModel: 'student_counsellor' }));
    renderWithProviders(ownForm());

    const card = await screen.findByRole('region', { name: 'Guiding students' });
    expect(screen.queryByRole('region', { name: 'Performing job duties' })).toBeNull();
    expect(screen.queryByText(/has no criteria set yet/)).toBeNull();
    fireEvent.click(within(card).getByRole('radio', { name: '4' }));

    const db = openUserDb(memberId);
    await waitFor(async () =>
      expect(
        await evaluationsTable(db).get(evaluationFormId(memberId, year, 'self')),
      ).toMatchObject({
        criteriaJob: 'student_counsellor',
        scores: [{ criterionId: counsellorSet[0]?.id, score: 4 }],
      }),
    );
  });

  it('scores a member whose job model has no set on the teacher’s set, and says so', async () => {
    setProfile(makeProfile({ id: memberId, jobModel: 'lab_technician' }));
    renderWithProviders(ownForm());

    expect(await screen.findByRole('region', { name: 'Performing job duties' })).toBeTruthy();
    expect(
      screen.getByText(
        'The job model “Lab technician” has no criteria set yet, so this form scores the teacher’s set.',
      ),
    ).toBeTruthy();
  });

  it('tells a member not evaluated this year why she has no self-assessment, and offers none', async () => {
    setProfile(makeProfile({ id: memberId }));
    renderWithProviders(ownForm({ notEvaluatedReason: 'probation' }));

    await waitFor(() =>
      expect(document.body.textContent).toContain(
        'Your principal marked you as not evaluated this school year (Probation), so there is no self-assessment to fill in.',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Submit my self-assessment' })).toBeNull();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Performing job duties' })).toBeNull();
  });
});
