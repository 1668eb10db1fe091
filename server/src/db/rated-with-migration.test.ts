import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const migrationsFolder = fileURLToPath(new URL('../../drizzle/', import.meta.url));
const ratedWithMigration = '0019_rated_with.sql';

async function applyFile(client: PGlite, file: string): Promise<void> {
  const text = await readFile(`${migrationsFolder}${file}`, 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim() !== '') await client.exec(statement);
  }
}

const sqlFiles = async () =>
  (await readdir(migrationsFolder)).filter((file) => file.endsWith('.sql')).sort();

const ids = {
  school: '0190f7c0-0000-7000-8000-00000000000a',
  principal: '0190f7c0-0000-7000-8000-000000000001',
  teacher: '0190f7c0-0000-7000-8000-000000000002',
  finalised: '0190f7c0-0000-7000-8000-0000000000f1',
  draft: '0190f7c0-0000-7000-8000-0000000000d1',
};
const teacherSet = [...Array(11).keys()].map(
  (index) => `0195f3a0-0000-7000-8000-0000000000${(index + 1).toString(16).padStart(2, '0')}`,
);

describe('the rated-with migration (0019) on forms finalised before it', () => {
  let client: PGlite;

  beforeAll(async () => {
    client = new PGlite();
    const files = await sqlFiles();
    for (const file of files.filter((name) => name < ratedWithMigration)) {
      await applyFile(client, file);
    }
    await client.query(`INSERT INTO "organizations" ("id", "name") VALUES ($1, 'Al Noor')`, [
      ids.school,
    ]);
    for (const [id, role] of [
      [ids.principal, 'org_admin'],
      [ids.teacher, 'agent'],
    ] as const) {
      await client.query(
        `INSERT INTO "users" ("id", "email", "password_hash", "full_name", "role", "organization_id")
         VALUES ($1, $2, 'x', $3, $4, $5)`,
        [id, `${id}@example.test`, role, role, ids.school],
      );
    }
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
    for (const file of files.filter((name) => name >= ratedWithMigration)) {
      await applyFile(client, file);
    }
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
