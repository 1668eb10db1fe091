import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import type { Criterion } from '../../../../contract/achievements.ts';
import {
  jobModels,
  type CriteriaSet,
  type JobModel,
  type zCriteriaSetInput,
} from '../../../../contract/job-models.ts';
import { uuidv7 } from '../../../../contract/uuid-v7.ts';
import type { Database } from '../../db/database.ts';
import { achievementCriteria } from '../../db/tables/achievements.ts';
import { criteria } from '../../db/tables/criteria.ts';
import { developmentGoalCriteria } from '../../db/tables/development-plans.ts';
import { evaluations } from '../../db/tables/evaluations.ts';
import { ApiError } from '../../http/api-error.ts';
import { currentCriteriaOf } from './criteria-service.ts';

type Context = Pick<FastifyInstance, 'db'>;

/** Every job model with its current set, in the list's order. */
export async function listCriteriaSets(app: Context): Promise<CriteriaSet[]> {
  return Promise.all(
    jobModels.map(async (jobModel) => ({
      jobModel,
      criteria: await currentCriteriaOf(app.db, jobModel),
    })),
  );
}

/** Is the criterion already used by evidence, a development goal or an evaluation's score? */
async function isInUse(tx: Database, criterionId: string): Promise<boolean> {
  const [evidence] = await tx
    .select({ id: achievementCriteria.criterionId })
    .from(achievementCriteria)
    .where(eq(achievementCriteria.criterionId, criterionId))
    .limit(1);
  if (evidence) return true;
  const [goal] = await tx
    .select({ id: developmentGoalCriteria.criterionId })
    .from(developmentGoalCriteria)
    .where(eq(developmentGoalCriteria.criterionId, criterionId))
    .limit(1);
  if (goal) return true;
  const [scored] = await tx
    .select({ id: evaluations.id })
    .from(evaluations)
    .where(sql`${evaluations.scores} @> ${JSON.stringify([{ criterionId }])}::jsonb`)
    .limit(1);
  return scored !== undefined;
}

/**
 * Writes a job model's set in place (the super admin; weights summing to 100 are checked by
 * the schema): criteria sent with an id keep it, so evidence, goals and forms tagged with them
 * stay tagged, and take the new names, weight and order; criteria without one are added; a
 * criterion left out is removed, unless something already uses it (422 `criteria.failed.inUse`).
 * A model with no set gets its first. Drafts are added up on the new weights; finalised forms
 * keep the total fixed when they were closed.
 */
export async function saveCriteriaSet(
  app: Context,
  jobModel: JobModel,
  input: z.output<typeof zCriteriaSetInput>,
): Promise<CriteriaSet> {
  await app.db.transaction(async (tx) => {
    // One writer of a set at a time: two admins saving at once would mix their rows.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`criteria-set:${jobModel}`}))`);
    const current = await currentCriteriaOf(tx, jobModel);
    const [latest] = await tx
      .select({ version: max(criteria.version) })
      .from(criteria)
      .where(eq(criteria.job, jobModel));
    const version = latest?.version ?? 1;
    const keptIds = new Set(input.criteria.flatMap((item) => (item.id ? [item.id] : [])));
    if ([...keptIds].some((id) => !current.some((criterion) => criterion.id === id))) {
      throw new ApiError(422, 'criteria.failed.notInSet');
    }
    const removed = current.filter((criterion: Criterion) => !keptIds.has(criterion.id));
    for (const criterion of removed) {
      if (await isInUse(tx, criterion.id)) throw new ApiError(422, 'criteria.failed.inUse');
    }
    if (removed.length > 0) {
      await tx.delete(criteria).where(
        and(
          eq(criteria.job, jobModel),
          inArray(
            criteria.id,
            removed.map((criterion) => criterion.id),
          ),
        ),
      );
    }
    for (const [index, item] of input.criteria.entries()) {
      const fields = {
        nameEn: item.nameEn,
        nameAr: item.nameAr,
        weight: item.weight,
        sortOrder: index + 1,
      };
      if (item.id) {
        await tx.update(criteria).set(fields).where(eq(criteria.id, item.id));
      } else {
        const id = uuidv7();
        await tx.insert(criteria).values({ id, job: jobModel, version, code: id, ...fields });
      }
    }
  });
  return { jobModel, criteria: await currentCriteriaOf(app.db, jobModel) };
}
