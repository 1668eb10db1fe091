import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { Evaluation } from '../../../../contract/evaluations.ts';
import { evaluations } from '../../db/tables/evaluations.ts';
import { users } from '../../db/tables/users.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { canEvaluate, canReadForm } from './evaluation-access.ts';
import { evaluateeColumns, evaluationOf, evaluationsOf } from './evaluation-records.ts';

type ReadContext = Pick<FastifyInstance, 'db'>;

/**
 * A staff member's forms the viewer may see, newest school year first: 404 for an unknown
 * user, 403 for someone who is neither the member nor their evaluator.
 */
export async function listEvaluationsOf(
  app: ReadContext,
  viewer: AuthenticatedUser,
  userId: string,
): Promise<Evaluation[]> {
  const [evaluatee] = await app.db.select(evaluateeColumns).from(users).where(eq(users.id, userId));
  if (!evaluatee) throw new ApiError(404, 'users.failed.notFound');
  if (viewer.id !== evaluatee.id && !canEvaluate(viewer, evaluatee)) {
    throw new ApiError(403, 'common.error.forbidden');
  }
  const rows = await app.db
    .select()
    .from(evaluations)
    .where(eq(evaluations.evaluateeId, evaluatee.id))
    .orderBy(desc(evaluations.schoolYear), asc(evaluations.side));
  return evaluationsOf(
    app.db,
    rows.filter((row) => canReadForm(viewer, evaluatee, row)),
  );
}

/** One form the viewer may see; 404 otherwise, so a draft stays unseen even as existing. */
export async function readEvaluation(
  app: ReadContext,
  viewer: AuthenticatedUser,
  id: string,
): Promise<Evaluation> {
  const [found] = await app.db
    .select({ row: evaluations, evaluatee: evaluateeColumns })
    .from(evaluations)
    .innerJoin(users, eq(users.id, evaluations.evaluateeId))
    .where(eq(evaluations.id, id));
  if (!found || !canReadForm(viewer, found.evaluatee, found.row)) {
    throw new ApiError(404, 'common.error.notFound');
  }
  return evaluationOf(app.db, found.row);
}
