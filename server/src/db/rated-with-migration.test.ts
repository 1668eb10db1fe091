import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  applyMigrationsFrom,
  databaseBeforeMigration,
} from '../testing/database-before-migration.ts';
import { insertMigrationSchool, migrationSchool } from '../testing/school-before-migration.ts';
import { seededTeacherSet } from '../testing/seeded-teacher-set.ts';

const ratedWithMigration = '0019_rated_with.sql';

const ids = migrationSchool;
const teacherSet = seededTeacherSet;

describe('the rated-with migration (0019) on forms finalised before it', () => {
  let client: PGlite;

  beforeAll(async () => {
    client = await databaseBeforeMigration(ratedWithMigration);
    await insertMigrationSchool(client);
    const scores = JSON.stringify(
      teacherSet.map((criterionId) => ({ criterionId, score: 3, note: '' })),
    );
    const insertForm = `INSERT INTO "evaluations"
      ("id", "side", "evaluatee_id", "school_year", "criteria_job", "status", "scores",
       "created_by_id", "weighted_score", "overall_rating")
      VALUES ($1, $2, $3, '2025-2026', 'teacher', $4, $5, $6, 3, 3)`;
    await client.query(insertForm, [
      ids.finalised,
      'principal',
      ids.teacher,
      'finalised',
      scores,
      ids.principal,
    ]);
    await client.query(insertForm, [ids.draft, 'self', ids.teacher, 'draft', scores, ids.teacher]);
    await applyMigrationsFrom(client, ratedWithMigration);
  });

  afterAll(async () => {
    await client.close();
  });

  it('gives a closed form the criteria it scored with their weights, in the set’s order, and a draft none', async () => {
    const { rows } = await client.query<{ id: string; rated_with: unknown }>(
      `SELECT "id", "rated_with" FROM "evaluations" ORDER BY "id"`,
    );
    const byId = new Map(rows.map((row) => [row.id, row.rated_with]));
    expect(byId.get(ids.draft)).toBeNull();
    // The seeded teacher set: 10 % each, 5 % for the eighth and ninth.
    expect(byId.get(ids.finalised)).toEqual(
      teacherSet.map((criterionId, index) => ({
        criterionId,
        weight: index === 7 || index === 8 ? 5 : 10,
      })),
    );
  });
});
