import { describe, expect, it } from 'vitest';

import type { Criterion } from '../../../contract/achievements.ts';

import { criteriaSetOf } from './criteria-set-of.ts';

function makeCriterion(job: string, sortOrder: number): Criterion {
  const id = `${job}-${sortOrder}`;
  return { id, job, code: id, nameEn: id, nameAr: id, weight: 10, sortOrder };
}

const held = [
  makeCriterion('teacher', 2),
  makeCriterion('student_counsellor', 2),
  makeCriterion('teacher', 1),
  makeCriterion('student_counsellor', 1),
];

describe('criteriaSetOf', () => {
  it('takes the job model’s own set, in its order', () => {
    expect(criteriaSetOf(held, 'student_counsellor')).toEqual({
      job: 'student_counsellor',
      criteria: [makeCriterion('student_counsellor', 1), makeCriterion('student_counsellor', 2)],
    });
  });

  it('falls back to the teacher’s set for a job model with none yet', () => {
    expect(criteriaSetOf(held, 'lab_technician')).toEqual({
      job: 'teacher',
      criteria: [makeCriterion('teacher', 1), makeCriterion('teacher', 2)],
    });
  });

  it('answers the teacher’s empty set while the device holds no criteria', () => {
    expect(criteriaSetOf([], 'deputy')).toEqual({ job: 'teacher', criteria: [] });
  });
});
