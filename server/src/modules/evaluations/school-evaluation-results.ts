import { and, asc, eq, inArray } from 'drizzle-orm';

import { defaultCriteriaJob, type Criterion } from '../../../../contract/achievements.ts';
import type { EvaluationBand, EvaluationStatus } from '../../../../contract/evaluations.ts';
import type { SchoolYear } from '../../../../contract/school-year.ts';
import type { Database } from '../../db/database.ts';
import { organizations } from '../../db/tables/organizations.ts';
import { evaluations } from '../../db/tables/evaluations.ts';
import { users } from '../../db/tables/users.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { canEvaluate, canReadForm } from './evaluation-access.ts';
import {
  allBands,
  bandOfRating,
  criteriaSetsOf,
  resultOf,
  type EvaluationRow,
} from './evaluation-records.ts';
import { exemptMemberIds } from './season-facts.ts';

/** Where a staff member's evaluation stands: the principal's side, or not started. */
export type ResultStatus = EvaluationStatus | 'not_started';

/** One criterion column: its set's job tells columns of two sets apart. */
export type ResultCriterion = Pick<Criterion, 'id' | 'job' | 'nameEn' | 'nameAr'>;

export interface StaffMemberResult {
  fullName: string;
  email: string;
  job: string | null;
  /** Scores by criterion id, of the principal's side; empty when not started. */
  scores: ReadonlyMap<string, number>;
  /** The principal's notes by criterion id, those written only. */
  notes: ReadonlyMap<string, string>;
  status: ResultStatus;
  /** 1-5 as the form shows it (a complete draft's too); null until every criterion is scored. */
  overallRating: number | null;
  band: EvaluationBand | null;
  strengths: string;
  developmentAreas: string;
  finalisedAt: Date | null;
  /** The self-assessment's rating once submitted, else null. */
  selfAssessmentRating: number | null;
  /** The submitted self-assessment's scores and written notes by criterion id, else empty. */
  selfAssessmentScores: ReadonlyMap<string, number>;
  selfAssessmentNotes: ReadonlyMap<string, string>;
}

export interface SchoolEvaluationResults {
  schoolName: string;
  schoolYear: SchoolYear;
  /** The teacher set in its order, then the criteria of any other set a form scores. */
  criteria: ResultCriterion[];
  staff: StaffMemberResult[];
}

const scoresOf = (form: EvaluationRow | undefined) =>
  new Map(form?.scores.map((entry) => [entry.criterionId, entry.score]));
const notesOf = (form: EvaluationRow | undefined) =>
  new Map(
    form?.scores
      .filter((entry) => entry.note.trim())
      .map((entry) => [entry.criterionId, entry.note]),
  );

/**
 * The columns: the teacher set first, then each other set a form uses (by job), its criteria
 * not already shown, so every score has a column of its own criterion.
 */
function criterionColumns(sets: ReadonlyMap<string, Criterion[]>): ResultCriterion[] {
  const jobs = [...sets.keys()].filter((job) => job !== defaultCriteriaJob).sort();
  const columns: ResultCriterion[] = [];
  const shown = new Set<string>();
  for (const job of [defaultCriteriaJob, ...jobs]) {
    for (const criterion of sets.get(job) ?? []) {
      if (shown.has(criterion.id)) continue;
      shown.add(criterion.id);
      columns.push(criterion);
    }
  }
  return columns;
}

/**
 * A school's evaluation results for a school year, as its evaluator reads them: one entry per
 * active staff member the viewer evaluates (a principal: the school's teachers; the super
 * admin: its teachers and principals), evaluated or not, by name. A principal's side is read
 * as the viewer may read it (drafts included, docs/roles-and-permissions.md, "Evaluations"), a
 * self-assessment only once submitted.
 */
export async function schoolEvaluationResults(
  db: Database,
  viewer: AuthenticatedUser,
  schoolId: string,
  schoolYear: SchoolYear,
): Promise<SchoolEvaluationResults> {
  const [school] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, schoolId));
  if (!school) throw new ApiError(404, 'common.error.notFound');
  const members = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      job: users.job,
      role: users.role,
      organizationId: users.organizationId,
    })
    .from(users)
    .where(and(eq(users.organizationId, schoolId), eq(users.isActive, true)))
    .orderBy(asc(users.fullName), asc(users.id));
  const evaluable = members.filter((member) => canEvaluate(viewer, member));
  // Members not evaluated this year leave the results (issue 33, item 8).
  const exempt = await exemptMemberIds(
    db,
    evaluable.map((member) => member.id),
    schoolYear,
  );
  const evaluated = evaluable.filter((member) => !exempt.has(member.id));
  const forms =
    evaluated.length === 0
      ? []
      : await db
          .select()
          .from(evaluations)
          .where(
            and(
              eq(evaluations.schoolYear, schoolYear),
              inArray(
                evaluations.evaluateeId,
                evaluated.map((member) => member.id),
              ),
            ),
          );
  const [sets, bands] = await Promise.all([
    criteriaSetsOf(db, [defaultCriteriaJob, ...forms.map((form) => form.criteriaJob)]),
    allBands(db),
  ]);
  const resultOfForm = (form: EvaluationRow) => resultOf(form, sets.get(form.criteriaJob) ?? []);

  const staff = evaluated.map((member): StaffMemberResult => {
    const formOf = (side: EvaluationRow['side']) =>
      forms.find(
        (form) =>
          form.evaluateeId === member.id && form.side === side && canReadForm(viewer, member, form),
      );
    const principalForm = formOf('principal');
    const selfForm = formOf('self');
    const result = principalForm && resultOfForm(principalForm);
    return {
      fullName: member.fullName,
      email: member.email,
      job: member.job,
      scores: scoresOf(principalForm),
      notes: notesOf(principalForm),
      status: principalForm?.status ?? 'not_started',
      overallRating: result?.overallRating ?? null,
      band: bandOfRating(bands, result?.overallRating ?? null) ?? null,
      strengths: principalForm?.strengths ?? '',
      developmentAreas: principalForm?.developmentAreas ?? '',
      finalisedAt: principalForm?.status === 'draft' ? null : (principalForm?.closedAt ?? null),
      selfAssessmentRating: selfForm ? resultOfForm(selfForm).overallRating : null,
      selfAssessmentScores: scoresOf(selfForm),
      selfAssessmentNotes: notesOf(selfForm),
    };
  });
  return { schoolName: school.name, schoolYear, criteria: criterionColumns(sets), staff };
}
