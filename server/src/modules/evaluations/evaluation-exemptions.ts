import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import type {
  EvaluationExemption,
  ExemptionReason,
  zExemptionInput,
} from '../../../../contract/evaluation-exemptions.ts';
import type { SchoolYear } from '../../../../contract/school-year.ts';
import type { Database } from '../../db/database.ts';
import {
  evaluationExemptionReasons,
  evaluationExemptions,
} from '../../db/tables/evaluation-exemptions.ts';
import { evaluations } from '../../db/tables/evaluations.ts';
import { users } from '../../db/tables/users.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import type { Evaluatee } from './evaluation-access.ts';
import { businessRule } from './change-evaluation.ts';

type Context = Pick<FastifyInstance, 'db' | 'clock'>;

/**
 * Who marks a member as not evaluated: a principal of the member's school, for a teacher of
 * it (docs/roles-and-permissions.md, "Evaluations"); never themself.
 */
export function canExempt(viewer: AuthenticatedUser, member: Evaluatee): boolean {
  return (
    viewer.role === 'org_admin' &&
    viewer.id !== member.id &&
    member.role === 'agent' &&
    viewer.organizationId !== null &&
    viewer.organizationId === member.organizationId
  );
}

export async function exemptionReasons(db: Database): Promise<ExemptionReason[]> {
  return db
    .select()
    .from(evaluationExemptionReasons)
    .orderBy(asc(evaluationExemptionReasons.sortOrder));
}

function exemptionOf(row: typeof evaluationExemptions.$inferSelect): EvaluationExemption {
  return {
    userId: row.userId,
    schoolYear: row.schoolYear,
    reasonCode: row.reasonCode,
    note: row.note,
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The principal's school's members not evaluated in the school year; for a staff member, her
 * own line only, so her self-assessment can say why it is closed.
 */
export async function listExemptions(
  app: Context,
  viewer: AuthenticatedUser,
  schoolYear: SchoolYear,
): Promise<EvaluationExemption[]> {
  if (viewer.organizationId === null) return [];
  const whose =
    viewer.role === 'org_admin'
      ? eq(users.organizationId, viewer.organizationId)
      : eq(users.id, viewer.id);
  const rows = await app.db
    .select({ exemption: evaluationExemptions })
    .from(evaluationExemptions)
    .innerJoin(users, eq(users.id, evaluationExemptions.userId))
    .where(and(eq(evaluationExemptions.schoolYear, schoolYear), whose))
    .orderBy(asc(users.fullName));
  return rows.map((row) => exemptionOf(row.exemption));
}

async function memberFor(app: Context, viewer: AuthenticatedUser, userId: string) {
  const [member] = await app.db
    .select({ id: users.id, organizationId: users.organizationId, role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  if (!member) throw new ApiError(404, 'users.failed.notFound');
  if (!canExempt(viewer, member)) throw new ApiError(403, 'common.error.forbidden');
  return member;
}

/**
 * Marks the member as not evaluated in the school year (or changes the reason). Refused once
 * their evaluation is finalised: a finalised rating is not withdrawn this way. A draft is
 * kept, read-only, and comes back on an undo.
 */
export async function exemptMember(
  app: Context,
  viewer: AuthenticatedUser,
  userId: string,
  schoolYear: SchoolYear,
  input: z.output<typeof zExemptionInput>,
): Promise<EvaluationExemption> {
  const member = await memberFor(app, viewer, userId);
  return app.db.transaction(async (tx) => {
    const [reason] = await tx
      .select({ code: evaluationExemptionReasons.code })
      .from(evaluationExemptionReasons)
      .where(eq(evaluationExemptionReasons.code, input.reasonCode));
    if (!reason) throw businessRule('evaluations.failed.unknownExemptionReason');
    const [finalised] = await tx
      .select({ status: evaluations.status })
      .from(evaluations)
      .where(
        and(
          eq(evaluations.evaluateeId, member.id),
          eq(evaluations.schoolYear, schoolYear),
          eq(evaluations.side, 'principal'),
        ),
      )
      .for('update');
    if (finalised && finalised.status !== 'draft') {
      throw businessRule('evaluations.failed.exemptionAfterFinalised');
    }
    const [row] = await tx
      .insert(evaluationExemptions)
      .values({
        userId: member.id,
        schoolYear,
        reasonCode: reason.code,
        note: input.note,
        createdById: viewer.id,
        createdAt: app.clock.now(),
      })
      .onConflictDoUpdate({
        target: [evaluationExemptions.userId, evaluationExemptions.schoolYear],
        set: { reasonCode: reason.code, note: input.note, createdById: viewer.id },
      })
      .returning();
    if (!row) throw new Error(`exemption of ${member.id} vanished while saved`);
    return exemptionOf(row);
  });
}

/** Undo: the member is evaluated in the school year again. Nothing to undo is no error. */
export async function removeExemption(
  app: Context,
  viewer: AuthenticatedUser,
  userId: string,
  schoolYear: SchoolYear,
): Promise<null> {
  const member = await memberFor(app, viewer, userId);
  await app.db
    .delete(evaluationExemptions)
    .where(
      and(
        eq(evaluationExemptions.userId, member.id),
        eq(evaluationExemptions.schoolYear, schoolYear),
      ),
    );
  return null;
}
