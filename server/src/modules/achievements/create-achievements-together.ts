import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import type { Achievement, zAchievementCreate } from '../../../../contract/achievements.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { criteria } from '../../db/tables/criteria.ts';
import { achievementCriteria, achievements } from '../../db/tables/achievements.ts';
import { rowsFromJson } from '../../db/rows-from-json.ts';
import { achievementFrom } from './achievement-records.ts';
import { newAchievementRow } from './achievement-writes.ts';

type WriteContext = Pick<FastifyInstance, 'db' | 'clock'>;
type AchievementCreateInput = z.output<typeof zAchievementCreate>;

const isAnyOf = (column: AnyColumn, ids: readonly string[]): SQL =>
  sql`${column} = any(${`{${ids.join(',')}}`}::uuid[])`;

/**
 * The creates among `inputs` that can be applied as a set: no files (attaching them needs
 * their owner and sizes checked and locked one by one) and an id not repeated in the set.
 * A repeated id is left to the one-by-one path, which refuses the later ones as the route does.
 */
function candidatesOf(inputs: readonly AchievementCreateInput[]): number[] {
  const seen = new Set<string>();
  const candidates: number[] = [];
  inputs.forEach((input, index) => {
    if (input.fileIds.length === 0 && !seen.has(input.id)) candidates.push(index);
    seen.add(input.id);
  });
  return candidates;
}

/**
 * Creates the owner's achievements of a pushed batch with a few statements for the whole set
 * (server/src/modules/sync-push/README.md, "Sets"): one read of the distinct criteria, one
 * multi-row insert of the rows that skips ids already taken, and one of their criteria. Answers
 * each input's achievement as `createAchievement` would, built from the input and the inserted
 * row (a new record has no files or reviews), or undefined for an input it leaves to
 * `createAchievement`: one with files, a taken or repeated id, or an unknown criterion, which
 * that path refuses with the route's own answer. Writes nothing for those.
 */
export async function createAchievementsTogether(
  app: WriteContext,
  owner: AuthenticatedUser,
  inputs: readonly AchievementCreateInput[],
): Promise<(Achievement | undefined)[]> {
  const answers: (Achievement | undefined)[] = inputs.map(() => undefined);
  let candidates = candidatesOf(inputs);
  if (candidates.length === 0) return answers;
  const inputAt = (index: number) => inputs[index] as AchievementCreateInput;

  const criterionIds = [...new Set(candidates.flatMap((index) => inputAt(index).criterionIds))];
  const known = await app.db
    .select({ id: criteria.id })
    .from(criteria)
    .where(isAnyOf(criteria.id, criterionIds));
  const knownCriteria = new Set(known.map((row) => row.id));
  candidates = candidates.filter((index) =>
    inputAt(index).criterionIds.every((id) => knownCriteria.has(id)),
  );
  if (candidates.length === 0) return answers;

  const now = app.clock.now();
  const rows = candidates.map((index) => newAchievementRow(inputAt(index), owner, now));
  const inserted = await app.db
    .insert(achievements)
    .select(rowsFromJson(achievements, rows))
    // An id already taken (by this owner or anyone) inserts nothing: left to the one-by-one
    // path, which answers as the route does. No read of the taken ids beforehand, then.
    .onConflictDoNothing()
    // The row inserted is the one given (every column is), so only which ids went in is read.
    .returning({ id: achievements.id });
  if (inserted.length === 0) return answers;
  const insertedIds = new Set(inserted.map((row) => row.id));
  const rowOf = new Map(rows.filter((row) => insertedIds.has(row.id)).map((row) => [row.id, row]));

  const links: { achievementId: string; criterionId: string }[] = [];
  const created: { index: number; criterionIds: string[] }[] = [];
  for (const index of candidates) {
    const input = inputAt(index);
    if (!rowOf.has(input.id)) continue;
    const distinct = [...new Set(input.criterionIds)];
    created.push({ index, criterionIds: distinct });
    for (const criterionId of distinct) links.push({ achievementId: input.id, criterionId });
  }
  await app.db.insert(achievementCriteria).select(rowsFromJson(achievementCriteria, links));
  for (const { index, criterionIds: ids } of created) {
    const row = rowOf.get(inputAt(index).id);
    if (row) answers[index] = achievementFrom(row, ids, [], []);
  }
  return answers;
}
