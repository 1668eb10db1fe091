import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { EvaluationSettings } from '../../../../contract/evaluation-objections.ts';
import { organizations } from '../../db/tables/organizations.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';

type Context = Pick<FastifyInstance, 'db'>;

function schoolOf(viewer: AuthenticatedUser): string {
  if (viewer.organizationId === null) throw new ApiError(403, 'common.error.forbidden');
  return viewer.organizationId;
}

/** The principal's school's evaluation settings. */
export async function readEvaluationSettings(
  app: Context,
  viewer: AuthenticatedUser,
): Promise<EvaluationSettings> {
  const [school] = await app.db
    .select({ objectionWindowDays: organizations.objectionWindowDays })
    .from(organizations)
    .where(eq(organizations.id, schoolOf(viewer)));
  if (!school) throw new ApiError(404, 'common.error.notFound');
  return school;
}

/** Changes the school's objection window; deadlines already shown move with it. */
export async function saveEvaluationSettings(
  app: Context,
  viewer: AuthenticatedUser,
  input: EvaluationSettings,
): Promise<EvaluationSettings> {
  const [school] = await app.db
    .update(organizations)
    .set({ objectionWindowDays: input.objectionWindowDays })
    .where(eq(organizations.id, schoolOf(viewer)))
    .returning({ objectionWindowDays: organizations.objectionWindowDays });
  if (!school) throw new ApiError(404, 'common.error.notFound');
  return school;
}
