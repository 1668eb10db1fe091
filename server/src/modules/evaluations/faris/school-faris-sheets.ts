import { and, asc, eq, inArray, ne } from 'drizzle-orm';

import type { Criterion } from '../../../../../contract/achievements.ts';
import type { FarisSheet } from '../../../../../contract/faris-sheet.ts';
import type { SchoolYear } from '../../../../../contract/school-year.ts';
import type { Database } from '../../../db/database.ts';
import { evaluations } from '../../../db/tables/evaluations.ts';
import { organizations } from '../../../db/tables/organizations.ts';
import { users } from '../../../db/tables/users.ts';
import { ApiError } from '../../../http/api-error.ts';
import type { AuthenticatedUser } from '../../../plugins/auth/authenticated-user.ts';
import { canEvaluate } from '../evaluation-access.ts';
import { allBands, bandOfRating, ratedCriteriaOf, resultOf } from '../evaluation-records.ts';

export interface SchoolFarisSheets {
  schoolName: string;
  sheets: FarisSheet[];
}

/**
 * The Faris entry sheets of a school year: one per active staff member the viewer evaluates
 * whose evaluation is finalised (or acknowledged), by name. Drafts have no sheet: Faris takes
 * only a finished evaluation.
 */
export async function schoolFarisSheets(
  db: Database,
  viewer: AuthenticatedUser,
  schoolId: string,
  schoolYear: SchoolYear,
): Promise<SchoolFarisSheets> {
  const [school] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, schoolId));
  if (!school) throw new ApiError(404, 'common.error.notFound');
  const members = (
    await db
      .select({
        id: users.id,
        fullName: users.fullName,
        job: users.job,
        role: users.role,
        organizationId: users.organizationId,
      })
      .from(users)
      .where(and(eq(users.organizationId, schoolId), eq(users.isActive, true)))
      .orderBy(asc(users.fullName), asc(users.id))
  ).filter((member) => canEvaluate(viewer, member));
  if (members.length === 0) return { schoolName: school.name, sheets: [] };
  const forms = await db
    .select({ form: evaluations, principalName: users.fullName })
    .from(evaluations)
    .leftJoin(users, eq(users.id, evaluations.closedById))
    .where(
      and(
        eq(evaluations.schoolYear, schoolYear),
        eq(evaluations.side, 'principal'),
        ne(evaluations.status, 'draft'),
        inArray(
          evaluations.evaluateeId,
          members.map((member) => member.id),
        ),
      ),
    );
  const bands = await allBands(db);
  const sets = new Map<string, Criterion[]>();
  for (const { form } of forms) sets.set(form.id, await ratedCriteriaOf(db, form));
  const sheets = members.flatMap((member): FarisSheet[] => {
    const found = forms.find(({ form }) => form.evaluateeId === member.id);
    const closedAt = found?.form.closedAt;
    if (!found || !closedAt) return [];
    const { form } = found;
    const criteria = sets.get(form.id) ?? [];
    const { weightedScore, overallRating } = resultOf(form, criteria);
    if (overallRating === null) return [];
    const level = bandOfRating(bands, overallRating);
    const scoreOf = new Map(form.scores.map((entry) => [entry.criterionId, entry.score]));
    return [
      {
        fullName: member.fullName,
        job: member.job,
        criteria: criteria.map((criterion) => ({
          nameEn: criterion.nameEn,
          nameAr: criterion.nameAr,
          score: scoreOf.get(criterion.id) ?? null,
        })),
        overallRating,
        weightedScore,
        ratingNameEn: level?.nameEn ?? null,
        ratingNameAr: level?.nameAr ?? null,
        strengths: form.strengths,
        developmentAreas: form.developmentAreas,
        principalName: found.principalName,
        finalisedAt: closedAt.toISOString(),
      },
    ];
  });
  return { schoolName: school.name, sheets };
}
