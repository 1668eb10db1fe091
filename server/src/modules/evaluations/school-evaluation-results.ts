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
import { allBands, criteriaSetsOf, resultOf, type EvaluationRow } from './evaluation-records.ts';

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
  status: ResultStatus;
  /** Out of 100, as the form shows it (a draft's running total); null when not started. */
  total: number | null;
  band: EvaluationBand | null;
  finalisedAt: Date | null;
  /** The self-assessment's total once submitted, else null. */
  selfAssessmentTotal: number | null;
}

export interface SchoolEvaluationResults {
  schoolName: string;
  schoolYear: SchoolYear;
  /** The teacher set in its order, then the criteria of any other set a form scores. */
  criteria: ResultCriterion[];
  staff: StaffMemberResult[];
}

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
  const evaluated = members.filter((member) => canEvaluate(viewer, member));
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
  const resultOfForm = (form: EvaluationRow) =>
    resultOf(form, sets.get(form.criteriaJob) ?? [], bands);

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
      scores: new Map(principalForm?.scores.map((entry) => [entry.criterionId, entry.score])),
      status: principalForm?.status ?? 'not_started',
      total: result?.total ?? null,
      band: bands.find((band) => band.id === result?.bandId) ?? null,
      finalisedAt: principalForm?.status === 'draft' ? null : (principalForm?.closedAt ?? null),
      selfAssessmentTotal: selfForm ? resultOfForm(selfForm).total : null,
    };
  });
  return { schoolName: school.name, schoolYear, criteria: criterionColumns(sets), staff };
}
