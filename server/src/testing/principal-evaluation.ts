import { expect } from 'vitest';

import { evaluationFormId } from '../../../contract/evaluation-form-id.ts';
import type { TokenSubject } from '../plugins/auth/access-tokens.ts';
import type { apiCaller } from './api-caller.ts';
import { seededTeacherSet } from './seeded-teacher-set.ts';

type Call = ReturnType<typeof apiCaller>;

/** The least of an evaluation form as the API answers it; a test names the rest it reads. */
export interface WireFormVersion {
  id: string;
  version: number;
}

export interface PrincipalEvaluation {
  schoolYear: string;
  /** The criteria scored, in order; the seeded teacher set unless given. */
  criterionIds?: readonly string[];
  /** The score of the criterion at `index`; 3 unless given. */
  scoreOf?: (index: number) => number;
  strengths?: string;
  developmentAreas?: string;
  /** Finalised unless false. */
  finalise?: boolean;
}

async function written<Form>(response: Awaited<ReturnType<Call>>): Promise<Form> {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json().result as Form;
}

/**
 * The principal's form of a teacher filled through the API as a principal does: every criterion
 * scored, both texts written, then finalised unless told not to. Answers the last form.
 */
export async function evaluateAsPrincipal<Form extends WireFormVersion = WireFormVersion>(
  call: Call,
  principal: TokenSubject,
  teacherId: string,
  {
    schoolYear,
    criterionIds = seededTeacherSet,
    scoreOf = () => 3,
    strengths = 'Clear lesson plans',
    developmentAreas = 'Vary the assessment',
    finalise = true,
  }: PrincipalEvaluation,
): Promise<Form> {
  let form = await written<Form>(
    await call(principal, 'POST', '/evaluations', {
      id: evaluationFormId(teacherId, schoolYear, 'principal'),
      evaluatee_id: teacherId,
      school_year: schoolYear,
      side: 'principal',
    }),
  );
  for (const [index, criterionId] of criterionIds.entries()) {
    form = await written<Form>(
      await call(principal, 'PUT', `/evaluations/${form.id}/scores/${criterionId}`, {
        score: scoreOf(index),
        note: '',
        version: form.version,
      }),
    );
  }
  form = await written<Form>(
    await call(principal, 'PUT', `/evaluations/${form.id}/written-feedback`, {
      strengths,
      development_areas: developmentAreas,
      version: form.version,
    }),
  );
  if (!finalise) return form;
  return written<Form>(
    await call(principal, 'POST', `/evaluations/${form.id}/finalise`, { version: form.version }),
  );
}
