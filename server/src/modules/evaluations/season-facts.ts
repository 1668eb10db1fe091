import { and, eq, inArray, or } from 'drizzle-orm';

import { defaultObjectionWindowDays } from '../../../../contract/evaluation-objections.ts';
import type { Database } from '../../db/database.ts';
import { evaluationExemptions } from '../../db/tables/evaluation-exemptions.ts';
import { organizations } from '../../db/tables/organizations.ts';
import { users } from '../../db/tables/users.ts';

/** What a form shows of its season beyond itself: the school's window, and who is left out. */
export interface SeasonFacts {
  /** The objection window of the evaluatee's school, in days. */
  windowDaysOf: (evaluateeId: string) => number;
  /** The reason code when the evaluatee is not evaluated in that school year, else null. */
  exemptionOf: (evaluateeId: string, schoolYear: string) => string | null;
}

const yearKey = (userId: string, schoolYear: string) => `${userId}/${schoolYear}`;

/** The season facts of the given forms' evaluatees, read in two queries. */
export async function seasonFactsOf(
  db: Database,
  forms: readonly { evaluateeId: string; schoolYear: string }[],
): Promise<SeasonFacts> {
  if (forms.length === 0)
    return { windowDaysOf: () => defaultObjectionWindowDays, exemptionOf: () => null };
  const evaluateeIds = [...new Set(forms.map((form) => form.evaluateeId))];
  const windows = await db
    .select({ id: users.id, days: organizations.objectionWindowDays })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(inArray(users.id, evaluateeIds));
  const exemptions = await db
    .select({
      userId: evaluationExemptions.userId,
      schoolYear: evaluationExemptions.schoolYear,
      reasonCode: evaluationExemptions.reasonCode,
    })
    .from(evaluationExemptions)
    .where(
      or(
        ...forms.map((form) =>
          and(
            eq(evaluationExemptions.userId, form.evaluateeId),
            eq(evaluationExemptions.schoolYear, form.schoolYear),
          ),
        ),
      ),
    );
  const windowOf = new Map(windows.map((row) => [row.id, row.days]));
  const reasonOf = new Map(
    exemptions.map((row) => [yearKey(row.userId, row.schoolYear), row.reasonCode]),
  );
  return {
    windowDaysOf: (evaluateeId) => windowOf.get(evaluateeId) ?? defaultObjectionWindowDays,
    exemptionOf: (evaluateeId, schoolYear) =>
      reasonOf.get(yearKey(evaluateeId, schoolYear)) ?? null,
  };
}

/** The reason code when the member is not evaluated in the school year, else null. */
export async function exemptionReasonOf(
  db: Database,
  userId: string,
  schoolYear: string,
): Promise<string | null> {
  const [found] = await db
    .select({ reasonCode: evaluationExemptions.reasonCode })
    .from(evaluationExemptions)
    .where(
      and(eq(evaluationExemptions.userId, userId), eq(evaluationExemptions.schoolYear, schoolYear)),
    );
  return found?.reasonCode ?? null;
}

/** The ids of the given members who are not evaluated in the school year. */
export async function exemptMemberIds(
  db: Database,
  userIds: readonly string[],
  schoolYear: string,
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: evaluationExemptions.userId })
    .from(evaluationExemptions)
    .where(
      and(
        eq(evaluationExemptions.schoolYear, schoolYear),
        inArray(evaluationExemptions.userId, [...userIds]),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}
