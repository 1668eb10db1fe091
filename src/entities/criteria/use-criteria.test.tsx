import { renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Criterion } from '../../../contract/achievements.ts';
import { closeUserDb, openUserDb } from '../../lib/db/current-user-db.ts';
import { cursorsOpenedBy } from '../../lib/db/testing/cursors-opened.ts';
import { makeProfile } from '../../lib/session/make-profile.ts';
import { clearProfile, setProfile } from '../../lib/session/profile-store.ts';

import { criteriaTable } from './criteria-table.ts';
import { readOwnCriteriaEarly, useOwnCriteria } from './use-criteria.ts';

function makeCriterion(job: string, sortOrder: number): Criterion {
  const id = `${job}-${sortOrder}`;
  return { id, job, code: id, nameEn: id, nameAr: id, weight: 50, sortOrder };
}

beforeAll(async () => {
  await criteriaTable(openUserDb('counsellor')).bulkPut([
    makeCriterion('teacher', 1),
    makeCriterion('student_counsellor', 1),
  ]);
});
// Vitest runs without globals: unmount before the database closes.
afterAll(() => {
  clearProfile();
  closeUserDb();
});

describe('useOwnCriteria', () => {
  it('gives the signed-in member her job model’s criteria from the device, for evidence and coverage', async () => {
    setProfile(makeProfile({ id: 'counsellor', jobModel: 'student_counsellor' }));
    const { result } = renderHook(() => useOwnCriteria());
    await waitFor(() =>
      expect(result.current?.map((criterion) => criterion.id)).toEqual(['student_counsellor-1']),
    );
  });

  it('reads a profile kept before it carried a job model as the teacher’s', async () => {
    const older: Partial<ReturnType<typeof makeProfile>> = makeProfile({ id: 'counsellor' });
    delete older.jobModel;
    setProfile(older as ReturnType<typeof makeProfile>);
    const { result } = renderHook(() => useOwnCriteria());
    await waitFor(() =>
      expect(result.current?.map((criterion) => criterion.id)).toEqual(['teacher-1']),
    );
  });
});

describe('reading the criteria', () => {
  it('asks once a job rather than stepping a cursor a criterion at a time', async () => {
    // The evidence screen's load waited about 200 ms at 4× CPU for the teacher's 11 criteria,
    // a cursor step each.
    setProfile(makeProfile({ id: 'counsellor', jobModel: 'student_counsellor' }));
    expect(await cursorsOpenedBy(() => readOwnCriteriaEarly(openUserDb('counsellor')))).toBe(0);
  });
});
