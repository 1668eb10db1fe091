import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { applyMigration, databaseBeforeMigration } from '../testing/database-before-migration.ts';
import { insertMigrationSchool, migrationSchool } from '../testing/school-before-migration.ts';
import { seededTeacherSet } from '../testing/seeded-teacher-set.ts';

const ratingMigration = '0015_rating_strengths.sql';

const ids = migrationSchool;
const veryGoodBand = '0195f3a0-0000-7000-8000-0000000000b2';
const teacherSet = seededTeacherSet;

/** 4 on the nine 10 % criteria, 5 on the two 5 % ones: 82 of 100 under the old total. */
const scores = teacherSet.map((criterionId, index) => ({
  criterionId,
  score: index === 7 || index === 8 ? 5 : 4,
  note: '',
}));

describe('the rating migration (0015) on a database with forms finalised before it', () => {
  let client: PGlite;

  beforeAll(async () => {
    client = await databaseBeforeMigration(ratingMigration);
    await insertMigrationSchool(client);
    const insertForm = `INSERT INTO "evaluations"
      ("id", "side", "evaluatee_id", "school_year", "criteria_job", "status", "scores",
       "created_by_id", "closed_by_id", "closed_at", "total", "band_id")
      VALUES ($1, 'principal', $2, $3, 'teacher', $4, $5, $6, $7, $8, $9, $10)`;
    await client.query(insertForm, [
      ids.finalised,
      ids.teacher,
      '2025-2026',
      'finalised',
      JSON.stringify(scores),
      ids.principal,
      ids.principal,
      new Date('2026-06-01T08:00:00Z'),
      82,
      veryGoodBand,
    ]);
    await client.query(insertForm, [
      ids.draft,
      ids.teacher,
      '2026-2027',
      'draft',
      JSON.stringify(scores.slice(0, 3)),
      ids.principal,
      null,
      null,
      null,
      null,
    ]);
    await applyMigration(client, ratingMigration);
  });

  afterAll(async () => {
    await client.close();
  });

  it('rates a finalised form from its scores and keeps its old total and band in its history', async () => {
    const { rows } = await client.query<{
      weighted_score: number;
      overall_rating: number;
      history: Record<string, unknown>[];
    }>(`SELECT "weighted_score", "overall_rating", "history" FROM "evaluations" WHERE "id" = $1`, [
      ids.finalised,
    ]);
    // (9 × 10 × 4 + 2 × 5 × 5) / 100 = 4.1.
    expect(rows[0]).toMatchObject({ weighted_score: 4.1, overall_rating: 4 });
    expect(rows[0]?.history).toEqual([
      {
        kind: 'ratingIntroduced',
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        previousTotal: 82,
        previousBandNameEn: 'Very good',
        previousBandNameAr: 'جيد جداً',
      },
    ]);
  });

  it('leaves a draft to be rated as it is scored, with no history', async () => {
    const { rows } = await client.query(
      `SELECT "weighted_score", "overall_rating", "history", "strengths" FROM "evaluations" WHERE "id" = $1`,
      [ids.draft],
    );
    expect(rows[0]).toEqual({
      weighted_score: null,
      overall_rating: null,
      history: [],
      strengths: '',
    });
  });

  it('turns the five bands into the five levels, keeping their ids, and corrects the criterion’s name', async () => {
    const { rows: levels } = await client.query(
      `SELECT "id", "rating", "name_en", "name_ar", "curve_share_percent" FROM "evaluation_bands" ORDER BY "sort_order"`,
    );
    expect(levels).toEqual([
      {
        id: '0195f3a0-0000-7000-8000-0000000000b1',
        rating: 5,
        name_en: 'Exemplary',
        name_ar: 'مثالي',
        curve_share_percent: 20,
      },
      {
        id: veryGoodBand,
        rating: 4,
        name_en: 'Exceeded expectations',
        name_ar: 'تخطى التوقعات',
        curve_share_percent: 25,
      },
      {
        id: '0195f3a0-0000-7000-8000-0000000000b3',
        rating: 3,
        name_en: 'Met expectations',
        name_ar: 'وافق التوقعات',
        curve_share_percent: null,
      },
      {
        id: '0195f3a0-0000-7000-8000-0000000000b4',
        rating: 2,
        name_en: 'Needs development',
        name_ar: 'بحاجة إلى تطوير',
        curve_share_percent: null,
      },
      {
        id: '0195f3a0-0000-7000-8000-0000000000b5',
        rating: 1,
        name_en: 'Unsatisfactory',
        name_ar: 'غير مرضٍ',
        curve_share_percent: null,
      },
    ]);
    const { rows: names } = await client.query(
      `SELECT "name_ar" FROM "criteria" WHERE "code" = 'learning_environment'`,
    );
    expect(names).toEqual([{ name_ar: 'تهيئة البيئة التعليمية' }]);
  });
});
